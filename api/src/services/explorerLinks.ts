import type { PaymentsConfig } from '../config';

/** A transaction's page on the configured ledger explorer (XRPL_EXPLORER_TX_URL). */
export function explorerUrlOf(
  config: { payments: Pick<PaymentsConfig, 'explorerTxUrl'> },
  hash: string,
) {
  return config.payments.explorerTxUrl.replace('{hash}', hash);
}
