// The steps of many applications at once (applications/applicationSteps.ts computes one person's):
// the admins' list shows every row's stepper, the reminders email each contributor their next
// step. The same facts and the same progressOf, read for many people in two statements.
import {
  ACCEPTED_DOCUMENTS,
  CURRENT_DOCUMENT_VERSIONS,
  type ApplicationProgress,
} from '@glow/contract';
import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, cohorts, contributors, documentAcceptances, users } from '../db/schema';
import {
  progressOf,
  type Acceptance,
  type ApplicationInCohort,
  type ContributorRow,
  type PersonFacts,
} from './applicationSteps';

/** Select these from `applications` joined with its cohort, its contributor and (left) its user. */
export const factColumns = {
  status: applications.status,
  cohortPeriod: cohorts.period,
  eligibility: applications.eligibility,
  kycStatus: applications.kycStatus,
  walletRegisteredAt: contributors.walletRegisteredAt,
  userId: contributors.userId,
  passwordHash: users.passwordHash,
};

export type FactRow = Pick<
  ApplicationInCohort,
  'status' | 'cohortPeriod' | 'eligibility' | 'kycStatus'
> &
  Pick<ContributorRow, 'walletRegisteredAt' | 'userId'> & { passwordHash: string | null };

const NOBODY: PersonFacts = {
  hasPassword: false,
  acceptances: { terms: null, codeOfConduct: null },
};

/**
 * Each row's person: their password, and per document the current version's acceptance, else
 * their latest, else null (the rule of personFactsOf).
 */
export async function peopleOf(db: Database, rows: FactRow[]): Promise<Map<number, PersonFacts>> {
  const people = new Map<number, PersonFacts>();
  for (const row of rows) {
    if (row.userId === null) continue;
    people.set(row.userId, {
      hasPassword: row.passwordHash !== null,
      acceptances: { terms: null, codeOfConduct: null },
    });
  }
  if (people.size === 0) return people;
  const accepted = await db
    .select({
      userId: documentAcceptances.userId,
      document: documentAcceptances.document,
      version: documentAcceptances.version,
      acceptedAt: documentAcceptances.acceptedAt,
    })
    .from(documentAcceptances)
    .where(inArray(documentAcceptances.userId, [...people.keys()]))
    .orderBy(desc(documentAcceptances.acceptedAt), desc(documentAcceptances.id));
  for (const [userId, person] of people) {
    const own = accepted.filter((row) => row.userId === userId);
    for (const document of ACCEPTED_DOCUMENTS) {
      const ofDocument = own.filter((row) => row.document === document);
      const chosen: Acceptance | undefined =
        ofDocument.find((row) => row.version === CURRENT_DOCUMENT_VERSIONS[document]) ??
        ofDocument[0];
      person.acceptances[document] = chosen
        ? { version: chosen.version, acceptedAt: chosen.acceptedAt }
        : null;
    }
  }
  return people;
}

/** The row's person (nobody's facts for a contributor without an account). */
export const personOf = (row: FactRow, people: Map<number, PersonFacts>): PersonFacts =>
  (row.userId === null ? undefined : people.get(row.userId)) ?? NOBODY;

/** The application's steps, as the contributor's stepper shows them. */
export const progressOfRow = (
  row: FactRow,
  people: Map<number, PersonFacts>,
): ApplicationProgress => progressOf(row, row, personOf(row, people));
