import { CancelCohortRequestSchema, type CohortDetail } from '@glow/contract';
import { COHORT_CANCEL_REASON_MAX_LENGTH } from '@glow/contract/limits';
import { Button, Muted, showToast, Stack } from '@glow/shared-ui';
import { ReasonDialog } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useCancelCohortMutation } from '../../api';

const cancelResolver = zodResolver(CancelCohortRequestSchema);

/** What cancelling does, as the confirmation says it. */
const CANCEL_EFFECT =
  'The cohort ends now, without judging: nothing of it is paid, its applications end, and its scouts, nominees and judges are emailed your reason. Another cohort can start.';

function CancelDialog({ cohort, onClose }: { cohort: CohortDetail; onClose: () => void }) {
  const [cancelCohort] = useCancelCohortMutation();
  return (
    <ReasonDialog
      title={`Cancel ${cohort.name}?`}
      resolver={cancelResolver}
      hint={(count) => `Why it should not go on (a wrong start, no nominations…); ${count}`}
      maxLength={COHORT_CANCEL_REASON_MAX_LENGTH}
      rows={4}
      confirmLabel="Cancel the cohort"
      busyLabel="Cancelling…"
      confirmVariant="danger"
      cancelLabel="Keep it"
      onConfirm={async (request) => {
        await cancelCohort({ id: cohort.id, ...request }).unwrap();
        showToast({ title: `${cohort.name} was cancelled`, tone: 'success' });
      }}
      onClose={onClose}
    >
      <Muted>{CANCEL_EFFECT}</Muted>
      <Muted>This cannot be undone.</Muted>
    </ReasonDialog>
  );
}

/**
 * Cancelling a cohort that should not go on, with a reason, until its distribution is approved;
 * disabled with the reason after that (it can only be closed). Nothing once the cohort ended.
 */
export function CancelCohort({ cohort }: { cohort: CohortDetail }) {
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const { cancel } = cohort;
  if (!cancel) return null;
  return (
    <Stack $gap="0.5rem">
      <div>
        <Button
          $variant="secondary"
          onClick={() => setAsking(true)}
          disabled={!cancel.allowed}
          aria-describedby={!cancel.allowed && cancel.reason ? reasonId : undefined}
        >
          Cancel the cohort
        </Button>
      </div>
      {!cancel.allowed && cancel.reason && <Muted id={reasonId}>{cancel.reason}</Muted>}
      {asking && <CancelDialog cohort={cohort} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
