import type { ReconcileResult } from '@glow/contract';
import { counted } from '@glow/shared-ui/pages';

const PAYMENTS = ['payment', 'payments'] as const;

/** What Glow's check of the ledger did, in one sentence for a toast. */
export function reconcileSummary(result: ReconcileResult): string {
  if (result.checked === 0) return 'No payment is in flight: there was nothing to look for.';
  const parts = [
    result.paid.length > 0 &&
      `${counted(result.paid.length, PAYMENTS)} found on the ledger and recorded paid`,
    result.failed.length > 0 &&
      `${counted(result.failed.length, PAYMENTS)} never reached the ledger: payable again`,
    result.duplicates.length > 0 && `${counted(result.duplicates.length, PAYMENTS)} paid twice`,
    result.stillInFlight.length > 0 &&
      `${counted(result.stillInFlight.length, PAYMENTS)} still in flight`,
  ].filter((part): part is string => typeof part === 'string');
  return `${parts.join('; ')}.`;
}
