import { LoadFailure, Muted, Pager, Stack } from '@glow/shared-ui';
import { useState } from 'react';
import { FLAGGED_VOTERS_PAGE_SIZE, useIntegrityVotersQuery } from '../../integrityApi';
import { ExcludeDialog } from './ExcludeDialog';
import { VoterTable } from './VoterTable';

/** Every voter the ledger gave a signal, a page at a time, each of them open to exclusion. */
export function FlaggedVoters({
  cohort,
  nominees,
  locked,
}: {
  cohort: { id: number; name: string };
  nominees: ReadonlyMap<number, string>;
  locked: boolean;
}) {
  const [page, setPage] = useState(1);
  const [excluding, setExcluding] = useState<string | null>(null);
  const { data, error, isLoading, isFetching, refetch } = useIntegrityVotersQuery({
    id: cohort.id,
    page,
    limit: FLAGGED_VOTERS_PAGE_SIZE,
  });

  if (isLoading) return <Muted aria-busy="true">Loading the flagged voters…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  if (data.total === 0) return <Muted>The ledger gave no voter of {cohort.name} a signal.</Muted>;
  return (
    <Stack>
      <VoterTable
        label="Flagged voters"
        voters={data.voters}
        nominees={nominees}
        busy={isFetching}
        onExclude={locked ? undefined : (voter) => setExcluding(voter.address)}
      />
      <Pager
        page={page}
        limit={FLAGGED_VOTERS_PAGE_SIZE}
        total={data.total}
        noun={['flagged voter', 'flagged voters']}
        onPage={setPage}
      />
      {excluding && (
        <ExcludeDialog
          cohort={cohort}
          target={{ voterAddress: excluding }}
          onClose={() => setExcluding(null)}
        />
      )}
    </Stack>
  );
}
