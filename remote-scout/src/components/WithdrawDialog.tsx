import type { ScoutedNomination } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import { Alert, ConfirmDialog, showToast } from '@glow/shared-ui';
import { asSentence, projectNames } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useWithdrawCoNominationMutation, useWithdrawNominationMutation } from '../api';
import { personName } from './names';

/** What withdrawing does, said before it is done. */
function consequence(nomination: ScoutedNomination): string {
  const what = `the nomination of ${personName(nomination.contributor)} for ${projectNames(nomination.projects)}`;
  if (nomination.myPart === 'co-nominator')
    return `You will no longer back ${what}; it stays with the scouts who made and back it.`;
  if (nomination.scouts > 1)
    return `Other scouts back ${what}: it stays in ${nomination.cohort.name} and passes to the scout who backed it first.`;
  return `${nomination.cohort.name} loses ${what}.`;
}

/** Asks before withdrawing the scout's nomination, or their backing of another scout's. */
export function WithdrawDialog({
  nomination,
  onClose,
}: {
  nomination: ScoutedNomination;
  onClose: () => void;
}) {
  const [withdrawNomination, nominationCall] = useWithdrawNominationMutation();
  const [withdrawCoNomination, backingCall] = useWithdrawCoNominationMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const backing = nomination.myPart === 'co-nominator';
  const busy = nominationCall.isLoading || backingCall.isLoading;

  async function confirm() {
    try {
      const answer = await (backing ? withdrawCoNomination : withdrawNomination)(
        nomination.id,
      ).unwrap();
      showToast({
        title: asSentence(answer.message),
        message: personName(nomination.contributor),
        tone: 'success',
      });
      onClose();
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <ConfirmDialog
      title={backing ? 'Withdraw your backing?' : 'Withdraw this nomination?'}
      confirmLabel={backing ? 'Withdraw my backing' : 'Withdraw'}
      busyLabel="Withdrawing…"
      busy={busy}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{consequence(nomination)}</p>
      {failure !== null && (
        <Alert tone="danger">
          <p>{errorMessageOf(failure)}</p>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
