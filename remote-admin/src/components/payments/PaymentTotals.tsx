import type { CohortPayments, GrantRow } from '@glow/contract';
import type { GrantState } from '@glow/shared-api';
import { counted, formatDrops } from '@glow/shared-ui/pages';
import { StatTile, StatTiles } from '../StatTile';

const GRANTS = ['grant', 'grants'] as const;

const countIn = (grants: readonly GrantRow[], states: readonly GrantState[]) =>
  grants.filter((grant) => states.includes(grant.state)).length;

/**
 * A cohort's grants in XRP: approved, paid, in flight, payable, waiting and returned to the pool
 * (carried to the next cohort), each with its number of grants; amounts carried from earlier
 * cohorts when there are any.
 */
export function PaymentTotals({ payments }: { payments: CohortPayments }) {
  const { totals, grants } = payments;
  const tile = (label: string, drops: string, states: readonly GrantState[] | null) => (
    <StatTile
      label={states ? `${label} · ${counted(countIn(grants, states), GRANTS)}` : label}
      value={formatDrops(drops)}
    />
  );
  const carriedTo = totals.carriedTo ? totals.carriedTo.name : 'the next cohort';
  return (
    <StatTiles aria-label="Totals">
      {tile(`Approved · ${counted(totals.grants, GRANTS)}`, totals.approvedDrops, null)}
      {tile('Paid', totals.paidDrops, ['paid'])}
      {tile('In flight', totals.inFlightDrops, ['inFlight'])}
      {tile('Payable', totals.payableDrops, ['payable', 'failed'])}
      {tile('Waiting', totals.waitingDrops, ['waiting'])}
      {tile(`Returned to pool, carried to ${carriedTo}`, totals.returnedDrops, ['returnedToPool'])}
      {totals.carriedFrom.map((from) => (
        <StatTile
          key={from.id}
          label={`Carried from ${from.name}`}
          value={formatDrops(from.drops)}
        />
      ))}
    </StatTiles>
  );
}
