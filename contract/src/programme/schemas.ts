// Cohorts and their periods: what admins start, move, edit and read.
import { z } from 'zod';
import { COHORT_PERIODS, CYCLE_PERIODS, GRANT_SIZES, NOMINATION_SORTS } from '../domain/programme';
import {
  COHORT_CANCEL_REASON_MAX_LENGTH,
  COHORT_NAME_MAX_LENGTH,
  GRANT_AMOUNT_MAX,
  VOTING_PERIOD_DAYS_MAX,
} from '../limits';
import { ErrorBodySchema, PageInfoSchema, PagingQuerySchema, SearchSchema } from '../common';
import {
  drops,
  isoDate,
  recordId,
  recordIdParam,
  requiredProse,
  text,
  wholeNumber,
} from '../fields';
import { ProjectSchema } from '../projects/schemas';

export const CohortPeriodSchema = z.enum(COHORT_PERIODS, {
  error: `period must be one of ${COHORT_PERIODS.join(', ')}`,
});

export const GrantSizeSchema = z.enum(GRANT_SIZES, {
  error: `size must be one of ${GRANT_SIZES.join(', ')}`,
});

export const CohortSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  period: CohortPeriodSchema,
  startsAt: text('startsAt'),
  endsAt: text('endsAt').nullable(),
  /** How long voting is planned to run: information for voters (the admin moves the period). */
  votingPeriodDays: z.number().int(),
  /** When the cohort entered its current period. */
  periodStartedAt: text('periodStartedAt'),
  /**
   * The day (YYYY-MM-DD, UTC) by which its contributors' applications must be complete; null for
   * a cohort started before cohorts had one (an admin may set it).
   */
  applicationsDueOn: text('applicationsDueOn').nullable(),
  /** Why an admin cancelled it (period `cancelled`), else null. */
  cancelReason: text('cancelReason').nullable(),
});
export type Cohort = z.infer<typeof CohortSchema>;

/** The active cohort, or null when there is none (not an error: the pages show an empty state). */
export const ActiveCohortSchema = z.object({ cohort: CohortSchema.nullable() });
export type ActiveCohort = z.infer<typeof ActiveCohortSchema>;

export const CohortIdParamsSchema = z.strictObject({
  id: recordIdParam('cohort id'),
});

/** Counted live while a cohort runs, kept as they were when it closed. */
export const CohortFiguresSchema = z.object({
  nominations: z.number().int(),
  /** Registered voters who voted in this cohort. */
  voters: z.number().int(),
  votes: z.number().int(),
  assessments: z.number().int(),
  approvedGrants: z.number().int(),
  paidGrants: z.number().int(),
});
export type CohortFigures = z.infer<typeof CohortFiguresSchema>;

export const CohortListItemSchema = CohortSchema.extend({
  /** Started and not closed: the cohort the programme runs now. */
  active: z.boolean(),
  figures: CohortFiguresSchema,
});
export type CohortListItem = z.infer<typeof CohortListItemSchema>;

export const ListCohortsQuerySchema = PagingQuerySchema;
export type ListCohortsQuery = z.input<typeof ListCohortsQuerySchema>;

/** Newest start first. */
export const CohortListSchema = PageInfoSchema.extend({ cohorts: z.array(CohortListItemSchema) });
export type CohortList = z.infer<typeof CohortListSchema>;

const grantAmount = (size: string) =>
  wholeNumber(`grantAmounts.${size}`, { min: 1, max: GRANT_AMOUNT_MAX });

export const GrantAmountsSchema = z.strictObject(
  { small: grantAmount('small'), medium: grantAmount('medium'), large: grantAmount('large') },
  {
    error: (issue) =>
      issue.code === 'invalid_type'
        ? 'grantAmounts must be an object with small, medium and large'
        : undefined,
  },
);

const CohortNameSchema = text('name')
  .trim()
  .min(1, 'name is required')
  .max(COHORT_NAME_MAX_LENGTH, `name must be at most ${COHORT_NAME_MAX_LENGTH} characters`);

const KycSizesSchema = z
  .array(z.enum(GRANT_SIZES, { error: `kycSizes must hold only ${GRANT_SIZES.join(', ')}` }), {
    error: 'kycSizes must be a list of sizes',
  })
  .refine((sizes) => new Set(sizes).size === sizes.length, 'kycSizes must not repeat a size');

const VotingPeriodDaysSchema = wholeNumber('votingPeriodDays', {
  min: 1,
  max: VOTING_PERIOD_DAYS_MAX,
});

/** The last day (UTC) contributors have to complete their applications. */
const ApplicationsDueOnSchema = isoDate('applicationsDueOn');

export const StartCohortRequestSchema = z.strictObject({
  name: CohortNameSchema,
  /** The first day, YYYY-MM-DD (UTC); today or earlier starts the cohort now. */
  startsOn: isoDate('startsOn'),
  grantAmounts: GrantAmountsSchema,
  kycSizes: KycSizesSchema,
  votingPeriodDays: VotingPeriodDaysSchema,
  /** After the start day; DEFAULT_APPLICATION_DAYS after it unless given. */
  applicationsDueOn: ApplicationsDueOnSchema.optional(),
});
export type StartCohortRequest = z.infer<typeof StartCohortRequestSchema>;

/**
 * A cohort's settings: any of them until its distribution is approved; the applications' due date
 * until the cohort ends.
 */
export const UpdateCohortRequestSchema = z
  .strictObject({
    name: CohortNameSchema.optional(),
    grantAmounts: GrantAmountsSchema.optional(),
    kycSizes: KycSizesSchema.optional(),
    votingPeriodDays: VotingPeriodDaysSchema.optional(),
    applicationsDueOn: ApplicationsDueOnSchema.optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'body must give at least one of name, grantAmounts, kycSizes, votingPeriodDays, applicationsDueOn',
  );
export type UpdateCohortRequest = z.infer<typeof UpdateCohortRequestSchema>;

const CyclePeriodSchema = z.enum(CYCLE_PERIODS, {
  error: `period must be one of ${CYCLE_PERIODS.join(', ')}`,
});

/**
 * The period to move to: only the next one is accepted. Closing names what the admin was shown
 * (GET /api/cohorts/{id}/closing), so that nothing the admin did not see changes with it.
 */
export const MoveCohortRequestSchema = z
  .strictObject({
    period: CyclePeriodSchema,
    /** Closing: the grants shown going back to the pool (an empty list when none was). */
    returningGrantIds: z
      .array(recordId('returningGrantIds'), { error: 'returningGrantIds must be a list of ids' })
      .optional(),
    /** Closing before the applications' due date: that date, as shown. */
    applicationsDueOn: ApplicationsDueOnSchema.optional(),
  })
  .superRefine((move, context) => {
    if (move.period === 'closed' && move.returningGrantIds === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['returningGrantIds'],
        message:
          'returningGrantIds is required to close a cohort: the grants shown going back to the pool',
      });
    }
    if (move.period !== 'closed') {
      for (const field of ['returningGrantIds', 'applicationsDueOn'] as const) {
        if (move[field] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is only given to close a cohort`,
          });
        }
      }
    }
  });
export type MoveCohortRequest = z.infer<typeof MoveCohortRequestSchema>;

/** An admin's reason to cancel a cohort (the scouts and nominees are emailed it). */
export const CancelCohortRequestSchema = z.strictObject({
  reason: requiredProse('reason', COHORT_CANCEL_REASON_MAX_LENGTH),
});
export type CancelCohortRequest = z.infer<typeof CancelCohortRequestSchema>;

/** A grant at stake when a cohort closes, with what it still waits for. */
export const ClosingGrantSchema = z.object({
  grantId: recordId('grantId'),
  applicationId: recordId('applicationId'),
  contributor: z.object({ id: recordId('id'), name: text('name') }),
  size: GrantSizeSchema,
  amountDrops: drops('amountDrops'),
  /** What it waits for ("the contributor to register a wallet"…), as the payments page says it. */
  waitingFor: z.array(text('waitingFor')),
});
export type ClosingGrant = z.infer<typeof ClosingGrantSchema>;

/** What closing the cohort now does: the page's confirmation and the close read it alike. */
export const CohortClosingSchema = z.object({
  /** Grants whose applications end unfinished with the close: their amounts go back to the pool. */
  returningToPool: z.array(ClosingGrantSchema),
  /** Grants not payable yet that stay open (the admins' review, KYC): they can still be paid. */
  stayingOpen: z.array(ClosingGrantSchema),
  /** Applications the contributors have not finished (with a grant or not): they end. */
  unfinishedApplications: z.number().int(),
  applicationsDueOn: text('applicationsDueOn').nullable(),
  /** Closing now comes before the applications' due date: the close must name that date. */
  beforeApplicationsDue: z.boolean(),
});
export type CohortClosing = z.infer<typeof CohortClosingSchema>;

export const DistributionApprovalSchema = z.object({
  approvals: z.number().int(),
  judges: z.number().int(),
  /**
   * Every panel judge not excused, at least 1; 0 for a cohort that reached distribution before
   * judging had panels (approved before judging existed).
   */
  required: z.number().int(),
});
export type DistributionApprovalView = z.infer<typeof DistributionApprovalSchema>;

const PersonSchema = z.object({
  id: recordId('id'),
  email: text('email'),
  name: text('name').nullable(),
});

export const CohortDetailSchema = CohortListItemSchema.extend({
  grantAmounts: GrantAmountsSchema,
  kycSizes: z.array(GrantSizeSchema),
  /** The periods reached, in order, with when each began. */
  periods: z.array(z.object({ period: CohortPeriodSchema, beganAt: text('beganAt') })),
  /** The move the cohort's page offers, or null once it ended. */
  nextMove: z
    .object({
      period: CohortPeriodSchema,
      label: text('label'),
      effect: text('effect'),
      allowed: z.boolean(),
      /** Why the move is refused now (not started, distribution not approved). */
      reason: text('reason').nullable(),
    })
    .nullable(),
  settingsLocked: z.boolean(),
  distribution: DistributionApprovalSchema,
  scouts: z.array(PersonSchema.extend({ nominations: z.number().int() })),
  /** The cohort's panel once it reached assessment; before that, every judge (the panel-to-be). */
  judges: z.array(PersonSchema),
  /** When an admin last reminded its judges (at most once a day), or null. */
  judgesRemindedAt: text('judgesRemindedAt').nullable(),
  /**
   * Whether an admin may cancel it now (until its distribution is approved), with why not;
   * null once it ended.
   */
  cancel: z.object({ allowed: z.boolean(), reason: text('reason').nullable() }).nullable(),
});
export type CohortDetail = z.infer<typeof CohortDetailSchema>;

/** A move's answer: the cohort, and the grants that went back to the pool with a close. */
export const CohortMoveOutcomeSchema = CohortDetailSchema.extend({
  returnedToPool: z.array(ClosingGrantSchema),
});
export type CohortMoveOutcome = z.infer<typeof CohortMoveOutcomeSchema>;

/**
 * A 409 of a move: the cohort is not in the period before, or a close names what no longer
 * matches what the admin was shown (the field to review again).
 */
export const CohortCloseConflictErrorSchema = ErrorBodySchema.extend({
  fields: z.array(z.enum(['returningGrantIds', 'applicationsDueOn'])).optional(),
});

export const ListCohortNominationsQuerySchema = PagingQuerySchema.extend({
  sort: z
    .enum(NOMINATION_SORTS, { error: `sort must be one of ${NOMINATION_SORTS.join(', ')}` })
    .default('score'),
  search: SearchSchema,
});
export type ListCohortNominationsQuery = z.input<typeof ListCohortNominationsQuerySchema>;

export const CohortNominationSchema = z.object({
  id: recordId('id'),
  contributor: z.object({
    firstName: text('firstName'),
    lastName: text('lastName'),
    githubUsername: text('githubUsername'),
  }),
  projects: z.array(ProjectSchema.pick({ id: true, name: true, githubRepo: true })),
  score: z.number().int(),
  votes: z.number().int(),
  /** Scouts behind the nomination. */
  scouts: z.number().int(),
  assessments: z.number().int(),
  createdAt: text('createdAt'),
});
export type CohortNomination = z.infer<typeof CohortNominationSchema>;

export const CohortNominationListSchema = PageInfoSchema.extend({
  nominations: z.array(CohortNominationSchema),
});
export type CohortNominationList = z.infer<typeof CohortNominationListSchema>;

/** What the "Start a cohort" form is filled with. */
export const CohortDefaultsSchema = z.object({
  /** "Wave 2" after "Wave 1". */
  suggestedName: text('suggestedName'),
  /** Today, YYYY-MM-DD (UTC). */
  startsOn: text('startsOn'),
  grantAmounts: GrantAmountsSchema,
  kycSizes: z.array(GrantSizeSchema),
  votingPeriodDays: z.number().int(),
  /** DEFAULT_APPLICATION_DAYS after `startsOn`. */
  applicationsDueOn: text('applicationsDueOn'),
  /** The cohort that must be closed before another can start, if any. */
  unclosedCohort: z
    .object({ id: recordId('id'), name: text('name'), period: CohortPeriodSchema })
    .nullable(),
});
export type CohortDefaults = z.infer<typeof CohortDefaultsSchema>;
