// Contributors (DOMAIN.md "Projects and contributors"): scouts and admins search them and create
// them before nominating. Creating one saves the record only: the contributor's account and
// email come with their first nomination (contributors/contributorAccounts.ts).
import { count } from 'drizzle-orm';
import { now } from '../clock';
import { contributors } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { notInTheFuture, refuseFields, type FieldProblem } from '../errors/fieldErrors';
import type { Handlers } from '../http/handler';
import { recordChange } from '../system/auditLog';
import { contributorUserOf } from './contributorAccounts';
import { isXrplAddress } from '../wallets/walletSignatures';
import { findActiveCohort } from '../programme/cohortViews';
import { ofContributorInCohort, readPairNominations } from '../nominations/pairNominations';
import { normaliseEmail } from '../users/userViews';
import {
  contributorOrder,
  duplicateContributorError,
  matchingContributors,
  readContributorSummary,
  savingContributor,
  summaryColumns,
  type Viewing,
} from './contributorQueries';
import { toContributorSummary } from './contributorViews';

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

export const contributorRoutes: Pick<
  Handlers,
  'searchContributors' | 'createContributor' | 'listContributorNominations'
> = {
  async searchContributors({ query, actor }, { db }) {
    const cohort = await findActiveCohort(db);
    const where = matchingContributors(query.search);
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns(cohort?.id ?? null))
        .from(contributors)
        .where(where)
        .orderBy(...contributorOrder)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ value: count() }).from(contributors).where(where),
    ]);
    return {
      page: query.page,
      limit: query.limit,
      total: total?.value ?? 0,
      contributors: rows.map((row) =>
        toContributorSummary(row.contributor, row.activeNominations, actor),
      ),
    };
  },

  async createContributor({ body, actor }, { db }) {
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
    const contributor = await readContributorSummary(db, id, viewing);
    if (!contributor) throw notFound(MESSAGES.contributorNotFound);
    return { success: true, message: MESSAGES.contributorCreated, contributor };
  },

  async listContributorNominations({ params, actor }, { db }) {
    const cohort = await findActiveCohort(db);
    const viewing: Viewing = { viewer: actor, activeCohortId: cohort?.id ?? null };
    if (!(await readContributorSummary(db, params.id, viewing))) {
      throw notFound(MESSAGES.contributorNotFound);
    }
    const nominations = cohort
      ? await readPairNominations(db, ofContributorInCohort(params.id, cohort.id), actor.id)
      : [];
    if (nominations.length === 0) throw notFound(MESSAGES.contributorNominationsNotFound);
    return { nominations };
  },
};
