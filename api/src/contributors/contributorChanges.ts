// Adding a contributor: the record only, in its own transaction, audited in it. The contributor's
// account and email come with their first nomination (contributorAccounts.ts).
import type { CreateContributorRequest } from '@glow/contract';
import { now } from '../clock';
import type { Database } from '../db/database';
import { contributors } from '../db/schema';
import { MESSAGES } from '../errors/messages';
import { notInTheFuture, refuseFields, type FieldProblem } from '../errors/fieldErrors';
import { findActiveCohort } from '../programme/cohortViews';
import { recordChange, type Actor } from '../system/auditLog';
import { normaliseEmail } from '../users/userViews';
import { isXrplAddress } from '../wallets/walletSignatures';
import { contributorUserOf } from './contributorAccounts';
import { duplicateContributorError, savingContributor, type Viewing } from './contributorQueries';

/** The checks the contract cannot make: the clock's today, and the address's checksum. */
function contributorProblems(body: {
  contributorSince: string;
  contributorUntil?: string | null;
  xrplAddress?: string | null;
}): FieldProblem[] {
  const at = now();
  return [
    ...notInTheFuture('contributorSince', body.contributorSince, at),
    ...notInTheFuture('contributorUntil', body.contributorUntil, at),
    ...(body.xrplAddress && !isXrplAddress(body.xrplAddress)
      ? [{ field: 'xrplAddress', message: MESSAGES.xrplAddressChecksum }]
      : []),
  ];
}

/** Saves a new contributor; answers its id and how the caller views it. */
export async function createContributor(
  db: Database,
  actor: Actor,
  body: CreateContributorRequest,
): Promise<{ id: number; viewing: Viewing }> {
  refuseFields(contributorProblems(body));
  const identity = { email: normaliseEmail(body.email), githubUsername: body.githubUsername };
  const viewing: Viewing = {
    viewer: actor,
    activeCohortId: (await findActiveCohort(db))?.id ?? null,
  };
  const duplicate = await duplicateContributorError(db, identity, viewing);
  if (duplicate) throw duplicate;
  const id = await savingContributor(db, identity, viewing, () =>
    db.transaction(async (tx) => {
      // A contributor-role account with this email is theirs; another role's is refused.
      const user = await contributorUserOf(tx, identity.email, 'email');
      const [row] = await tx
        .insert(contributors)
        .values({
          userId: user?.id ?? null,
          firstName: body.firstName,
          lastName: body.lastName,
          email: identity.email,
          githubUsername: body.githubUsername,
          xHandle: body.xHandle ?? null,
          projectRole: body.projectRole,
          contributorSince: body.contributorSince,
          contributorUntil: body.contributorUntil ?? null,
          xrplAddress: body.xrplAddress ?? null,
        })
        .returning({ id: contributors.id });
      await recordChange(tx, actor, {
        action: 'contributor.create',
        entity: 'contributor',
        entityId: row!.id,
        details: { githubUsername: body.githubUsername, email: identity.email },
      });
      return row!.id;
    }),
  );
  return { id, viewing };
}
