// The programme's figures for the reporting page: one cohort's charts and the
// amounts of every cohort. All days are UTC calendar days (YYYY-MM-DD). And the admin's dashboard.
import { z } from 'zod';
import { ADMIN_WAITING_KINDS } from '../domain/programme';
import { CohortPeriodSchema, CohortSchema, DistributionApprovalSchema } from '../programme/schemas';
import { recordId, text } from '../fields';
import { dropsSum } from '../payments/schemas';

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

export const AdminWaitingItemSchema = z.object({
  kind: z.enum(ADMIN_WAITING_KINDS),
  cohort: z.object({ id: recordId('id'), name: text('name') }),
  count: z.number().int(),
  /** votingOverdue: the day voting was planned to end. */
  since: text('since').nullable(),
});
export type AdminWaitingItem = z.infer<typeof AdminWaitingItemSchema>;

export const DashboardSchema = z.object({
  /** The unclosed cohort (it may not have started yet), or null. */
  cohort: CohortSchema.extend({
    started: z.boolean(),
    /** When an admin last reminded its judges (at most once a day), or null. */
    judgesRemindedAt: text('judgesRemindedAt').nullable(),
  }).nullable(),
  figures: z.object({
    nominations: z.number().int(),
    registeredVoters: z.number().int(),
    votesToday: z.number().int(),
    assessments: z.number().int(),
    applicationsComplete: z.number().int(),
  }),
  attention: z.object({
    nominationsUnderAssessed: z.number().int(),
    distribution: DistributionApprovalSchema,
    approvedGrants: z.number().int(),
    grantsReadyToPay: z.number().int(),
    paidGrants: z.number().int(),
    /** Approved grants returned to the pool: not among those to pay. */
    returnedGrants: z.number().int(),
  }),
  /** Everything waiting on an admin, in every cohort: each with its count (never 0). */
  waitingOnAdmin: z.array(AdminWaitingItemSchema),
  /** Contact messages no admin has marked answered yet. */
  newContactMessages: z.number().int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
