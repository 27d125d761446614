import type { UserDetail } from '@glow/contract';
import { selectUser, useAppSelector } from '@glow/shared-api';
import { Muted, Page, useParams } from '@glow/shared-ui';
import { Columns, formatDateTime, RecordNotShown, Section } from '@glow/shared-ui/pages';
import { useGetUserQuery } from '../usersApi';
import { Facts } from '../components/Facts';
import { RoleBadge } from '../components/users/RoleBadge';
import { UserAccountActions } from '../components/users/UserAccountActions';
import { UserNameForm } from '../components/users/UserNameForm';
import { UserRoleForm } from '../components/users/UserRoleForm';
import { UserStatus } from '../components/users/UserStatus';
import { paths } from '../paths';

function UserContent({ user, isSelf }: { user: UserDetail; isSelf: boolean }) {
  return (
    <>
      <Section id="user-account" title="Account">
        <Facts>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Role</dt>
          <dd>
            <RoleBadge role={user.role} />
          </dd>
          <dt>Status</dt>
          <dd>
            <UserStatus user={user} />
          </dd>
          <dt>Created</dt>
          <dd>
            <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
          </dd>
          <dt>Last sign-in</dt>
          <dd>
            {user.lastSignedInAt ? (
              <time dateTime={user.lastSignedInAt}>{formatDateTime(user.lastSignedInAt)}</time>
            ) : (
              'never'
            )}
          </dd>
        </Facts>
        {isSelf && (
          <Muted>
            This is your account: your name and password are changed on your Profile; your role and
            access by another admin.
          </Muted>
        )}
      </Section>
      {!isSelf && (
        <Columns>
          <UserNameForm key={`${user.id}:${user.firstName}:${user.lastName}`} user={user} />
          <UserRoleForm user={user} />
        </Columns>
      )}
      {!isSelf && <UserAccountActions user={user} />}
    </>
  );
}

/** One person's account: name, role (where their history allows), invitation and access. */
export default function User() {
  const id = Number(useParams().id);
  const me = useAppSelector(selectUser);
  const { data, error, isLoading, isFetching, refetch } = useGetUserQuery(id);

  if (data && data.id === id)
    return (
      <Page label={data.email}>
        <UserContent user={data} isSelf={data.id === me?.id} />
      </Page>
    );
  return (
    <RecordNotShown
      back={{ to: paths.users, label: 'All users' }}
      record={`user ${id}`}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the user…"
      error={error}
      onRetry={refetch}
    />
  );
}
