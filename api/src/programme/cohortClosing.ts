// What closing a cohort does to its grants and applications: read alike by the admin's
// confirmation (GET /api/cohorts/{id}/closing) and by the close itself, inside its transaction,
// so what the confirmation lists is what the close does (and the close refuses, rather than
// forfeits, a grant the admin was not shown).
import {
  applicationsDueAt,
  closingEffect,
  type ClosingGrant,
  type CohortClosing,
  type MoveCohortRequest,
} from '@glow/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, contributors, users } from '../db/schema';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { grantReturnedEmail } from './cohortEndEmails';
import { enqueueEmail } from '../system/emailOutbox';
import type { GrantWithFacts } from '../payments/grants';
import { xrpOfDrops } from '../system/wording';
import { formatDay } from './cohortRules';

/** The cohort as its closing is read. */
export interface ClosingCohort {
  id: number;
  name: string;
  applicationsDueOn: string | null;
}

const toClosingGrant = (grant: GrantWithFacts): ClosingGrant => ({
  grantId: grant.id,
  applicationId: grant.applicationId,
  contributor: { id: grant.contributorId, name: grant.contributorName },
  size: grant.size,
  amountDrops: String(grant.amountDrops),
  waitingFor: grant.view.reasons,
});

/** Applications of the cohort still the contributor's to finish: a close ends them. */
async function countUnfinishedApplications(db: Database, cohortId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(applications)
    .where(
      and(
        eq(applications.cohortId, cohortId),
        inArray(applications.status, ['inProgress', 'returned']),
      ),
    );
  return row?.value ?? 0;
}

/**
 * What closing `cohort` at `now` does, from its grants (with their facts, as the payments page
 * reads them): which go back to the pool, which stay open, the applications that end, and whether
 * it comes before the applications' due date.
 */
export async function closingOf(
  db: Database,
  cohort: ClosingCohort,
  grants: readonly GrantWithFacts[],
  now: Date,
): Promise<CohortClosing> {
  const effects = grants.map((grant) => ({ grant, effect: closingEffect(grant.facts) }));
  const withEffect = (wanted: 'returns' | 'staysOpen') =>
    effects.filter(({ effect }) => effect === wanted).map(({ grant }) => toClosingGrant(grant));
  const due = cohort.applicationsDueOn;
  return {
    returningToPool: withEffect('returns'),
    stayingOpen: withEffect('staysOpen'),
    unfinishedApplications: await countUnfinishedApplications(db, cohort.id),
    applicationsDueOn: due,
    beforeApplicationsDue: due !== null && now < applicationsDueAt(due),
  };
}

/**
 * `conflict` unless the close names what the admin was shown: the applications' due date when it
 * comes before it, and every grant that goes back to the pool. A grant shown that no longer goes
 * back (it became payable, or was submitted) is no reason to refuse: it simply stays.
 */
export function refuseUnconfirmedClose(
  cohort: ClosingCohort,
  closing: CohortClosing,
  confirmed: Pick<MoveCohortRequest, 'returningGrantIds' | 'applicationsDueOn'>,
): void {
  if (closing.beforeApplicationsDue && closing.applicationsDueOn !== null) {
    const dueDay = formatDay(new Date(`${closing.applicationsDueOn}T00:00:00Z`));
    if (confirmed.applicationsDueOn === undefined) {
      throw conflict(MESSAGES.closingBeforeApplicationsDue(cohort.name, dueDay), {
        fields: ['applicationsDueOn'],
      });
    }
    if (confirmed.applicationsDueOn !== closing.applicationsDueOn) {
      throw conflict(MESSAGES.closingApplicationsDueChanged(cohort.name, dueDay), {
        fields: ['applicationsDueOn'],
      });
    }
  }
  const shown = new Set(confirmed.returningGrantIds ?? []);
  const unseen = closing.returningToPool.filter((grant) => !shown.has(grant.grantId));
  if (unseen.length > 0) {
    throw conflict(
      MESSAGES.closingGrantsChanged(
        unseen.map((grant) => `${grant.contributor.name} (${xrpOfDrops(grant.amountDrops)})`),
      ),
      { fields: ['returningGrantIds'] },
    );
  }
}

/** Emails each contributor whose grant went back to the pool: how much, and what was missing. */
export async function emailReturnedGrants(
  tx: Database,
  cohort: ClosingCohort,
  returned: readonly ClosingGrant[],
  appUrl: string,
): Promise<void> {
  if (returned.length === 0) return;
  const people = await tx
    .select({
      id: contributors.id,
      firstName: contributors.firstName,
      contributorEmail: contributors.email,
      userEmail: users.email,
    })
    .from(contributors)
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(
      inArray(
        contributors.id,
        returned.map((grant) => grant.contributor.id),
      ),
    );
  for (const grant of returned) {
    const person = people.find((row) => row.id === grant.contributor.id);
    if (!person) continue;
    await enqueueEmail(
      tx,
      grantReturnedEmail(
        {
          to: person.userEmail ?? person.contributorEmail,
          firstName: person.firstName,
          cohortName: cohort.name,
        },
        grant,
        appUrl,
      ),
    );
  }
}

/** How the audit log keeps a grant that went back: whose, how much, what it waited for. */
export const auditedReturn = (grant: ClosingGrant) => ({
  grantId: grant.grantId,
  applicationId: grant.applicationId,
  contributor: grant.contributor.name,
  amount: xrpOfDrops(grant.amountDrops),
  waitingFor: grant.waitingFor,
});
