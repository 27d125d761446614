// The programme's figures for the reporting page: one cohort's charts and the
// amounts of every cohort. All days are UTC calendar days (YYYY-MM-DD).
import { z } from 'zod';
import { CohortPeriodSchema } from './cohorts';
import { recordId, text } from './fields';
import { dropsSum } from './payments';

const count = () => z.number().int();

/** GET /api/cohorts/{id}/report: one cohort's charts, each with its numbers. */
export const CohortReportSchema = z.object({
  cohort: z.object({
    id: recordId('id'),
    name: text('name'),
    period: CohortPeriodSchema,
    startsAt: text('startsAt'),
    endsAt: text('endsAt').nullable(),
  }),
  /** Votes by the day of their last change (one vote per voter and nomination is kept). */
  votesPerDay: z.array(z.object({ day: text('day'), up: count(), down: count() })),
  /** Registered voters so far, and how many of them had voted in the cohort, per day. */
  votersOverTime: z.array(z.object({ day: text('day'), registered: count(), tookPart: count() })),
  /** Nominations per score bucket: scores from `from` to `to`, both included. */
  scoreBuckets: z.array(
    z.object({ from: z.number().int(), to: z.number().int(), nominations: count() }),
  ),
  /** Nominations per final size; `notSized` while the distribution is not approved. */
  finalSizes: z.object({
    small: count(),
    medium: count(),
    large: count(),
    decline: count(),
    notSized: count(),
  }),
  /** Paid grants per week from nomination to payment, and the median in days. */
  timeToPayment: z.object({
    weeks: z.array(
      z.object({ fromDay: z.number().int(), toDay: z.number().int(), grants: count() }),
    ),
    medianDays: z.number().nullable(),
  }),
});
export type CohortReport = z.infer<typeof CohortReportSchema>;

/** GET /api/reports/programme: amounts per cohort, oldest first. */
export const ProgrammeReportSchema = z.object({
  cohorts: z.array(
    z.object({
      id: recordId('id'),
      name: text('name'),
      approvedDrops: dropsSum('approvedDrops'),
      paidDrops: dropsSum('paidDrops'),
      inFlightDrops: dropsSum('inFlightDrops'),
      returnedDrops: dropsSum('returnedDrops'),
      paidGrants: count(),
      medianDaysToPayment: z.number().nullable(),
    }),
  ),
});
export type ProgrammeReport = z.infer<typeof ProgrammeReportSchema>;
