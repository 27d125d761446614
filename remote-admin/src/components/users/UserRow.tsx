import type { ListedUser } from '@glow/contract';
import { Badge, Button, Link, Muted, Stack } from '@glow/shared-ui';
import { useId } from 'react';
import { personalDataPath } from '../../paths';
import { RoleBadge } from './RoleBadge';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function fullName(user: ListedUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** A user of the list: email, name, role, status, when created, and Delete (not for oneself). */
export function UserRow({
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
      <td data-label="Personal data">
        <Link to={personalDataPath(user.id)} aria-describedby={emailId}>
          Personal data
        </Link>
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
