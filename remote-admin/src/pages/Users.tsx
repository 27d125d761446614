import { isRole, selectUser, useAppSelector } from '@glow/shared-api';
import type { ListedUser } from '@glow/contract';
import {
  ButtonLink,
  Card,
  LoadFailure,
  Muted,
  Page,
  Pager,
  SelectField,
  Stack,
  useListParams,
  VisuallyHidden,
} from '@glow/shared-ui';
import { CardTable, ListToolbar } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { USERS_PAGE_SIZE, useListUsersQuery } from '../usersApi';
import { ConfirmDeletion } from '../components/users/ConfirmDeletion';
import { ROLE_LABELS, ROLE_OPTIONS } from '../components/users/roles';
import { UserRow } from '../components/users/UserRow';
import { paths } from '../paths';

/**
 * Everyone who signs in with email and password, with when each last signed in: filter by role,
 * page, create, open one to manage them, and delete (or, for someone with history, deactivate).
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
              <th>Last sign-in</th>
              <th>
                <VisuallyHidden>Personal data</VisuallyHidden>
              </th>
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
      <ListToolbar>
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
      </ListToolbar>
      <Card>{content}</Card>
      {toDelete && <ConfirmDeletion user={toDelete} onDone={() => setToDelete(null)} />}
    </Page>
  );
}
