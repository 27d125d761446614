import type { Distribution } from '@glow/contract';
import { Badge, Muted, Stack, TableScroll } from '@glow/shared-ui';
import { CardTable, formatCount, formatDateTime } from '@glow/shared-ui/pages';

function ApprovalState({ judge }: { judge: Distribution['panel'][number] }) {
  if (judge.approvedAt)
    return (
      <Stack $gap="0.15rem">
        <div>
          <Badge $tone="success">Approved</Badge>
        </div>
        <Muted as="span">
          <time dateTime={judge.approvedAt}>{formatDateTime(judge.approvedAt)}</time>
        </Muted>
      </Stack>
    );
  if (judge.excused)
    return (
      <Stack $gap="0.15rem">
        <div>
          <Badge $tone="neutral">Excused</Badge>
        </div>
        <Muted as="span">
          {judge.excused.by ? `By ${judge.excused.by}: ` : ''}
          {judge.excused.reason}
        </Muted>
      </Stack>
    );
  return <Badge $tone="warning">Waiting</Badge>;
}

/** Each judge of the cohort: their progress, and whether they approved, are excused or awaited. */
export function ApprovalsList({ distribution }: { distribution: Distribution }) {
  return (
    <TableScroll>
      <CardTable aria-label={`Judges of ${distribution.cohort.name}`}>
        <thead>
          <tr>
            <th>Judge</th>
            <th>Assessed</th>
            <th>Recused</th>
            <th>Left</th>
            <th>Approval</th>
          </tr>
        </thead>
        <tbody>
          {distribution.panel.map((judge) => (
            <tr key={judge.judgeId}>
              <td data-label="Judge">{judge.name}</td>
              <td data-label="Assessed">{formatCount(judge.progress.assessed)}</td>
              <td data-label="Recused">{formatCount(judge.progress.recused)}</td>
              <td data-label="Left">{formatCount(judge.progress.left)}</td>
              <td data-label="Approval">
                <ApprovalState judge={judge} />
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </TableScroll>
  );
}
