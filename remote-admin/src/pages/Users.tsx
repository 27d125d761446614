import { errorMessageOf, isRole, selectUser, useAppSelector } from '@glow/shared-api';
import type { ListedUser } from '@glow/contract';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  LoadFailure,
  Muted,
  Page,
  Pager,
  SelectField,
  showToast,
  Stack,
  useListParams,
  VisuallyHidden,
} from '@glow/shared-ui';
import { CardTable } from '@glow/shared-ui/pages';
import { useId, useState } from 'react';
import { USERS_PAGE_SIZE, useDeleteUserMutation, useListUsersQuery } from '../api';
import { FilterToolbar } from '../components/FilterToolbar';
import { RoleBadge } from '../components/RoleBadge';
import { ROLE_LABELS, ROLE_OPTIONS } from '../components/roles';
import { paths } from '../paths';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function fullName(user: ListedUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

function ConfirmDeletion({ user, onDone }: { user: ListedUser; onDone: () => void }) {
  const [deleteUser, { isLoading }] = useDeleteUserMutation();

  async function confirm() {
    try {
      const answer = await deleteUser({ id: user.id }).unwrap();
      showToast({ title: answer.message, message: user.email, tone: 'success' });
    } catch (failure) {
      showToast({
        title: 'The user was not deleted',
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
    onDone();
  }

  return (
    <ConfirmDialog
      title={`Delete user ${user.email}?`}
      confirmLabel="Delete"
      busyLabel="Deleting…"
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onDone}
    >
      <Stack $gap="0.5rem">
        <Muted>They can no longer sign in, and their sessions end.</Muted>
        <Muted>
          Someone with nominations, assessments, applications or payments on record is deactivated
          instead of deleted: their records keep naming them, and they are asked to judge no more.
          Neither can be undone on this page.
        </Muted>
      </Stack>
    </ConfirmDialog>
  );
}

function UserRow({
  user,
  isSelf,
  onDelete,
}: {
  user: ListedUser;
  isSelf: boolean;
  onDelete: () => void;
}) {
  const name = fullName(user);
  const emailId = useId();
  return (
    <tr>
      <td id={emailId} data-label="Email">
        {user.email}
      </td>
      <td data-label="Name">{name || <Muted as="span">—</Muted>}</td>
      <td data-label="Role">
        <RoleBadge role={user.role} />
      </td>
      <td data-label="Status">
        {user.deactivatedAt ? (
          <Stack $gap="0.15rem">
            <Badge $tone="neutral">Deactivated</Badge>
            <Muted as="span">
              on <time dateTime={user.deactivatedAt}>{formatDate(user.deactivatedAt)}</time>
            </Muted>
          </Stack>
        ) : user.hasPassword ? (
          <Badge $tone="success">Active</Badge>
        ) : (
          <Badge $tone="warning" title="Has not set a password yet">
            Invited
          </Badge>
        )}
      </td>
      <td data-label="Created">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td data-label="Actions">
        {isSelf ? (
          <Muted as="span">You</Muted>
        ) : user.deactivatedAt ? null : (
          <Button $variant="ghost" onClick={onDelete} aria-describedby={emailId}>
            Delete
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * Everyone who signs in with email and password: filter by role, page, create, and delete (or,
 * for someone with history, deactivate).
 */
export default function Users() {
  const me = useAppSelector(selectUser);
  const { searchParams, page, update } = useListParams();
  const roleParam = searchParams.get('role');
  const role = isRole(roleParam) ? roleParam : undefined;
  const { data, error, isLoading, isFetching, refetch } = useListUsersQuery({
    page,
    limit: USERS_PAGE_SIZE,
    role,
  });
  const [toDelete, setToDelete] = useState<ListedUser | null>(null);

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading users…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0)
    content = (
      <Muted>
        {role ? `There are no ${ROLE_LABELS[role].toLowerCase()}s yet.` : 'There are no users yet.'}
      </Muted>
    );
  else if (data)
    content = (
      <Stack>
        <CardTable aria-busy={isFetching}>
          <thead>
            <tr>
              <th>Email</th>
              <th>Name</th>
              <th>Role</th>
              <th>Status</th>
              <th>Created</th>
              <th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === me?.id}
                onDelete={() => setToDelete(user)}
              />
            ))}
          </tbody>
        </CardTable>
        <Pager
          page={page}
          limit={USERS_PAGE_SIZE}
          total={data.total}
          noun={['user', 'users']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page>
      <FilterToolbar>
        <SelectField
          label="Role"
          value={role ?? ''}
          onChange={(event) => update({ role: event.target.value, page: undefined })}
        >
          <option value="">All</option>
          {ROLE_OPTIONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <ButtonLink to={paths.createUser}>Create user</ButtonLink>
      </FilterToolbar>
      <Card>{content}</Card>
      {toDelete && <ConfirmDeletion user={toDelete} onDone={() => setToDelete(null)} />}
    </Page>
  );
}
