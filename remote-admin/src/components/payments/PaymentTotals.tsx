import type { CohortPayments, GrantRow } from '@glow/contract';
import type { GrantState } from '@glow/contract/domain/payments';
import { xrpOf } from '@glow/shared-api';
import { counted } from '@glow/shared-ui/pages';
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
  const tile = (label: string, drops: string, states: readonly GrantState[]) => (
    <StatTile
      label={`XRP ${label} · ${counted(countIn(grants, states), GRANTS)}`}
      value={xrpOf(drops)}
    />
  );
  const carriedTo = totals.carriedTo ? totals.carriedTo.name : 'the next cohort';
  return (
    <StatTiles aria-label="Totals">
      <StatTile
        label={`XRP approved · ${counted(totals.grants, GRANTS)}`}
        value={xrpOf(totals.approvedDrops)}
      />
      {tile('paid', totals.paidDrops, ['paid'])}
      {tile('in flight', totals.inFlightDrops, ['inFlight'])}
      {tile('payable', totals.payableDrops, ['payable', 'failed'])}
      {tile('waiting', totals.waitingDrops, ['waiting'])}
      {tile(`returned to the pool, carried to ${carriedTo}`, totals.returnedDrops, [
        'returnedToPool',
      ])}
      {totals.carriedFrom.map((from) => (
        <StatTile key={from.id} label={`XRP carried from ${from.name}`} value={xrpOf(from.drops)} />
      ))}
    </StatTiles>
  );
}
