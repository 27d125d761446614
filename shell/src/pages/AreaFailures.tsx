import { AREA_FAILURE_KIND_NAMES, AREA_FAILURE_SUMMARY_HOURS } from '@glow/contract/domain/deploys';
import { Badge, LoadFailure, Muted, Table, TableScroll } from '@glow/shared-ui';
import { formatCount, formatDateTime, Section } from '@glow/shared-ui/pages';
import type { AreaFailureSummary } from '@glow/contract';
import { useEveryArea } from '../remoteAreas';
import { useListAreaFailuresQuery } from './areaFailuresApi';

/**
 * For admins: the failures browsers reported in the last hours, by remote, version, route and
 * kind, with the version each remote serves now marked live.
 */
export function AreaFailures() {
  const { data, error, isLoading, isFetching, refetch } = useListAreaFailuresQuery();
  const { listings } = useEveryArea();
  const live = new Set(
    listings.state === 'loaded'
      ? listings.remotes
          .filter(({ preview }) => !preview)
          .map(({ name, version }) => `${name}@${version}`)
      : [],
  );
  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the failures…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data) content = <FailureTable groups={data.groups} live={live} />;
  return (
    <Section id="area-failures" title={`Failures in the last ${AREA_FAILURE_SUMMARY_HOURS} hours`}>
      {content}
    </Section>
  );
}

function FailureTable({
  groups,
  live,
}: {
  groups: AreaFailureSummary['groups'];
  live: ReadonlySet<string>;
}) {
  if (groups.length === 0) return <Muted>No browser reported a failure of any area.</Muted>;
  return (
    <TableScroll>
      <Table>
        <thead>
          <tr>
            <th>Remote and version</th>
            <th>Route</th>
            <th>What failed</th>
            <th>Browsers</th>
            <th>Last reported</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={`${group.remote}@${group.version} ${group.kind} ${group.route}`}>
              <td>
                <code>
                  {group.remote}@{group.version}
                </code>{' '}
                {live.has(`${group.remote}@${group.version}`) && <Badge $tone="info">live</Badge>}
              </td>
              <td>
                <code>{group.route}</code>
              </td>
              <td>{AREA_FAILURE_KIND_NAMES[group.kind]}</td>
              <td>{formatCount(group.count)}</td>
              <td>{formatDateTime(group.lastAt)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
