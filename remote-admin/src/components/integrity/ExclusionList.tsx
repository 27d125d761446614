import type { Exclusion } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import { Button, ConfirmDialog, Muted, showToast, TableScroll } from '@glow/shared-ui';
import { CardTable, counted, formatCount, formatDateTime } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useLiftExclusionMutation } from '../../integrityApi';
import { Address } from './Address';

/** "The cluster of r…", "The voter r…". */
function Excluded({ exclusion }: { exclusion: Exclusion }) {
  return exclusion.funder !== null ? (
    <>
      The cluster of <Address>{exclusion.funder}</Address>
    </>
  ) : (
    <>
      The voter <Address>{exclusion.voterAddress}</Address>
    </>
  );
}

/** Asks before counting an exclusion's voters again, then does. */
function ConfirmLift({
  cohort,
  exclusion,
  onDone,
}: {
  cohort: { id: number; name: string };
  exclusion: Exclusion;
  onDone: () => void;
}) {
  const [liftExclusion, { isLoading }] = useLiftExclusionMutation();

  async function confirm() {
    try {
      await liftExclusion({ id: cohort.id, exclusionId: exclusion.id }).unwrap();
      showToast({
        title: `${counted(exclusion.voters, ['voter is', 'voters are'])} counted again`,
        message: cohort.name,
        tone: 'success',
      });
    } catch (failure) {
      showToast({
        title: 'The exclusion was not lifted',
        message: errorMessageOf(failure),
        tone: 'error',
      });
    }
    onDone();
  }

  return (
    <ConfirmDialog
      title="Count these votes again?"
      confirmLabel="Count again"
      busyLabel="Counting…"
      busy={isLoading}
      onConfirm={confirm}
      onCancel={onDone}
    >
      <Muted>
        <Excluded exclusion={exclusion} />: {counted(exclusion.votes, ['vote', 'votes'])} of{' '}
        {counted(exclusion.voters, ['voter', 'voters'])} go back into {cohort.name}&apos;s tally.
      </Muted>
    </ConfirmDialog>
  );
}

/**
 * The exclusions admins wrote, newest first: whom, why, who and when, how many voters and votes;
 * unless `locked`, each can be lifted (its voters counted again).
 */
export function ExclusionList({
  cohort,
  exclusions,
  locked,
}: {
  cohort: { id: number; name: string };
  exclusions: Exclusion[];
  locked: boolean;
}) {
  const [lifting, setLifting] = useState<Exclusion | null>(null);

  if (exclusions.length === 0) return <Muted>Every voter of {cohort.name} is counted.</Muted>;
  return (
    <>
      <TableScroll>
        <CardTable aria-label="Exclusions">
          <thead>
            <tr>
              <th>Excluded</th>
              <th>Reason</th>
              <th>By</th>
              <th>When</th>
              <th>Voters</th>
              <th>Votes</th>
              {!locked && <th>Actions</th>}
            </tr>
          </thead>
          <tbody>
            {exclusions.map((exclusion) => (
              <tr key={exclusion.id}>
                <td data-label="Excluded">
                  <Excluded exclusion={exclusion} />
                </td>
                <td data-label="Reason">{exclusion.reason}</td>
                <td data-label="By">{exclusion.excludedBy}</td>
                <td data-label="When">
                  <time dateTime={exclusion.excludedAt}>
                    {formatDateTime(exclusion.excludedAt)}
                  </time>
                </td>
                <td data-label="Voters">{formatCount(exclusion.voters)}</td>
                <td data-label="Votes">{formatCount(exclusion.votes)}</td>
                {!locked && (
                  <td data-label="Actions">
                    <Button $variant="secondary" onClick={() => setLifting(exclusion)}>
                      Count again
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </CardTable>
      </TableScroll>
      {lifting && (
        <ConfirmLift cohort={cohort} exclusion={lifting} onDone={() => setLifting(null)} />
      )}
    </>
  );
}
