// The demo's paid grants on the ledger stand-in. The stand-in keeps its ledger in memory and
// starts empty at every `npm start` while the database persists, so the demo payments are signed
// transactions that come out the same every time (the account's first sequences, deterministic
// signatures): the seed stores their hashes, and the API submits them again at each start.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { glowPaymentMemos } from '@glow/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { encode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, sign } from 'ripple-keypairs';
import { now } from '../clock';
import type { Database } from '../db/database';
import { payments } from '../db/schema';
import { ledgerFactsOf } from '../services/grantPaymentChecks';
import { transactionWhenValidated } from '../services/ledgerTransactions';
import type { XrplClient } from '../services/xrplClient';
import { DEMO_PROGRAMME_SEED } from './demoProgrammeWallet';

const KEYS = deriveKeypair(DEMO_PROGRAMME_SEED);
/** The demo programme account (the API's default PROGRAMME_WALLET_ADDRESS). */
export const DEMO_PROGRAMME_ACCOUNT = deriveAddress(KEYS.publicKey);

/** The memos' host: the default PUBLIC_APP_URL's (the demo runs there). */
export const DEMO_MEMO_HOST = 'localhost:8080';

/** Far beyond any ledger a stand-in reaches, so the signed transactions never expire. */
export const DEMO_LAST_LEDGER_SEQUENCE = 2_000_000_000;

export interface DemoPayment {
  id: number;
  destination: string;
  amountDrops: number;
}

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

/** The grant payment, as Glow builds one (PLAN-18 D7), signed by the demo programme account. */
export function signDemoPayment(payment: DemoPayment, sequence: number): SignedDemoPayment {
  const unsigned = {
    TransactionType: 'Payment',
    Account: DEMO_PROGRAMME_ACCOUNT,
    Destination: payment.destination,
    Amount: String(payment.amountDrops),
    Fee: '12',
    Sequence: sequence,
    LastLedgerSequence: DEMO_LAST_LEDGER_SEQUENCE,
    Memos: glowPaymentMemos(DEMO_MEMO_HOST, payment.id),
    SigningPubKey: KEYS.publicKey,
  };
  const blob = encode({
    ...unsigned,
    TxnSignature: sign(encodeForSigning(unsigned), KEYS.privateKey),
  });
  return { paymentId: payment.id, hash: transactionHash(blob), blob };
}

/**
 * The demo's paid payments as signed transactions, in the order they were paid (the account's
 * sequences 1, 2, …): the paid payments from the demo account whose stored hash is the one
 * signed here; the first that is not (a payment made later, in the running demo) ends the list.
 */
export async function demoPaymentTransactions(db: Database): Promise<SignedDemoPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      destination: payments.destination,
      amountDrops: payments.amountDrops,
      txHash: payments.txHash,
    })
    .from(payments)
    .where(and(eq(payments.source, DEMO_PROGRAMME_ACCOUNT), eq(payments.status, 'paid')))
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const signed: SignedDemoPayment[] = [];
  for (const [index, row] of rows.entries()) {
    const transaction = signDemoPayment(row, index + 1);
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
 * Puts the demo payments on the ledger when it does not hold them (a fresh stand-in), then
 * records what the ledger shows of each in its `ledger_facts`. A ledger where the account's
 * sequences were used by something else refuses them: one warning, nothing else changes.
 */
export async function replayDemoLedger(
  { db, ledger }: { db: Database; ledger: XrplClient },
  log: FastifyBaseLogger,
  { retryEveryMs = 2000, giveUpAfterMs = 60_000 }: ReplayOptions = {},
): Promise<void> {
  const transactions = await demoPaymentTransactions(db);
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
      .where(eq(payments.id, paymentId));
  }
}
