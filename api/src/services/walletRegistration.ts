// A contributor's registered wallet (plan D6): the address a grant is paid to, stored only once
// the wallet proved it holds it. One person, one registered address; a change is audited, and a
// change after the details were submitted sends the application back to the details (the grant
// agreement names the address).
import type { WalletKind } from '@glow/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { applications, cohorts, contributors } from '../db/schema';
import { ApiError, MESSAGES } from '../http/ApiError';
import { loadPersonForWrite } from './applicationSteps';
import { recordChange, type Actor } from './auditLog';

/** What the wallet signs to prove it holds `address` for this contributor (plan D13). */
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

/**
 * Stores the proven wallet as the caller's registered one, once the wallet step is open to them
 * (their contributor row locked). The same address again changes nothing; another contributor's
 * registered address is refused (409).
 */
export async function registerProvenWallet(
  db: Database,
  actor: Actor,
  wallet: ProvenWallet,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const { contributor } = await loadPersonForWrite(tx, actor, 'wallet');
      const previous = contributor.walletRegisteredAt ? contributor.xrplAddress : null;
      if (previous === wallet.address && contributor.walletKind === wallet.kind) return;

      await tx
        .update(contributors)
        .set({
          xrplAddress: wallet.address,
          walletKind: wallet.kind,
          walletRegisteredAt: now(),
        })
        .where(eq(contributors.id, contributor.id));
      const changed = previous !== null && previous !== wallet.address;
      await recordChange(tx, actor, {
        action: changed ? 'contributor.walletChanged' : 'contributor.walletRegistered',
        entity: 'contributor',
        entityId: contributor.id,
        details: changed
          ? { from: previous, to: wallet.address, kind: wallet.kind }
          : { address: wallet.address, kind: wallet.kind },
      });
      if (changed) await sendBackToDetails(tx, actor, contributor.id);
    });
  } catch (error) {
    // Another contributor's registered address: the unique index refuses it (also when two
    // prove one address at once).
    if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.walletOfAnotherContributor);
    throw error;
  }
}

/**
 * The contributor's submitted or approved applications of the running cohort go back to the
 * details step: the agreement they signed names the old address. Closed cohorts' applications
 * are history and stay as they are.
 */
async function sendBackToDetails(tx: Database, actor: Actor, contributorId: number) {
  const submitted = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .innerJoin(cohorts, eq(cohorts.id, applications.cohortId))
    .where(
      and(
        eq(applications.contributorId, contributorId),
        inArray(applications.status, ['submitted', 'approved']),
        isNull(cohorts.endsAt),
      ),
    )
    .for('update', { of: applications });
  for (const { id, status } of submitted) {
    await tx
      .update(applications)
      .set({ status: 'inProgress', walletChangedAt: now(), updatedAt: now() })
      .where(eq(applications.id, id));
    await recordChange(tx, actor, {
      action: 'application.backToDetails',
      entity: 'application',
      entityId: id,
      details: { reason: 'wallet changed after submission', previousStatus: status },
    });
  }
}
