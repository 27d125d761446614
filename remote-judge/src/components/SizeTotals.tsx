import type { Review, ReviewTotals } from '@glow/contract';
import { amountOf, ASSESSMENT_SIZE_NAMES, ASSESSMENT_SIZES } from '@glow/shared-api';
import { Table, TableScroll } from '@glow/shared-ui';
import { formatCount, formatXrp } from '@glow/shared-ui/pages';

/**
 * The whole cohort's final sizes against its amounts: per size the amount each, how many
 * nominations have it and what they come to, then the total.
 */
export function SizeTotals({ totals, cohort }: { totals: ReviewTotals; cohort: Review['cohort'] }) {
  return (
    <TableScroll>
      <Table aria-label={`Totals of ${cohort.name} by final size`}>
        <thead>
          <tr>
            <th>Final size</th>
            <th>Amount each</th>
            <th>Nominations</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {ASSESSMENT_SIZES.map((size) => (
            <tr key={size}>
              <td>{ASSESSMENT_SIZE_NAMES[size]}</td>
              <td>{formatXrp(amountOf(size, cohort.grantAmounts))}</td>
              <td>{formatCount(totals.bySize[size].count)}</td>
              <td>{formatXrp(totals.bySize[size].amount)}</td>
            </tr>
          ))}
          {totals.incomplete > 0 && (
            <tr>
              <td>No final size yet</td>
              <td>—</td>
              <td>{formatCount(totals.incomplete)}</td>
              <td>—</td>
            </tr>
          )}
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>
              <strong>{formatCount(totals.nominations)}</strong>
            </td>
            <td>
              <strong>{formatXrp(totals.total)}</strong>
            </td>
          </tr>
        </tbody>
      </Table>
    </TableScroll>
  );
}
