// The demo's paid grants on the ledger stand-in. The stand-in keeps its ledger in memory and
// starts empty at every `npm start` while the database persists, so the demo story's payments are
// signed the same way every time (the programme account's first sequences, deterministic
// signatures): the API signs them again from their rows and submits them at each start.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { GrantPaymentTransaction } from '@glow/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign } from 'ripple-keypairs';
import { now } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { payments } from '../db/schema';
import { ledgerFactsOf } from '../payments/grantPaymentChecks';
import { grantPaymentTransaction } from '../payments/grantPayments';
import { transactionWhenValidated } from '../clients/ledgerTransactions';
import type { XrplClient } from '../clients/xrplClient';
import { DEMO_PROGRAMME_SEED } from './demoProgrammeWallet';

const KEYS = deriveKeypair(DEMO_PROGRAMME_SEED);
/** The demo programme account (the API's default PROGRAMME_WALLET_ADDRESS). */
export const DEMO_PROGRAMME_ACCOUNT = deriveAddress(KEYS.publicKey);

/** What signs and replays the payments reads of the API's configuration. */
export type DemoLedgerConfig = Pick<Config, 'publicAppUrl' | 'network'>;

export interface SignedDemoPayment {
  paymentId: number;
  hash: string;
  blob: string;
}

/** The hash of a signed transaction: SHA-512 of "TXN\0" and its bytes, first half. */
function transactionHash(blob: string): string {
  return createHash('sha512')
    .update(Buffer.concat([Buffer.from('54584E00', 'hex'), Buffer.from(blob, 'hex')]))
    .digest()
    .subarray(0, 32)
    .toString('hex')
    .toUpperCase();
}

/**
 * A grant payment's transaction as the API builds it, signed by the demo programme account as its
 * wallet signs it: the fee and the account's `sequence` added.
 */
export function signProgrammePayment(
  paymentId: number,
  transaction: GrantPaymentTransaction,
  sequence: number,
): SignedDemoPayment {
  const unsigned = { ...transaction, Fee: '12', Sequence: sequence, SigningPubKey: KEYS.publicKey };
  const blob = encode({
    ...unsigned,
    TxnSignature: sign(encodeForSigning(unsigned), KEYS.privateKey),
  });
  return { paymentId, hash: transactionHash(blob), blob };
}

/**
 * The demo's paid payments as signed transactions, in the order they were paid (the account's
 * sequences 1, 2, …): the paid payments from the demo account whose stored hash is the one
 * signed here; the first that is not (a payment made later, in the running demo) ends the list.
 */
export async function demoPaymentTransactions(
  db: Database,
  config: DemoLedgerConfig,
): Promise<SignedDemoPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.source, DEMO_PROGRAMME_ACCOUNT), eq(payments.status, 'paid')))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const signed: SignedDemoPayment[] = [];
  for (const [index, row] of rows.entries()) {
    const transaction = signProgrammePayment(
      row.id,
      grantPaymentTransaction(row, config),
      index + 1,
    );
    if (transaction.hash !== row.txHash) break;
    signed.push(transaction);
  }
  return signed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ReplayOptions {
  /** How often, and how long, to try while the ledger is not reachable yet. */
  retryEveryMs?: number;
  giveUpAfterMs?: number;
}

/**
 * Puts the demo payments on the ledger when it does not hold them (a fresh stand-in), so their
 * hashes lead somewhere. What the API checked on the ledger when each was paid (its
 * `ledger_facts`) stays; only a payment without them gets what this ledger shows. A ledger where
 * the account's sequences were used by something else refuses them: one warning, nothing else
 * changes.
 */
export async function replayDemoLedger(
  { db, ledger, config }: { db: Database; ledger: XrplClient; config: DemoLedgerConfig },
  log: FastifyBaseLogger,
  { retryEveryMs = 2000, giveUpAfterMs = 60_000 }: ReplayOptions = {},
): Promise<void> {
  const transactions = await demoPaymentTransactions(db, config);
  if (transactions.length === 0) return;
  const deadline = performance.now() + giveUpAfterMs;
  for (;;) {
    try {
      await replay(db, ledger, transactions, log);
      return;
    } catch (error) {
      if (performance.now() > deadline) {
        log.warn({ err: error }, 'the demo payments could not be put on the ledger');
        return;
      }
      await sleep(retryEveryMs);
    }
  }
}

async function replay(
  db: Database,
  ledger: XrplClient,
  transactions: SignedDemoPayment[],
  log: FastifyBaseLogger,
) {
  for (const { paymentId, hash, blob } of transactions) {
    if (!(await ledger.transaction(hash))) {
      const engineResult = await ledger.submit(blob);
      if (engineResult !== 'tesSUCCESS') {
        log.warn(
          { engineResult },
          'the demo payments are not on this ledger: restart the simulators with the API',
        );
        return;
      }
    }
    const transaction = await transactionWhenValidated(ledger, hash, 30_000);
    if (!transaction?.validated) {
      throw new Error(`demo payment ${paymentId} was not validated in time`);
    }
    const result = transaction.meta?.TransactionResult;
    if (result !== 'tesSUCCESS') {
      // e.g. tecUNFUNDED_PAYMENT: a stand-in that does not fund the programme account at genesis.
      log.warn(
        { result },
        'the demo payments failed on this ledger: its programme account lacks XRP',
      );
      return;
    }
    await db
      .update(payments)
      .set({ ledgerFacts: ledgerFactsOf(transaction, now()) })
      .where(and(eq(payments.id, paymentId), isNull(payments.ledgerFacts)));
  }
}
