import type { ListedUser } from '@glow/contract';
import { Badge, Muted, Stack } from '@glow/shared-ui';
import { formatDate } from '@glow/shared-ui/pages';

/** Active, Invited (no password yet) or Deactivated on a day. */
export function UserStatus({ user }: { user: ListedUser }) {
  if (user.deactivatedAt)
    return (
      <Stack $gap="0.15rem">
        <Badge $tone="neutral">Deactivated</Badge>
        <Muted as="span">
          on <time dateTime={user.deactivatedAt}>{formatDate(user.deactivatedAt)}</time>
        </Muted>
      </Stack>
    );
  if (user.hasPassword) return <Badge $tone="success">Active</Badge>;
  return (
    <Badge $tone="warning" title="Has not set a password yet">
      Invited
    </Badge>
  );
}
