import type { VoteIntegrity } from '@glow/contract';
import { Muted, Stack } from '@glow/shared-ui';
import { formatCount, formatDateTime } from '@glow/shared-ui/pages';
import { Fragment } from 'react';
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
  key: Exclude<keyof VoteIntegrity['reads'], 'total' | 'lastReadAt'>;
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
 * last worked out from them.
 */
export function LedgerReads({
  reads,
  analysedAt,
}: {
  reads: VoteIntegrity['reads'];
  analysedAt: string | null;
}) {
  return (
    <Stack $gap="0.75rem">
      <Muted>
        {formatCount(reads.read)} of {formatCount(reads.total)} voters&apos; accounts read from the
        XRP Ledger.
      </Muted>
      <Facts aria-label="Ledger reads">
        {READS.map(({ key, label }) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>{formatCount(reads[key])}</dd>
          </Fragment>
        ))}
        <dt>Last read</dt>
        <dd>
          <Moment iso={reads.lastReadAt} never="Not yet" />
        </dd>
        <dt>Signals worked out</dt>
        <dd>
          <Moment iso={analysedAt} never="Not yet" />
        </dd>
      </Facts>
    </Stack>
  );
}
