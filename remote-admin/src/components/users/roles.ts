import { ROLES, type Role } from '@glow/shared-api';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  scout: 'Scout',
  judge: 'Judge',
  contributor: 'Contributor',
};

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
