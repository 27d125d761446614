import type { GrantRow } from '@glow/contract';
import { MAX_PAYMENT_BATCH, SELECTABLE_GRANT_STATES } from '@glow/contract/domain/payments';

/** Whether an admin may put the grant in a batch: payable, or payable again after a failure. */
export const isSelectable = (grant: GrantRow) => SELECTABLE_GRANT_STATES.includes(grant.state);

/** The first payable grants, as many as a batch holds. */
export const firstSelectable = (grants: readonly GrantRow[]): number[] =>
  grants
    .filter(isSelectable)
    .slice(0, MAX_PAYMENT_BATCH)
    .map((grant) => grant.id);

/** The sum of amounts in drops, exact (drops are strings of up to 17 digits). */
export const sumDrops = (amounts: readonly { amountDrops: string }[]): string =>
  String(amounts.reduce((sum, { amountDrops }) => sum + BigInt(amountDrops), 0n));
