// The emails a period move sends: scouts hear about their
// nominations' status, judges get their assessment requests. The move enqueues them in its own
// transaction (system/emailOutbox.ts), so they leave once, and only if the move commits.
import type { CohortPeriod } from '@glow/contract';
import { count, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nominations, scoutBackings, users } from '../db/schema';
import { presentPanelEmails } from './cohortPanel';
import type { Email } from '../clients/mailer';
import { plural } from '../system/wording';

export interface MovedCohort {
  id: number;
  name: string;
}

/** Each scout backing nominations in the cohort (as nominator or co-nominator), with how many. */
export function scoutsWithNominations(db: Database, cohortId: number) {
  return db
    .select({ email: users.email, nominations: countDistinct(scoutBackings.nominationId) })
    .from(scoutBackings)
    .innerJoin(users, eq(users.id, scoutBackings.scoutId))
    .where(eq(scoutBackings.cohortId, cohortId))
    .groupBy(users.id);
}

async function countNominations(db: Database, cohortId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(nominations)
    .where(eq(nominations.cohortId, cohortId));
  return row?.value ?? 0;
}

function votingOpened(cohort: MovedCohort, to: string, nominated: number, appUrl: string): Email {
  return {
    to,
    subject: `Voting is open on your nominations in ${cohort.name}`,
    text: [
      'Hello,',
      '',
      `${cohort.name} has entered its voting period: registered voters can now vote on the ${plural(nominated, 'nomination')} you made or back, and nominations are closed.`,
      'See them on the voting page:',
      '',
      `${appUrl}/vote`,
    ].join('\n'),
  };
}

function votingClosed(cohort: MovedCohort, to: string, nominated: number): Email {
  return {
    to,
    subject: `Voting on ${cohort.name} has closed; judges are assessing`,
    text: [
      'Hello,',
      '',
      `Voting on ${cohort.name} has closed. The judges are now assessing its nominations, including the ${plural(nominated, 'one')} you made or back.`,
      'You will hear from Glow when the grants are decided.',
    ].join('\n'),
  };
}

function assessmentRequest(cohort: MovedCohort, to: string, total: number, appUrl: string): Email {
  return {
    to,
    subject: `Assessment requests: ${plural(total, 'nomination')} of ${cohort.name}`,
    text: [
      'Hello,',
      '',
      `${cohort.name} has entered its assessment period. Please assess its ${plural(total, 'nomination')}:`,
      '',
      `${appUrl}/judge/evaluations`,
    ].join('\n'),
  };
}

/**
 * The emails to send as `cohort` enters `to`: → voting, each scout backing nominations in it;
 * → assessment, each judge of its panel (snapshot by the move just before) and each of those
 * scouts. Distribution and closing send none yet (the payment issue adds theirs).
 */
export async function periodMoveEmails(
  db: Database,
  cohort: MovedCohort,
  to: CohortPeriod,
  appUrl: string,
): Promise<Email[]> {
  if (to === 'voting') {
    const scouts = await scoutsWithNominations(db, cohort.id);
    return scouts.map((scout) => votingOpened(cohort, scout.email, scout.nominations, appUrl));
  }
  if (to === 'assessment') {
    // One after the other: `db` is the move's transaction, a single connection.
    const judges = await presentPanelEmails(db, cohort.id);
    const total = await countNominations(db, cohort.id);
    const scouts = await scoutsWithNominations(db, cohort.id);
    return [
      ...judges.map((judge) => assessmentRequest(cohort, judge.email, total, appUrl)),
      ...scouts.map((scout) => votingClosed(cohort, scout.email, scout.nominations)),
    ];
  }
  return [];
}
