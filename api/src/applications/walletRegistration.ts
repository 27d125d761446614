// A contributor's registered wallet: stored only once the wallet proved it holds it. One
// person, one registered address. A grant is paid to the address approved with its application,
// never silently to a new one: a change is audited, emailed to the contributor, and sends every
// submitted or approved application whose grant is not paid yet back to the contributor, in any
// cohort state, to confirm the new address in the agreement and be approved again.
import { OPEN_PAYMENT_STATUSES, type WalletKind } from '@glow/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { applications, cohorts, contributors, grants, payments, users } from '../db/schema';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { walletChanged } from './applicationEmails';
import { loadPersonForWrite, type ContributorRow } from './applicationSteps';
import { recordChange, type Actor } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';

/**
 * The caller's contributor record, when the wallet step is open to them: else `conflict` "previous
 * steps must be completed first: …" (or why their application ended).
 */
export async function contributorAtWalletStep(db: Database, actor: Actor) {
  const { contributor } = await db.transaction((tx) => loadPersonForWrite(tx, actor, 'wallet'));
  return contributor;
}

/** What the wallet signs to prove it holds `address` for this contributor. */
export function registrationMessage(
  contributorId: number,
  address: string,
  challenge: string,
): string {
  return `Glow wallet registration: I, contributor #${contributorId}, own ${address}. Challenge ${challenge}`;
}

export interface ProvenWallet {
  address: string;
  kind: WalletKind;
}

/** A change of the registered address: from the old one to the new one. */
interface WalletChange {
  from: string;
  to: string;
}

/**
 * Stores the proven wallet as the caller's registered one, once the wallet step is open to them
 * (their contributor row locked). The same address again changes nothing; another contributor's
 * registered address is refused (`conflict`), and so is a change while a payment of one of their
 * grants is in flight (`conflict`: it goes to the address it was made for, and settles first).
 */
export async function registerProvenWallet(
  db: Database,
  actor: Actor,
  wallet: ProvenWallet,
  appUrl: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { contributor } = await loadPersonForWrite(tx, actor, 'wallet');
      const previous = contributor.walletRegisteredAt ? contributor.xrplAddress : null;
      if (previous === wallet.address && contributor.walletKind === wallet.kind) return;
      const change = previous !== null && previous !== wallet.address;
      if (change) await refuseWhilePaying(tx, contributor.id);

      await tx
        .update(contributors)
        .set({
          xrplAddress: wallet.address,
          walletKind: wallet.kind,
          walletRegisteredAt: now(),
        })
        .where(eq(contributors.id, contributor.id));
      await recordChange(tx, actor, {
        action: change ? 'contributor.walletChanged' : 'contributor.walletRegistered',
        entity: 'contributor',
        entityId: contributor.id,
        details: change
          ? { from: previous, to: wallet.address, kind: wallet.kind }
          : { address: wallet.address, kind: wallet.kind },
      });
      if (change) {
        const moved = { from: previous, to: wallet.address };
        const cohortNames = await sendBackForApproval(tx, actor, contributor.id, moved);
        await emailChange(tx, contributor, moved, cohortNames, appUrl);
      }
    });
  } catch (error) {
    // Another contributor's registered address: the unique index refuses it (also when two
    // prove one address at once).
    if (isUniqueViolation(error)) throw conflict(MESSAGES.walletOfAnotherContributor);
    throw error;
  }
}

/**
 * `conflict` while a payment of one of the contributor's grants is in flight. The grants are locked
 * as a payment batch locks them, so a batch made meanwhile waits for this change and then finds its
 * application sent back (and a change waits for a batch, then sees its payment).
 */
async function refuseWhilePaying(tx: Database, contributorId: number): Promise<void> {
  const own = await tx
    .select({ id: grants.id })
    .from(grants)
    .where(eq(grants.contributorId, contributorId))
    .orderBy(asc(grants.id))
    .for('update');
  if (own.length === 0) return;
  const [open] = await tx
    .select({ id: payments.id, destination: payments.destination, cohortName: cohorts.name })
    .from(payments)
    .innerJoin(grants, eq(grants.id, payments.grantId))
    .innerJoin(cohorts, eq(cohorts.id, grants.cohortId))
    .where(
      and(
        inArray(
          payments.grantId,
          own.map((grant) => grant.id),
        ),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(1);
  if (open) {
    throw conflict(MESSAGES.walletChangeWhilePaying(open.cohortName, open.destination, open.id));
  }
}

/**
 * Sends the contributor's submitted and approved applications whose grant is not paid back to
 * them, in every cohort (a closed one's too): `walletChanged`, no approved address, until they
 * confirm the new address in the agreement and an admin approves again. A paid grant keeps its
 * application, address and payment. Answers the cohorts' names, oldest application first.
 */
async function sendBackForApproval(
  tx: Database,
  actor: Actor,
  contributorId: number,
  change: WalletChange,
): Promise<string[]> {
  const signed = await tx
    .select({ id: applications.id, status: applications.status, cohortName: cohorts.name })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(
      and(
        eq(applications.contributorId, contributorId),
        inArray(applications.status, ['submitted', 'approved']),
      ),
    )
    .orderBy(asc(applications.id))
    .for('update', { of: applications });
  const paid = await paidApplicationIds(
    tx,
    signed.map((application) => application.id),
  );
  const unpaid = signed.filter((application) => !paid.has(application.id));
  const changedAt = now();
  for (const { id, status } of unpaid) {
    await tx
      .update(applications)
      .set({
        status: 'walletChanged',
        approvedAddress: null,
        walletChangedAt: changedAt,
        updatedAt: changedAt,
      })
      .where(eq(applications.id, id));
    await recordChange(tx, actor, {
      action: 'application.backToDetails',
      entity: 'application',
      entityId: id,
      details: {
        reason: `the wallet changed from ${change.from} to ${change.to}; the agreement must name the new address and an admin approve it again`,
        previousStatus: status,
        ...change,
      },
    });
  }
  return unpaid.map((application) => application.cohortName);
}

/** The applications among `ids` whose grant a payment paid. */
async function paidApplicationIds(tx: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ applicationId: grants.applicationId })
    .from(grants)
    .innerJoin(payments, and(eq(payments.grantId, grants.id), eq(payments.status, 'paid')))
    .where(inArray(grants.applicationId, ids));
  return new Set(rows.map((row) => row.applicationId));
}

/** Tells the contributor, at their account's address (else their nomination's), what changed. */
async function emailChange(
  tx: Database,
  contributor: ContributorRow,
  change: WalletChange,
  cohortNames: string[],
  appUrl: string,
) {
  const [account] =
    contributor.userId === null
      ? []
      : await tx.select({ email: users.email }).from(users).where(eq(users.id, contributor.userId));
  await enqueueEmail(
    tx,
    walletChanged(
      { to: account?.email ?? contributor.email, firstName: contributor.firstName },
      change,
      cohortNames,
      appUrl,
    ),
  );
}
