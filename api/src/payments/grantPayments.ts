// Paying grants: a batch creates one payment per grant before any signing,
// each with the transaction the wallet signs (its memo names the payment); a payment then becomes
// paid when the ledger proves it, or failed. Every status change writes a payment_events row in
// the change's transaction; a paid one also audits and emails the contributor.
import {
  glowPaymentMemos,
  PAYMENT_FAILURE_KINDS,
  type CreatePaymentBatchRequest,
  type GrantPaymentTransaction,
  type LedgerFacts,
  type PaymentBatch,
  type PaymentFailureKind,
  OPEN_PAYMENT_STATUSES,
} from '@glow/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '../clock';
import { namesItsNetwork, type Config } from '../config';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import {
  cohorts,
  contributors,
  grants,
  paymentBatches,
  paymentEvents,
  payments,
  users,
} from '../db/schema';
import { conflict, forbidden, invalid, notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import { explorerUrlOf } from './explorerLinks';
import type { ExpectedPayment } from './grantPaymentChecks';
import {
  ensureCohortGrants,
  grantsWithFacts,
  isDistributionApproved,
  type GrantWithFacts,
} from './grants';
import { grantPaidEmail } from './paymentEmails';
import { lockProgrammeFunds, programmeFundsOf, requireFundsFor } from './programmeFunds';
import type { ConnectedWallet } from '../users/sessions';

export type PaymentRow = typeof payments.$inferSelect;

/** The public app's host, which every memo names: unique per deployment. */
export const memoHostOf = (config: Pick<Config, 'publicAppUrl'>) =>
  new URL(config.publicAppUrl).host;

/** The transaction of a payment, built from its row; the wallet adds Fee and Sequence. */
export function grantPaymentTransaction(
  payment: Pick<PaymentRow, 'id' | 'source' | 'destination' | 'amountDrops' | 'lastLedgerSequence'>,
  config: Pick<Config, 'publicAppUrl' | 'network'>,
): GrantPaymentTransaction {
  return {
    TransactionType: 'Payment',
    Account: payment.source,
    Destination: payment.destination,
    Amount: String(payment.amountDrops),
    LastLedgerSequence: payment.lastLedgerSequence,
    Memos: glowPaymentMemos(memoHostOf(config), payment.id).map(({ Memo }) => ({
      Memo: { MemoType: Memo.MemoType!, MemoFormat: Memo.MemoFormat!, MemoData: Memo.MemoData! },
    })),
    ...(namesItsNetwork(config.network) ? { NetworkID: config.network.id } : {}),
  };
}

/** What the ledger transaction of a payment must be. */
export function expectedPaymentOf(
  payment: Pick<PaymentRow, 'id' | 'source' | 'destination' | 'amountDrops' | 'lastLedgerSequence'>,
  recipientName: string,
  config: Pick<Config, 'publicAppUrl' | 'network'>,
): ExpectedPayment {
  return {
    id: payment.id,
    source: payment.source,
    destination: payment.destination,
    recipientName,
    amountDrops: String(payment.amountDrops),
    lastLedgerSequence: payment.lastLedgerSequence,
    memoHost: memoHostOf(config),
    network: { id: config.network.id, name: config.network.name },
  };
}

/** A payment with its recipient's and cohort's names. */
export interface PaymentWithNames {
  payment: PaymentRow;
  recipientName: string;
  cohortName: string;
}

/** The payment (null when there is none), with the names its messages use. */
export async function findPayment(db: Database, id: number): Promise<PaymentWithNames | null> {
  const [row] = await db
    .select({
      payment: payments,
      firstName: contributors.firstName,
      lastName: contributors.lastName,
      cohortName: cohorts.name,
    })
    .from(payments)
    .innerJoin(grants, eq(grants.id, payments.grantId))
    .innerJoin(contributors, eq(contributors.id, grants.contributorId))
    .innerJoin(cohorts, eq(cohorts.id, grants.cohortId))
    .where(eq(payments.id, id));
  return row
    ? {
        payment: row.payment,
        recipientName: `${row.firstName} ${row.lastName}`,
        cohortName: row.cohortName,
      }
    : null;
}

/**
 * Who changed a payment: an admin, or Glow itself while checking the ledger (`actor` audits it).
 */
export interface PaymentChanger {
  actor: Actor;
  /** True when Glow found it on the ledger (reconcile): the history names no one. */
  byLedgerCheck: boolean;
}

async function recordEvent(
  tx: Database,
  paymentId: number,
  status: PaymentRow['status'],
  by: PaymentChanger,
  reason: string | null,
) {
  await tx.insert(paymentEvents).values({
    paymentId,
    status,
    actorId: by.byLedgerCheck ? null : by.actor.id,
    actorEmail: by.byLedgerCheck ? null : by.actor.email,
    reason,
  });
}

/** The failure's sentence, with what happened: "The ledger refused it: tecUNFUNDED_PAYMENT". */
export function failureReasonOf(kind: PaymentFailureKind, detail: string | null): string {
  const sentence = PAYMENT_FAILURE_KINDS[kind];
  return (detail ? `${sentence}: ${detail}` : sentence).slice(0, 500);
}

/**
 * Records a payment paid by the validated transaction `hash` (from `fromStatuses`), emails the
 * contributor and audits it, in one transaction. Answers false when the payment was no longer in
 * one of those statuses (another request recorded it first).
 */
export async function recordPaid(
  db: Database,
  config: Config,
  paymentId: number,
  { hash, facts }: { hash: string; facts: LedgerFacts },
  by: PaymentChanger,
  {
    fromStatuses = OPEN_PAYMENT_STATUSES,
    reason = null,
  }: { fromStatuses?: readonly PaymentRow['status'][]; reason?: string | null } = {},
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const at = now();
      const [paid] = await tx
        .update(payments)
        .set({
          status: 'paid',
          txHash: hash,
          claimedTxHash: hash,
          ledgerFacts: facts,
          paidAt: at,
          reportedFailure: null,
          failureKind: null,
          failureReason: null,
          failedAt: null,
          updatedAt: at,
        })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, [...fromStatuses])))
        .returning();
      if (!paid) return false;
      await recordEvent(tx, paid.id, 'paid', by, reason);
      await recordChange(tx, by.actor, {
        action: 'payment.paid',
        entity: 'payment',
        entityId: paid.id,
        details: { grantId: paid.grantId, txHash: hash, ledgerIndex: facts.ledgerIndex },
      });
      await enqueuePaidEmail(tx, config, paid);
      return true;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [other] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.txHash, hash));
    throw conflict(MESSAGES.transactionAlreadyUsed(other?.id ?? paymentId));
  }
}

async function enqueuePaidEmail(tx: Database, config: Config, payment: PaymentRow) {
  const [row] = await tx
    .select({
      firstName: contributors.firstName,
      contributorEmail: contributors.email,
      userEmail: users.email,
      cohortName: cohorts.name,
    })
    .from(grants)
    .innerJoin(contributors, eq(contributors.id, grants.contributorId))
    .leftJoin(users, eq(users.id, contributors.userId))
    .innerJoin(cohorts, eq(cohorts.id, grants.cohortId))
    .where(eq(grants.id, payment.grantId));
  if (!row || !payment.txHash) return;
  await enqueueEmail(
    tx,
    grantPaidEmail(
      {
        to: row.userEmail ?? row.contributorEmail,
        firstName: row.firstName,
        cohortName: row.cohortName,
      },
      {
        amountDrops: String(payment.amountDrops),
        address: payment.destination,
        hash: payment.txHash,
        explorerUrl: explorerUrlOf(config.payments, payment.txHash),
      },
      config.publicAppUrl,
    ),
  );
}

/**
 * Records a payment in flight failed: its grant is payable again. `facts` are what the
 * ledger showed of its transaction, when it reached the ledger. False when it was no longer there.
 */
export async function recordFailed(
  db: Database,
  paymentId: number,
  failure: {
    kind: PaymentFailureKind;
    reason: string;
    facts?: LedgerFacts;
    claimedTxHash?: string;
  },
  by: PaymentChanger,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [failed] = await tx
      .update(payments)
      .set({
        status: 'failed',
        failureKind: failure.kind,
        failureReason: failure.reason,
        failedAt: at,
        updatedAt: at,
        ...(failure.facts ? { ledgerFacts: failure.facts } : {}),
        ...(failure.claimedTxHash ? { claimedTxHash: failure.claimedTxHash } : {}),
      })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
      .returning({ id: payments.id, grantId: payments.grantId });
    if (!failed) return false;
    await recordEvent(tx, failed.id, 'failed', by, failure.reason);
    await recordChange(tx, by.actor, {
      action: failure.kind === 'mismatch' ? 'payment.mismatch' : 'payment.failed',
      entity: 'payment',
      entityId: failed.id,
      details: { grantId: failed.grantId, kind: failure.kind, reason: failure.reason },
    });
    return true;
  });
}

/**
 * Records a payment in flight failed because its own transaction did not pay the grant (a failed
 * result, or a mismatch): the reason names what the ledger showed.
 */
export function recordLedgerFailure(
  db: Database,
  paymentId: number,
  failure: { kind: 'ledgerResult' | 'mismatch'; why: string; facts: LedgerFacts; hash: string },
  by: PaymentChanger,
): Promise<boolean> {
  const detail = failure.kind === 'ledgerResult' ? failure.facts.result : failure.why;
  return recordFailed(
    db,
    paymentId,
    {
      kind: failure.kind,
      reason: failureReasonOf(failure.kind, detail),
      facts: failure.facts,
      claimedTxHash: failure.hash,
    },
    by,
  );
}

/**
 * Records a successful transaction carrying the memo of a payment whose grant was already paid by
 * another (a wallet that reported a decline and still submitted): never lost, shown as an alert.
 */
export async function recordDuplicate(
  db: Database,
  paymentId: number,
  { hash, facts }: { hash: string; facts: LedgerFacts },
  by: PaymentChanger,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [duplicate] = await tx
      .update(payments)
      .set({
        status: 'duplicate',
        txHash: hash,
        claimedTxHash: hash,
        ledgerFacts: facts,
        paidAt: at,
        updatedAt: at,
      })
      .where(
        and(
          eq(payments.id, paymentId),
          inArray(payments.status, ['awaitingSignature', 'submitted', 'failed']),
        ),
      )
      .returning({ id: payments.id, grantId: payments.grantId });
    if (!duplicate) return false;
    const reason = 'Found on the ledger although the grant was already paid: paid twice';
    await recordEvent(tx, duplicate.id, 'duplicate', by, reason);
    await recordChange(tx, by.actor, {
      action: 'payment.duplicate',
      entity: 'payment',
      entityId: duplicate.id,
      details: { grantId: duplicate.grantId, txHash: hash },
    });
    return true;
  });
}

/** Why a grant cannot go in a batch: "it is in flight (payment 17)", "waiting for …". */
function notPayableBecause(grant: GrantWithFacts): string {
  const { state, reasons } = grant.view;
  if (state === 'inFlight') return `it is in flight (payment ${grant.payments[0]!.id})`;
  if (state === 'paid') return 'it is paid';
  if (state === 'returnedToPool') return `returned to the pool (${reasons.join('; ')})`;
  return `waiting for ${reasons.join('; ')}`;
}

/** The programme's wallet must be the session's; the server decides, not the page. */
export function requireProgrammeWallet(
  wallet: ConnectedWallet | null,
  config: Pick<Config, 'payments'>,
): ConnectedWallet {
  if (!wallet) throw forbidden(MESSAGES.connectWallet);
  if (wallet.address !== config.payments.programmeAddress) {
    throw forbidden(MESSAGES.notProgrammeWallet(config.payments.programmeAddress, wallet.address));
  }
  return wallet;
}

/**
 * Creates a batch of payments for 1–50 payable (or failed) grants of one cohort, before any
 * signing, when the programme's wallet can pay their total. The grants are locked in id order, so two batches naming one grant run one after the
 * other and the second is refused with the first's payment named; the unique index
 * payments_one_live_per_grant is the guarantee behind the lock.
 */
export async function createPaymentBatch(
  services: Services,
  actor: Actor,
  wallet: ConnectedWallet,
  request: CreatePaymentBatchRequest,
): Promise<PaymentBatch> {
  const { db, config, ledger } = services;
  const [cohort] = await db.select().from(cohorts).where(eq(cohorts.id, request.cohortId));
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  if (!(await isDistributionApproved(db, cohort.id))) {
    throw conflict(MESSAGES.distributionNotApproved(cohort.name));
  }
  // Outside the transaction: the ledger is never waited on with rows locked.
  const validated = await ledger.validatedLedgerIndex();
  const onLedger = await ledger.accountFunds(config.payments.programmeAddress);
  const ids = [...request.grantIds].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      await lockProgrammeFunds(tx);
      await ensureCohortGrants(tx, cohort.id);
      const locked = await tx
        .select({ id: grants.id, cohortId: grants.cohortId })
        .from(grants)
        .where(inArray(grants.id, ids))
        .orderBy(grants.id)
        .for('update');
      const outside = ids.filter(
        (id) => !locked.some((grant) => grant.id === id && grant.cohortId === cohort.id),
      );
      if (outside.length > 0) throw invalid(MESSAGES.grantsNotInCohort(outside, cohort.name));
      const chosen = await grantsWithFacts(tx, { grantIds: ids });
      for (const grant of chosen) {
        if (grant.view.state !== 'payable' && grant.view.state !== 'failed') {
          throw conflict(MESSAGES.grantNotPayable(grant.contributorName, notPayableBecause(grant)));
        }
      }
      requireFundsFor(
        chosen.reduce((sum, grant) => sum + BigInt(grant.amountDrops), 0n),
        await programmeFundsOf(tx, onLedger, config),
      );
      const [batch] = await tx
        .insert(paymentBatches)
        .values({
          cohortId: cohort.id,
          createdBy: actor.id,
          createdByEmail: actor.email,
          walletAddress: wallet.address,
          walletKind: wallet.kind,
        })
        .returning();
      const created = await tx
        .insert(payments)
        .values(
          chosen.map((grant) => ({
            grantId: grant.id,
            batchId: batch!.id,
            source: config.payments.programmeAddress,
            destination: grant.destination!,
            amountDrops: grant.amountDrops,
            lastLedgerSequence: validated + config.payments.ledgerWindow,
            createdLedgerIndex: validated,
          })),
        )
        .returning();
      const by = { actor, byLedgerCheck: false };
      for (const payment of created)
        await recordEvent(tx, payment.id, 'awaitingSignature', by, null);
      const totalDrops = created.reduce((sum, payment) => sum + BigInt(payment.amountDrops), 0n);
      await recordChange(tx, actor, {
        action: 'payment.batchCreated',
        entity: 'paymentBatch',
        entityId: batch!.id,
        details: {
          cohortId: cohort.id,
          paymentIds: created.map((payment) => payment.id),
          totalDrops: String(totalDrops),
          wallet: wallet.kind,
        },
      });
      const nameOf = new Map(chosen.map((grant) => [grant.id, grant.contributorName]));
      return {
        batch: {
          id: batch!.id,
          walletAddress: batch!.walletAddress,
          walletKind: batch!.walletKind,
        },
        payments: created.map((payment) => ({
          id: payment.id,
          grantId: payment.grantId,
          contributorName: nameOf.get(payment.grantId)!,
          destination: payment.destination,
          amountDrops: String(payment.amountDrops),
          transaction: grantPaymentTransaction(payment, config),
        })),
        totalDrops: String(totalDrops),
      };
    });
  } catch (error) {
    // Only without the lock's protection (a grant paid between two statements): the index says no.
    if (isUniqueViolation(error)) {
      throw conflict(MESSAGES.wrongStatus('a grant of this batch is already in another batch'));
    }
    throw error;
  }
}
