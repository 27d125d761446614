import type { GrantRow } from '@glow/contract';
import { GRANT_SIZE_NAMES } from '@glow/shared-api';
import { MAX_PAYMENT_BATCH } from '@glow/contract/domain/payments';
import { Link, Muted, Stack, TableScroll, VisuallyHidden } from '@glow/shared-ui';
import { CardTable, formatCount, formatDrops, projectNames } from '@glow/shared-ui/pages';
import { Fragment } from 'react';
import styled from 'styled-components';
import { applicationPath, nominationPath, paymentPath } from '../../paths';
import { GrantStateBadge, PaymentStatusBadge } from './GrantStateBadge';
import { isSelectable } from './grantSelection';

const Figure = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Reasons = styled.ul`
  margin: 0.3rem 0 0;
  padding-left: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const LastPayment = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
`;

/** What keeps a grant from being paid, why it failed or went back to the pool, in sentences. */
function reasonsOf(grant: GrantRow): string[] {
  const reasons =
    grant.state === 'waiting'
      ? grant.reasons.map((reason) => `Waiting for ${reason}`)
      : grant.reasons;
  return grant.retryAfterLedger === null
    ? reasons
    : [
        ...reasons,
        `Payable again after ledger ${formatCount(grant.retryAfterLedger)} unless the ledger shows it paid`,
      ];
}

function GrantLine({
  grant,
  checked,
  selectable,
  onToggle,
}: {
  grant: GrantRow;
  checked: boolean;
  selectable: boolean;
  onToggle: () => void;
}) {
  const reasons = reasonsOf(grant);
  const last = grant.lastPayment;
  return (
    <tr>
      <td data-label="Pay">
        {isSelectable(grant) && (
          <input
            type="checkbox"
            checked={checked}
            disabled={!selectable}
            onChange={onToggle}
            aria-label={`Pay ${grant.contributor.name}`}
          />
        )}
      </td>
      <td data-label="Contributor">
        <Link to={applicationPath(grant.applicationId)}>{grant.contributor.name}</Link>
      </td>
      <td data-label="Projects">
        {grant.nominations.map((nomination, index) => (
          <Fragment key={nomination.id}>
            {index > 0 && ', '}
            <Link to={nominationPath(nomination.id)}>{projectNames(nomination.projects)}</Link>
          </Fragment>
        ))}
      </td>
      <td data-label="Size">{GRANT_SIZE_NAMES[grant.size]}</td>
      <Figure data-label="Amount">{formatDrops(grant.amountDrops)}</Figure>
      <td data-label="State">
        {/* One grid item on a phone, where the cell is a label and its value. */}
        <div>
          <GrantStateBadge state={grant.state} />
          {reasons.length > 0 && (
            <Reasons>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Reasons>
          )}
        </div>
      </td>
      <td data-label="Last payment">
        {last && (
          <LastPayment>
            <Link to={paymentPath(last.id)}>Payment {last.id}</Link>
            {last.status !== 'paid' && <PaymentStatusBadge status={last.status} />}
          </LastPayment>
        )}
      </td>
    </tr>
  );
}

/**
 * A cohort's grants: contributor, projects, size, amount, state with its reasons, and the last
 * payment. Payable grants have a box to put them in the next batch; once a batch is full (50),
 * the others are disabled.
 */
export function GrantsTable({
  grants,
  selected,
  locked,
  onToggle,
}: {
  grants: readonly GrantRow[];
  selected: ReadonlySet<number>;
  /** While a batch is being paid, the selection cannot change. */
  locked: boolean;
  onToggle: (grantId: number) => void;
}) {
  if (grants.length === 0)
    return <Muted>This cohort has no grants: every nomination was declined.</Muted>;
  const full = selected.size >= MAX_PAYMENT_BATCH;
  return (
    <Stack $gap="0.5rem">
      {full && (
        <Muted role="status">
          A batch holds at most {MAX_PAYMENT_BATCH} payments: pay these, then select the next.
        </Muted>
      )}
      <TableScroll>
        <CardTable aria-label="Grants">
          <thead>
            <tr>
              <th>
                <VisuallyHidden>Pay</VisuallyHidden>
              </th>
              <th>Contributor</th>
              <th>Projects</th>
              <th>Size</th>
              <th>Amount</th>
              <th>State</th>
              <th>Last payment</th>
            </tr>
          </thead>
          <tbody>
            {grants.map((grant) => {
              const checked = selected.has(grant.id);
              return (
                <GrantLine
                  key={grant.id}
                  grant={grant}
                  checked={checked}
                  selectable={!locked && (checked || !full)}
                  onToggle={() => onToggle(grant.id)}
                />
              );
            })}
          </tbody>
        </CardTable>
      </TableScroll>
    </Stack>
  );
}
