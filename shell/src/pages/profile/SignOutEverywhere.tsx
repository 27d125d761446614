import { errorMessageOf } from '@glow/shared-api';
import { Button, ConfirmDialog, Muted, showToast, Stack, useNavigate } from '@glow/shared-ui';
import { useState } from 'react';
import { paths } from '../../paths';
import { LOGOUT_STATE } from '../../session/useSignOut';
import { useEndAllSessionsMutation } from './accountApi';

/**
 * Ends every session of the user, this one included (a lost phone, a shared computer), then signs
 * out here as Logout does.
 */
export function SignOutEverywhere() {
  const navigate = useNavigate();
  const [endAllSessions, { isLoading }] = useEndAllSessionsMutation();
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    try {
      const answer = await endAllSessions().unwrap();
      showToast({ title: answer.message, tone: 'success' });
      await navigate(paths.home, { state: LOGOUT_STATE });
    } catch (failure) {
      showToast({ title: 'Not signed out', message: errorMessageOf(failure), tone: 'error' });
      setConfirming(false);
    }
  }

  return (
    <Stack $gap="0.75rem">
      <Muted>Signed in on a device you no longer use? End every session of your account.</Muted>
      <div>
        <Button $variant="secondary" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          busyLabel="Signing out…"
          busy={isLoading}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <Muted>Every session of your account ends, this one too; you sign in again here.</Muted>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
