import { MAX_BULK_TRANSACTIONS } from './constants';
import { WalletError } from './walletErrors';

/** Bulk submits take 1 to 50 transactions (GemWallet's own limit), whichever the wallet. */
export function assertBulkSize(transactions: readonly unknown[] | null | undefined): void {
  if (!transactions || transactions.length < 1 || transactions.length > MAX_BULK_TRANSACTIONS) {
    throw new WalletError('INVALID_BULK_SIZE');
  }
}
