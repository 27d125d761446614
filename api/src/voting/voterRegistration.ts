// A voter proves an address by paying 1 drop from it to the verification address; the payment
// must be validated and successful on the configured network and count only once.
import type { Config } from '../config';
import { requireNodeOnNetwork } from '../clients/ledgerNetwork';
import {
  paidDrops,
  refuseTransaction as refuse,
  validatedTransaction,
} from '../clients/ledgerTransactions';
import type { XrplClient } from '../clients/xrplClient';

/**
 * Throws an `invalid` naming what is wrong unless `hash` is a good registration payment from
 * `address`.
 */
export async function checkRegistrationPayment(
  ledger: XrplClient,
  config: Pick<Config, 'network' | 'voterRegistration'>,
  address: string,
  hash: string,
): Promise<void> {
  const { destination, amountDrops, waitMs } = config.voterRegistration;
  await requireNodeOnNetwork(ledger, config.network);
  const transaction = await validatedTransaction(ledger, hash, waitMs);
  if (transaction.NetworkID !== undefined && transaction.NetworkID !== config.network.id) {
    refuse(`the payment is not on ${config.network.name}`);
  }
  const result = transaction.meta?.TransactionResult;
  if (result !== 'tesSUCCESS') refuse(`the transaction did not succeed (${result ?? 'no result'})`);
  if (transaction.TransactionType !== 'Payment') refuse('the transaction is not a payment');
  if (transaction.Account !== address) refuse('the payment is not from your address');
  if (transaction.Destination !== destination)
    refuse('the payment is not to the verification address');
  const drops = paidDrops(transaction);
  if (drops === null || drops < BigInt(amountDrops)) {
    refuse(`the payment must be at least ${amountDrops} drop of XRP`);
  }
}
