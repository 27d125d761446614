import type { VoteIntegrity, VoterLedgerReads } from '@glow/contract';
import { LoadFailure, Muted, Stack } from '@glow/shared-ui';
import { formatCount, formatDateTime } from '@glow/shared-ui/pages';
import { Fragment } from 'react';
import { useVoterLedgerReadsQuery } from '../../integrityApi';
import { Facts } from '../Facts';
import { StatTile, StatTiles } from '../StatTile';

const FIGURES: { key: keyof VoteIntegrity['figures']; label: string }[] = [
  { key: 'voters', label: 'Voters' },
  { key: 'flaggedVoters', label: 'Flagged voters' },
  { key: 'clusters', label: 'Clusters' },
  { key: 'excludedVoters', label: 'Excluded voters' },
  { key: 'excludedVotes', label: 'Excluded votes' },
];

const READS: {
  key: Exclude<keyof VoterLedgerReads, 'total' | 'lastReadAt'>;
  label: string;
}[] = [
  { key: 'read', label: 'Read' },
  { key: 'notFound', label: 'Not on the ledger' },
  { key: 'historyMissing', label: 'History missing' },
  { key: 'failed', label: 'Failed' },
  { key: 'waiting', label: 'Waiting' },
];

/** A moment, or what stands for it before the first time. */
function Moment({ iso, never }: { iso: string | null; never: string }) {
  return iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <Muted as="span">{never}</Muted>;
}

/** The cohort's voters, flagged, clustered and excluded. */
export function IntegrityFigures({ figures }: { figures: VoteIntegrity['figures'] }) {
  return (
    <StatTiles>
      {FIGURES.map(({ key, label }) => (
        <StatTile key={key} label={label} value={figures[key]} />
      ))}
    </StatTiles>
  );
}

/**
 * How far the reads of the voters' accounts on the ledger have come, and when the signals were
 * last worked out from them. Counted by a call of its own, the slowest of the page's: until it
 * answers, the figures stand as "…" in their places.
 */
export function LedgerReads({
  cohortId,
  analysedAt,
}: {
  cohortId: number;
  analysedAt: string | null;
}) {
  const { data: reads, error, isFetching, refetch } = useVoterLedgerReadsQuery(cohortId);
  if (!reads && error && !isFetching) return <LoadFailure error={error} onRetry={refetch} />;
  const figure = (value: number | undefined) => (value === undefined ? '…' : formatCount(value));
  return (
    <Stack $gap="0.75rem" aria-busy={!reads}>
      <Muted>
        {reads
          ? `${formatCount(reads.read)} of ${formatCount(reads.total)} voters' accounts read from the XRP Ledger.`
          : 'Counting the accounts read…'}
      </Muted>
      <Facts aria-label="Ledger reads">
        {READS.map(({ key, label }) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{figure(reads?.[key])}</dd>
          </Fragment>
        ))}
        <dt>Last read</dt>
        <dd>{reads ? <Moment iso={reads.lastReadAt} never="Not yet" /> : '…'}</dd>
        <dt>Signals worked out</dt>
        <dd>
          <Moment iso={analysedAt} never="Not yet" />
        </dd>
      </Facts>
    </Stack>
  );
}
