import type { UserDetail } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import { Button, ConfirmDialog, Muted, Row, showToast } from '@glow/shared-ui';
import { Section } from '@glow/shared-ui/pages';
import { useState } from 'react';
import {
  useDeactivateUserMutation,
  useReactivateUserMutation,
  useResendInvitationMutation,
} from '../../usersApi';

type Outcome = { message: string };

/** Runs an account action and tells its outcome in a toast. */
async function withToast(action: () => Promise<Outcome>, email: string, failureTitle: string) {
  try {
    const answer = await action();
    showToast({ title: answer.message, message: email, tone: 'success' });
  } catch (failure) {
    showToast({ title: failureTitle, message: errorMessageOf(failure), tone: 'error' });
  }
}

/**
 * The account's access: a new invitation for someone who has not set a password (the earlier
 * links die), and deactivation (asked first) or reactivation. Not for one's own account.
 */
export function UserAccountActions({ user }: { user: UserDetail }) {
  const [resendInvitation, resending] = useResendInvitationMutation();
  const [deactivateUser, deactivating] = useDeactivateUserMutation();
  const [reactivateUser, reactivating] = useReactivateUserMutation();
  const [confirming, setConfirming] = useState(false);
  const invited = !user.hasPassword && !user.deactivatedAt;

  return (
    <Section id="user-access" title="Access">
      {user.deactivatedAt ? (
        <Muted>
          Deactivated: they cannot sign in. Reactivating lets them sign in again with their password
          {user.hasPassword ? '' : ' (they never set one, so a new invitation is sent)'}.
        </Muted>
      ) : invited ? (
        <Muted>
          Invited, no password set yet. A new invitation replaces the earlier links: only the newest
          one works.
        </Muted>
      ) : (
        <Muted>Active. Deactivating ends their sessions; their records stay.</Muted>
      )}
      <Row>
        {invited && (
          <Button
            $variant="secondary"
            disabled={resending.isLoading}
            aria-busy={resending.isLoading}
            onClick={() =>
              withToast(
                () => resendInvitation(user.id).unwrap(),
                user.email,
                'The invitation was not sent',
              )
            }
          >
            {resending.isLoading ? 'Sending…' : 'Resend invitation'}
          </Button>
        )}
        {user.deactivatedAt ? (
          <Button
            disabled={reactivating.isLoading}
            aria-busy={reactivating.isLoading}
            onClick={() =>
              withToast(
                () => reactivateUser(user.id).unwrap(),
                user.email,
                'The user was not reactivated',
              )
            }
          >
            {reactivating.isLoading ? 'Reactivating…' : 'Reactivate'}
          </Button>
        ) : (
          <Button $variant="danger" onClick={() => setConfirming(true)}>
            Deactivate
          </Button>
        )}
      </Row>
      {confirming && (
        <ConfirmDialog
          title={`Deactivate ${user.email}?`}
          confirmLabel="Deactivate"
          busyLabel="Deactivating…"
          busy={deactivating.isLoading}
          onConfirm={async () => {
            await withToast(
              () => deactivateUser(user.id).unwrap(),
              user.email,
              'The user was not deactivated',
            );
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        >
          <Muted>
            They can no longer sign in, their sessions end, and a judge is excused from the panel
            under assessment. Their records stay; you can reactivate them here.
          </Muted>
        </ConfirmDialog>
      )}
    </Section>
  );
}
