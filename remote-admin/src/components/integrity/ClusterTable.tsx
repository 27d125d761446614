import type { FundingCluster } from '@glow/contract';
import { Badge, Button, LoadFailure, Muted, Pager, Row, Stack, TableScroll } from '@glow/shared-ui';
import { CardTable, formatCount, formatDateTime } from '@glow/shared-ui/pages';
import { Fragment, useState } from 'react';
import { CLUSTER_MEMBERS_PAGE_SIZE, useIntegrityVotersQuery } from '../../integrityApi';
import { Address } from './Address';
import { ExcludeDialog } from './ExcludeDialog';
import { VoterTable } from './VoterTable';

/** The columns of a cluster's row: its members' table spans them all. */
const COLUMNS = 7;

/** The members of one cluster, read when the admin opens its row. */
function ClusterMembers({
  cohortId,
  funder,
  nominees,
}: {
  cohortId: number;
  funder: string;
  nominees: ReadonlyMap<number, string>;
}) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useIntegrityVotersQuery({
    id: cohortId,
    funder,
    page,
    limit: CLUSTER_MEMBERS_PAGE_SIZE,
  });

  if (isLoading) return <Muted aria-busy="true">Loading the members…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  return (
    <Stack $gap="0.5rem">
      <VoterTable
        label={`Members of the cluster of ${funder}`}
        voters={data.voters}
        nominees={nominees}
        busy={isFetching}
      />
      {data.total > CLUSTER_MEMBERS_PAGE_SIZE && (
        <Pager
          page={page}
          limit={CLUSTER_MEMBERS_PAGE_SIZE}
          total={data.total}
          noun={['member', 'members']}
          onPage={setPage}
        />
      )}
    </Stack>
  );
}

function ClusterRow({
  cluster,
  open,
  onToggle,
  onExclude,
}: {
  cluster: FundingCluster;
  open: boolean;
  onToggle: () => void;
  onExclude?: () => void;
}) {
  return (
    <tr>
      <td data-label="Funder">
        <Address>{cluster.funder}</Address>
      </td>
      <td data-label="Hops">{cluster.hops}</td>
      <td data-label="Members">{formatCount(cluster.members)}</td>
      <td data-label="Registered">
        <time dateTime={cluster.firstRegisteredAt}>
          {formatDateTime(cluster.firstRegisteredAt)}
        </time>{' '}
        –{' '}
        <time dateTime={cluster.lastRegisteredAt}>{formatDateTime(cluster.lastRegisteredAt)}</time>
      </td>
      <td data-label="Signals">
        <Row $gap="0.3rem">
          {cluster.burst && <Badge $tone="warning">Burst</Badge>}
          {cluster.votesAlike && <Badge $tone="warning">Votes alike</Badge>}
        </Row>
      </td>
      <td data-label="Excluded">{formatCount(cluster.excludedMembers)}</td>
      <td data-label="Actions">
        <Row $gap="0.5rem">
          <Button $variant="ghost" aria-expanded={open} onClick={onToggle}>
            {open ? 'Hide members' : 'Show members'}
          </Button>
          {onExclude && cluster.excludedMembers < cluster.members && (
            <Button $variant="secondary" onClick={onExclude}>
              Exclude cluster
            </Button>
          )}
        </Row>
      </td>
    </tr>
  );
}

/**
 * The cohort's funding clusters, largest first: who funded them, how many voters, when they
 * registered, whether in a burst and voting alike; each opens on its members and, unless
 * `locked`, can be left out of the tally.
 */
export function ClusterTable({
  cohort,
  clusters,
  nominees,
  locked,
}: {
  cohort: { id: number; name: string };
  clusters: FundingCluster[];
  nominees: ReadonlyMap<number, string>;
  locked: boolean;
}) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [excluding, setExcluding] = useState<string | null>(null);

  function toggle(funder: string) {
    const next = new Set(opened);
    if (!next.delete(funder)) next.add(funder);
    setOpened(next);
  }

  if (clusters.length === 0)
    return (
      <Muted>No account activated enough of {cohort.name}&apos;s voters to be a cluster.</Muted>
    );
  return (
    <>
      <TableScroll>
        <CardTable aria-label="Funding clusters">
          <thead>
            <tr>
              <th>Funder</th>
              <th>Hops</th>
              <th>Members</th>
              <th>Registered</th>
              <th>Signals</th>
              <th>Excluded</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {clusters.map((cluster) => (
              <Fragment key={cluster.funder}>
                <ClusterRow
                  cluster={cluster}
                  open={opened.has(cluster.funder)}
                  onToggle={() => toggle(cluster.funder)}
                  onExclude={locked ? undefined : () => setExcluding(cluster.funder)}
                />
                {opened.has(cluster.funder) && (
                  <tr>
                    <td colSpan={COLUMNS}>
                      <ClusterMembers
                        cohortId={cohort.id}
                        funder={cluster.funder}
                        nominees={nominees}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </CardTable>
      </TableScroll>
      {excluding && (
        <ExcludeDialog
          cohort={cohort}
          target={{ funder: excluding }}
          onClose={() => setExcluding(null)}
        />
      )}
    </>
  );
}
