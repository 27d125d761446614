import type { Role, UserDetail } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  Muted,
  SelectField,
  showToast,
  Stack,
} from '@glow/shared-ui';
import { Section } from '@glow/shared-ui/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { useChangeUserRoleMutation } from '../../usersApi';
import { ROLE_LABELS } from './roles';

const Refusals = styled.ul`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding-left: 1.1rem;
`;

/**
 * The roles the person could be given: each one their history refuses is listed with the API's
 * reason, so an admin learns why before trying. Changing asks first: it signs them out.
 */
export function UserRoleForm({ user }: { user: UserDetail }) {
  const [changeUserRole, { isLoading }] = useChangeUserRoleMutation();
  const allowed = user.roleChanges.filter((change) => change.refusal === null);
  const refused = user.roleChanges.filter((change) => change.refusal !== null);
  const [role, setRole] = useState<Role | ''>('');
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    if (!role) return;
    try {
      const answer = await changeUserRole({ id: user.id, role }).unwrap();
      showToast({ title: answer.message, message: user.email, tone: 'success' });
      setRole('');
    } catch (failure) {
      showToast({
        title: 'The role was not changed',
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
    setConfirming(false);
  }

  return (
    <Section id="user-role" title="Role">
      <Muted>
        {ROLE_LABELS[user.role]} now. A new role signs them out everywhere; they are emailed and see
        the new role&apos;s pages when they sign in again.
      </Muted>
      {allowed.length > 0 ? (
        <Stack $gap="0.5rem">
          <SelectField
            label="New role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role | '')}
          >
            <option value="">Choose a role</option>
            {allowed.map((change) => (
              <option key={change.role} value={change.role}>
                {ROLE_LABELS[change.role]}
              </option>
            ))}
          </SelectField>
          <div>
            <Button disabled={!role} onClick={() => setConfirming(true)}>
              Change role
            </Button>
          </div>
        </Stack>
      ) : null}
      {refused.length > 0 && (
        <Alert tone="neutral">
          <Refusals>
            {refused.map((change) => (
              <li key={change.role}>
                <strong>Not {ROLE_LABELS[change.role].toLowerCase()}:</strong> {change.refusal}
              </li>
            ))}
          </Refusals>
        </Alert>
      )}
      {confirming && role && (
        <ConfirmDialog
          title={`Make ${user.email} ${role === 'admin' ? 'an' : 'a'} ${ROLE_LABELS[role].toLowerCase()}?`}
          confirmLabel="Change role"
          busyLabel="Changing…"
          busy={isLoading}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <Muted>Their sessions end now, and they are told by email.</Muted>
        </ConfirmDialog>
      )}
    </Section>
  );
}
