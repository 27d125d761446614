import type { ProgrammeFunds } from '@glow/contract';
import { formatDrops } from '@glow/shared-ui/pages';

/**
 * Why the selected grants cannot be paid from the wallet's funds, or null: the API refuses such a
 * batch anyway, the page says it before the admin tries.
 */
export function fundsRefusal(totalDrops: string, funds: ProgrammeFunds | null): string | null {
  if (!funds || BigInt(totalDrops) <= BigInt(funds.spendableDrops)) return null;
  return `The selected grants total ${formatDrops(totalDrops)}, more than the ${formatDrops(funds.spendableDrops)} the programme's wallet can pay. Select fewer grants, or fund the wallet first.`;
}
