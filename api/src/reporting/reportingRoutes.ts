import type { CohortReport } from '@glow/contract';
import { now } from '../clock';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { approvedFinalSizes } from '../programme/programmeProgress';
import { findCohort } from '../programme/cohortQueries';
import {
  cohortAmounts,
  daysToPayment,
  firstVotesPerDay,
  nominationScores,
  registrationsPerDay,
  votesPerDay,
  type CountOfDay,
} from './reportQueries';
import {
  dayOf,
  daysBetween,
  medianOf,
  runningTotals,
  scoreBucketsOf,
  timeToPaymentOf,
  votesPerDayFrom,
} from './reportShapes';

/** Per day from `first` to `last`: how many there were in all, counted from `perDay`. */
function cumulative(days: string[], perDay: CountOfDay[]): number[] {
  const first = days[0] ?? '';
  const before = perDay.filter((row) => row.day < first).reduce((sum, row) => sum + row.count, 0);
  return runningTotals(days, before, new Map(perDay.map((row) => [row.day, row.count])));
}

/** The reporting page's figures. */
export const reportingRoutes: Pick<Handlers, 'readCohortReport' | 'readProgrammeReport'> = {
  async readCohortReport({ params }, { db }) {
    const cohort = await findCohort(db, params.id);
    if (!cohort) throw notFound(MESSAGES.cohortNotFound);
    // The cohort's span: from its start to its end, or to today while it runs.
    const until = cohort.endsAt ?? now();
    const days = daysBetween(dayOf(cohort.startsAt), dayOf(until));
    const [votes, registrations, firstVotes, scores, sizes, waits] = await Promise.all([
      votesPerDay(db, cohort.id),
      registrationsPerDay(db, until),
      firstVotesPerDay(db, cohort.id),
      nominationScores(db, cohort.id),
      approvedFinalSizes(db, [cohort.id]),
      daysToPayment(db, cohort.id),
    ]);
    const registered = cumulative(days, registrations);
    const tookPart = cumulative(days, firstVotes);
    const finalSizes: CohortReport['finalSizes'] = {
      small: 0,
      medium: 0,
      large: 0,
      decline: 0,
      notSized: scores.length - sizes.size,
    };
    for (const size of sizes.values()) finalSizes[size] += 1;
    return {
      cohort: {
        id: cohort.id,
        name: cohort.name,
        period: cohort.period,
        startsAt: cohort.startsAt.toISOString(),
        endsAt: cohort.endsAt?.toISOString() ?? null,
      },
      votesPerDay: votesPerDayFrom(votes),
      votersOverTime: days.map((day, index) => ({
        day,
        registered: registered[index]!,
        tookPart: tookPart[index]!,
      })),
      scoreBuckets: scoreBucketsOf(scores),
      finalSizes,
      timeToPayment: timeToPaymentOf(waits.map((wait) => wait.days)),
    };
  },

  async readProgrammeReport(_request, { db }) {
    const [amounts, waits] = await Promise.all([cohortAmounts(db), daysToPayment(db, null)]);
    return {
      cohorts: amounts.map((cohort) => ({
        ...cohort,
        medianDaysToPayment: medianOf(
          waits.filter((wait) => wait.cohortId === cohort.id).map((wait) => wait.days),
        ),
      })),
    };
  },
};
