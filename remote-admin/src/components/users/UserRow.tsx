import type { ListedUser } from '@glow/contract';
import { Button, Link, Muted } from '@glow/shared-ui';
import { formatDate, formatDateTime } from '@glow/shared-ui/pages';
import { useId } from 'react';
import { personalDataPath, userPath } from '../../paths';
import { RoleBadge } from './RoleBadge';
import { UserStatus } from './UserStatus';

function fullName(user: ListedUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/**
 * A user of the list: email (to their page, where an admin manages them), name, role, status,
 * when created, when last signed in, and Delete (not for oneself, nor someone deactivated).
 */
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
        <Link to={userPath(user.id)}>{user.email}</Link>
      </td>
      <td data-label="Name">{name || <Muted as="span">—</Muted>}</td>
      <td data-label="Role">
        <RoleBadge role={user.role} />
      </td>
      <td data-label="Status">
        <UserStatus user={user} />
      </td>
      <td data-label="Created">
        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
      </td>
      <td data-label="Last sign-in">
        {user.lastSignedInAt ? (
          <time dateTime={user.lastSignedInAt}>{formatDateTime(user.lastSignedInAt)}</time>
        ) : (
          <Muted as="span">never</Muted>
        )}
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
