import type { CohortDetail } from '@glow/contract';
import { COHORT_PERIOD_NAMES, errorMessageOf, type CohortMoveTarget } from '@glow/shared-api';
import { Alert, Button, ConfirmDialog, Muted, showToast, Stack } from '@glow/shared-ui';
import { useId, useState } from 'react';
import { useMoveCohortMutation } from '../api';

/** The question the confirmation asks, per move. */
const QUESTIONS: Record<CohortMoveTarget, (name: string) => string> = {
  voting: (name) => `Open voting for ${name}?`,
  assessment: (name) => `Start the assessment of ${name}?`,
  distribution: (name) => `Start the distribution of ${name}?`,
  closed: (name) => `Close ${name}?`,
};

/**
 * The button that moves the cohort to its next period, after a confirmation saying what changes;
 * disabled, with the reason, when the server says the move is not allowed now. A refused move
 * (the server decides) is shown under the button, and the cohort is read again.
 */
export function NextMove({ cohort }: { cohort: CohortDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moveCohort, { isLoading }] = useMoveCohortMutation();
  const reasonId = useId();
  const move = cohort.nextMove;
  // No move after closing, and none back to nomination.
  if (!move || move.period === 'nomination') return null;
  const target = move.period;

  async function confirm() {
    try {
      await moveCohort({ id: cohort.id, period: target }).unwrap();
      setRefusal(null);
      showToast({
        title:
          target === 'closed'
            ? `${cohort.name} is closed`
            : `${cohort.name} is in its ${COHORT_PERIOD_NAMES[target].toLowerCase()} period`,
        tone: 'success',
      });
    } catch (failure) {
      setRefusal(errorMessageOf(failure));
    }
    setConfirming(false);
  }

  return (
    <Stack $gap="0.5rem">
      <div>
        <Button
          onClick={() => setConfirming(true)}
          disabled={!move.allowed}
          aria-describedby={!move.allowed && move.reason ? reasonId : undefined}
        >
          {move.label}
        </Button>
      </div>
      {!move.allowed && move.reason && <Muted id={reasonId}>{move.reason}</Muted>}
      {refusal && (
        <Alert tone="danger">
          <p>
            <strong>{cohort.name} did not move.</strong> {refusal}
          </p>
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog
          title={QUESTIONS[target](cohort.name)}
          confirmLabel={move.label}
          busyLabel="Moving…"
          busy={isLoading}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        >
          <Stack $gap="0.5rem">
            <Muted>{move.effect}</Muted>
            <Muted>This cannot be undone.</Muted>
          </Stack>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
