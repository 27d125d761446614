import type { ClosingGrant, CohortDetail, CohortMoveOutcome } from '@glow/contract';
import { errorMessageOf, GRANT_SIZE_NAMES, PERIOD_MOVES } from '@glow/shared-api';
import {
  Alert,
  ConfirmDialog,
  Link,
  LoadFailure,
  Muted,
  refusalSentence,
  Stack,
} from '@glow/shared-ui';
import { counted, formatDate, formatDrops } from '@glow/shared-ui/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useCohortClosingQuery, useMoveCohortMutation } from '../../api';
import { applicationPath } from '../../paths';

const Grants = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding-left: 1.1rem;
`;

const Confirmation = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  font-weight: 600;
  input {
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.15rem;
    flex: none;
  }
`;

/** "Waiting for the contributor to register a wallet; the KYC provider's decision." */
const waitingSentence = (grant: ClosingGrant) => `Waiting for ${grant.waitingFor.join('; ')}.`;

/** The sum of the grants' amounts, as XRP. */
function totalOf(grants: readonly ClosingGrant[]): string {
  return formatDrops(String(grants.reduce((sum, grant) => sum + BigInt(grant.amountDrops), 0n)));
}

/** Each grant: whose (a link to the application), its size and amount, what it waits for. */
export function ClosingGrantList({ grants, label }: { grants: ClosingGrant[]; label: string }) {
  return (
    <Grants aria-label={label}>
      {grants.map((grant) => (
        <li key={grant.grantId}>
          <Link to={applicationPath(grant.applicationId)}>{grant.contributor.name}</Link>,{' '}
          {GRANT_SIZE_NAMES[grant.size]}, {formatDrops(grant.amountDrops)}.{' '}
          <Muted as="span">{waitingSentence(grant)}</Muted>
        </li>
      ))}
    </Grants>
  );
}

/**
 * The confirmation of a close, read from the server (GET …/closing, the rule the close applies):
 * every grant that goes back to the pool with its amount and what it waits for, the grants that
 * stay open, and before the applications' due date a box naming that date. The close names what
 * was shown; a list that changed meanwhile is refused, said here and read again.
 */
export function CloseCohortDialog({
  cohort,
  onClosed,
  onCancel,
}: {
  cohort: CohortDetail;
  onClosed: (outcome: CohortMoveOutcome) => void;
  onCancel: () => void;
}) {
  const closing = useCohortClosingQuery(cohort.id, { refetchOnMountOrArgChange: true });
  const [moveCohort, { isLoading }] = useMoveCohortMutation();
  const [dueConfirmed, setDueConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const dueId = useId();
  const plan = closing.data;
  const loading = !plan || closing.isFetching;

  async function confirm() {
    if (!plan) return;
    try {
      const outcome = await moveCohort({
        id: cohort.id,
        period: 'closed',
        returningGrantIds: plan.returningToPool.map((grant) => grant.grantId),
        ...(plan.beforeApplicationsDue &&
          plan.applicationsDueOn !== null && { applicationsDueOn: plan.applicationsDueOn }),
      }).unwrap();
      onClosed(outcome);
    } catch (failure) {
      // The move refreshes the list (its tags): the admin reviews what changed and confirms again.
      setRefusal(refusalSentence(errorMessageOf(failure)));
      setDueConfirmed(false);
    }
  }

  let content;
  if (closing.error && !closing.isFetching)
    content = <LoadFailure error={closing.error} onRetry={closing.refetch} />;
  else if (!plan) content = <Muted aria-busy="true">Reading what closing does…</Muted>;
  else
    content = (
      <Stack $gap="0.75rem">
        {plan.returningToPool.length === 0 ? (
          <p>No grant goes back to the pool: no application with a grant is left unfinished.</p>
        ) : (
          <Stack $gap="0.5rem">
            <p>
              <strong>
                {counted(plan.returningToPool.length, [
                  'grant goes back to the pool',
                  'grants go back to the pool',
                ])}{' '}
                ({totalOf(plan.returningToPool)}):
              </strong>{' '}
              their applications are not complete and end with the cohort. Each contributor is
              emailed.
            </p>
            <ClosingGrantList grants={plan.returningToPool} label="Going back to the pool" />
          </Stack>
        )}
        {plan.stayingOpen.length > 0 && (
          <Stack $gap="0.5rem">
            <p>
              {counted(plan.stayingOpen.length, [
                'grant is not payable yet and stays open',
                'grants are not payable yet and stay open',
              ])}
              : they can still be paid after the close.
            </p>
            <ClosingGrantList grants={plan.stayingOpen} label="Staying open" />
          </Stack>
        )}
        {plan.beforeApplicationsDue && plan.applicationsDueOn && (
          <Alert tone="warning">
            <p>
              Applications are due by{' '}
              <time dateTime={plan.applicationsDueOn}>{formatDate(plan.applicationsDueOn)}</time>.
              Closing now ends{' '}
              {counted(plan.unfinishedApplications, [
                'unfinished application',
                'unfinished applications',
              ])}{' '}
              before that date.
            </p>
            <Confirmation htmlFor={dueId}>
              <input
                id={dueId}
                type="checkbox"
                checked={dueConfirmed}
                onChange={(event) => setDueConfirmed(event.target.checked)}
              />
              Close before {formatDate(plan.applicationsDueOn)}
            </Confirmation>
          </Alert>
        )}
        <Muted>{PERIOD_MOVES.closed.effect}</Muted>
        <Muted>This cannot be undone.</Muted>
      </Stack>
    );

  return (
    <ConfirmDialog
      title={`Close ${cohort.name}?`}
      confirmLabel={PERIOD_MOVES.closed.label}
      busyLabel="Closing…"
      busy={isLoading}
      confirmDisabled={loading || (plan.beforeApplicationsDue && !dueConfirmed)}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {refusal && (
        <Alert tone="danger">
          <p>
            <strong>{cohort.name} was not closed.</strong> {refusal}
          </p>
        </Alert>
      )}
      {content}
    </ConfirmDialog>
  );
}
