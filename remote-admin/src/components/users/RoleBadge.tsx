import type { Role } from '@glow/shared-api';
import { Badge } from '@glow/shared-ui';
import { ROLE_LABELS } from './roles';

export function RoleBadge({ role }: { role: Role }) {
  return <Badge $tone={role === 'admin' ? 'info' : 'neutral'}>{ROLE_LABELS[role]}</Badge>;
}
