import type { Review, ReviewTotals } from '@glow/contract';
import { amountOf, ASSESSMENT_SIZE_NAMES, ASSESSMENT_SIZES } from '@glow/shared-api';
import { Muted, Stack, Table, TableScroll } from '@glow/shared-ui';
import styled from 'styled-components';
import { formatCount, formatXrp } from '@glow/shared-ui/pages';
import { notShownNote } from './sizesHidden';

const Each = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The whole cohort's final sizes against its amounts: per size the amount each, how many
 * nominations have it and what they come to, then the total (of the nominations with a final
 * size the judge is shown), and how many are not shown to them.
 */
export function SizeTotals({ totals, cohort }: { totals: ReviewTotals; cohort: Review['cohort'] }) {
  const counted = ASSESSMENT_SIZES.reduce((sum, size) => sum + totals.bySize[size].count, 0);
  return (
    <Stack $gap="0.5rem">
      <TableScroll>
        <Table aria-label={`Totals of ${cohort.name} by final size`}>
          <thead>
            <tr>
              <th>Final size</th>
              <th>Count</th>
              <th>Amount</th>
            </tr>
          </thead>
          <tbody>
            {ASSESSMENT_SIZES.map((size) => (
              <tr key={size}>
                <td>
                  <Stack $gap="0.1rem">
                    <span>{ASSESSMENT_SIZE_NAMES[size]}</span>
                    <Each>{formatXrp(amountOf(size, cohort.grantAmounts))} each</Each>
                  </Stack>
                </td>
                <td>{formatCount(totals.bySize[size].count)}</td>
                <td>{formatXrp(totals.bySize[size].amount)}</td>
              </tr>
            ))}
            <tr>
              <td>
                <strong>Total</strong>
              </td>
              <td>
                <strong>{formatCount(counted)}</strong>
              </td>
              <td>
                <strong>{formatXrp(totals.total)}</strong>
              </td>
            </tr>
            {totals.notShown > 0 && (
              <tr>
                <td>Not shown to you</td>
                <td>{formatCount(totals.notShown)}</td>
                <td>—</td>
              </tr>
            )}
          </tbody>
        </Table>
      </TableScroll>
      {totals.notShown > 0 && <Muted>{notShownNote(totals.notShown)}</Muted>}
    </Stack>
  );
}
