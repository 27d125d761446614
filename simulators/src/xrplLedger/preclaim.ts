// The checks against the open ledger (rippled's preclaim): account, sequence, expiry, fee,
// signing key, destination. A tec result still claims the fee; any other refuses the transaction.
import { deriveAddress } from 'ripple-keypairs';
import { parseDrops } from './drops';
import type { EngineResult } from './engineResults';
import { BASE_FEE_DROPS, RESERVE_BASE_DROPS } from './feeSchedule';
import type { LedgerChain } from './ledgerChain';
import type { SignedTransaction } from './signedTransaction';

/** Runs after preflight passed, so the fee and amount are drops. */
export function preclaim(transaction: SignedTransaction, chain: LedgerChain): EngineResult | null {
  const sender = chain.account(transaction.account);
  if (!sender) return 'terNO_ACCOUNT';
  const alreadyInOpenLedger = chain.open.transactions.some(
    (recorded) => recorded.transaction.hash === transaction.hash,
  );
  if (transaction.sequence > sender.sequence) return 'terPRE_SEQ';
  if (transaction.sequence < sender.sequence) {
    return alreadyInOpenLedger ? 'tefALREADY' : 'tefPAST_SEQ';
  }
  const { lastLedgerSequence } = transaction;
  if (lastLedgerSequence !== undefined && lastLedgerSequence < chain.open.index) {
    return 'tefMAX_LEDGER';
  }

  const fee = parseDrops(transaction.fee)!;
  if (fee < BASE_FEE_DROPS) return 'telINSUF_FEE_P';
  if (sender.balance < fee) return 'terINSUF_FEE_B';
  // No regular keys: only the account's own (master) key may sign for it.
  if (deriveAddress(transaction.signingPubKey) !== transaction.account) return 'tefBAD_AUTH';

  const destination = String(transaction.fields.Destination);
  const amount = parseDrops(transaction.fields.Amount)!;
  if (!chain.account(destination) && amount < RESERVE_BASE_DROPS) return 'tecNO_DST_INSUF_XRP';
  return null;
}
