import type { Distribution } from '@glow/contract';
import { TableScroll } from '@glow/shared-ui';
import { CardTable, formatCount, JudgeApproval } from '@glow/shared-ui/pages';

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
                <JudgeApproval judge={judge} />
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </TableScroll>
  );
}
