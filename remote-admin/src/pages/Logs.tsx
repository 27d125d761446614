import type { AuditLogEntry } from '@glow/contract';
import {
  Card,
  LoadFailure,
  Muted,
  Page,
  Pager,
  Stack,
  Table,
  TableScroll,
  useListParams,
} from '@glow/shared-ui';
import styled from 'styled-components';
import { formatDateTime } from '@glow/shared-ui/pages';
import { LOGS_PAGE_SIZE, useListLogsQuery } from '../api';
import { RoleBadge } from '../components/users/RoleBadge';

const Rows = styled.tbody`
  td:first-child {
    white-space: nowrap;
  }
`;

const Actor = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem;
  overflow-wrap: anywhere;
`;

const Details = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `email: a@b.c, role: judge`: the details of a change on one line. */
export function formatDetails(details: AuditLogEntry['details']): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${formatValue(value)}`)
    .join(', ');
}

function LogRow({ entry }: { entry: AuditLogEntry }) {
  const details = formatDetails(entry.details);
  return (
    <tr>
      <td>
        <time dateTime={entry.at} title={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </td>
      <td>
        <Actor>
          {entry.actor.email}
          <RoleBadge role={entry.actor.role} />
        </Actor>
      </td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>
        {entry.entity} #{entry.entityId}
      </td>
      <td>{details ? <Details>{details}</Details> : <Muted as="span">—</Muted>}</td>
    </tr>
  );
}

/** Every change made through the API, newest first: who, what and when. */
export default function Logs() {
  const { page, update } = useListParams();
  const { data, error, isLoading, isFetching, refetch } = useListLogsQuery({
    page,
    limit: LOGS_PAGE_SIZE,
  });

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the log…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0) content = <Muted>Nothing has been changed yet.</Muted>;
  else if (data)
    content = (
      <Stack>
        <TableScroll>
          <Table aria-busy={isFetching}>
            <thead>
              <tr>
                <th>Time</th>
                <th>Who</th>
                <th>Action</th>
                <th>Record</th>
                <th>Details</th>
              </tr>
            </thead>
            <Rows>
              {data.logs.map((entry) => (
                <LogRow key={entry.id} entry={entry} />
              ))}
            </Rows>
          </Table>
        </TableScroll>
        <Pager
          page={page}
          limit={LOGS_PAGE_SIZE}
          total={data.total}
          noun={['entry', 'entries']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page>
      <Card>{content}</Card>
    </Page>
  );
}
