import type { ClosingGrant, CohortDetail, CohortMoveOutcome } from '@glow/contract';
import { COHORT_PERIOD_NAMES, errorMessageOf, type CohortMoveTarget } from '@glow/shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  Muted,
  refusalSentence,
  showToast,
  Stack,
} from '@glow/shared-ui';
import { counted } from '@glow/shared-ui/pages';
import { useId, useState } from 'react';
import { useMoveCohortMutation } from '../../api';
import { ClosingGrantList, CloseCohortDialog } from './CloseCohortDialog';

/** The question the confirmation asks, per move (closing has a confirmation of its own). */
const QUESTIONS: Record<Exclude<CohortMoveTarget, 'closed'>, (name: string) => string> = {
  voting: (name) => `Open voting for ${name}?`,
  assessment: (name) => `Start the assessment of ${name}?`,
  distribution: (name) => `Start the distribution of ${name}?`,
};

/** What the close did, as the server answered it (not as the confirmation showed it). */
function ClosedOutcome({ name, returned }: { name: string; returned: ClosingGrant[] }) {
  if (returned.length === 0) {
    return (
      <Alert tone="success">
        <p>{name} is closed. No grant went back to the pool.</p>
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      <p>
        {name} is closed. {counted(returned.length, ['grant went back', 'grants went back'])} to the
        pool; each contributor was emailed.
      </p>
      <ClosingGrantList grants={returned} label="Went back to the pool" />
    </Alert>
  );
}

/**
 * The button that moves the cohort to its next period, after a confirmation saying what changes
 * (for a close, what it does to each grant at stake, read from the server); disabled, with the
 * reason, when the server says the move is not allowed now. A refused move (the server decides)
 * is shown under the button, and the cohort is read again.
 */
export function NextMove({ cohort }: { cohort: CohortDetail }) {
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [closed, setClosed] = useState<ClosingGrant[] | null>(null);
  const [moveCohort, { isLoading }] = useMoveCohortMutation();
  const reasonId = useId();
  if (closed) return <ClosedOutcome name={cohort.name} returned={closed} />;
  const move = cohort.nextMove;
  // No move once the cohort ended, and none back to nomination.
  if (!move || move.period === 'nomination' || move.period === 'cancelled') return null;
  const target = move.period;

  async function confirm(to: Exclude<CohortMoveTarget, 'closed'>) {
    try {
      await moveCohort({ id: cohort.id, period: to }).unwrap();
      setRefusal(null);
      showToast({
        title: `${cohort.name} is in its ${COHORT_PERIOD_NAMES[to].toLowerCase()} period`,
        tone: 'success',
      });
    } catch (failure) {
      setRefusal(refusalSentence(errorMessageOf(failure)));
    }
    setConfirming(false);
  }

  function onClosed(outcome: CohortMoveOutcome) {
    setConfirming(false);
    setRefusal(null);
    setClosed(outcome.returnedToPool);
    showToast({ title: `${cohort.name} is closed`, tone: 'success' });
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
      {confirming &&
        (target === 'closed' ? (
          <CloseCohortDialog
            cohort={cohort}
            onClosed={onClosed}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <ConfirmDialog
            title={QUESTIONS[target](cohort.name)}
            confirmLabel={move.label}
            busyLabel="Moving…"
            busy={isLoading}
            onConfirm={() => confirm(target)}
            onCancel={() => setConfirming(false)}
          >
            <Stack $gap="0.5rem">
              <Muted>{move.effect}</Muted>
              <Muted>This cannot be undone.</Muted>
            </Stack>
          </ConfirmDialog>
        ))}
    </Stack>
  );
}
