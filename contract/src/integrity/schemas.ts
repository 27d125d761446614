// Vote integrity: what the ledger says of a cohort's voters, the clusters and signals read from it,
// each nomination's score three ways, and the exclusions admins wrote.
import { z } from 'zod';
import {
  EXCLUSION_REASON_MAX_LENGTH,
  INTEGRITY_SETTING_BOUNDS,
  VOTER_SIGNALS,
} from '../domain/integrity';
import { PageInfoSchema, PagingQuerySchema } from '../common';
import {
  classicAddress,
  recordId,
  recordIdParam,
  requiredProse,
  text,
  wholeNumber,
} from '../fields';
import { CohortPeriodSchema } from '../programme/schemas';

const setting = (field: keyof typeof INTEGRITY_SETTING_BOUNDS) =>
  wholeNumber(field, INTEGRITY_SETTING_BOUNDS[field]);

export const IntegritySettingsSchema = z.strictObject({
  youngAccountDays: setting('youngAccountDays'),
  clusterMinVoters: setting('clusterMinVoters'),
  burstVoters: setting('burstVoters'),
  burstMinutes: setting('burstMinutes'),
  exchangeMinAccounts: setting('exchangeMinAccounts'),
  minAccountAgeDays: setting('minAccountAgeDays').nullable(),
});

export const VoterSignalSchema = z.enum(VOTER_SIGNALS);

/** Voters activated, directly or through one account between, by one funder. */
export const FundingClusterSchema = z.object({
  funder: text('funder'),
  /** 2 when some members were activated through an account between. */
  hops: z.number().int(),
  members: z.number().int(),
  firstRegisteredAt: text('firstRegisteredAt'),
  lastRegisteredAt: text('lastRegisteredAt'),
  burst: z.boolean(),
  votesAlike: z.boolean(),
  /** Members an admin excluded from the tally. */
  excludedMembers: z.number().int(),
});
export type FundingCluster = z.infer<typeof FundingClusterSchema>;

export const ExclusionSchema = z.object({
  id: recordId('id'),
  /** The cluster's funder, or null for one voter. */
  funder: text('funder').nullable(),
  /** The voter, or null for a cluster. */
  voterAddress: text('voterAddress').nullable(),
  voters: z.number().int(),
  /** The votes of those voters in the cohort, cast now; stored, left out of the tally. */
  votes: z.number().int(),
  reason: text('reason'),
  excludedBy: text('excludedBy'),
  excludedAt: text('excludedAt'),
});
export type Exclusion = z.infer<typeof ExclusionSchema>;

/** A nomination's score three ways. */
export const IntegrityNominationSchema = z.object({
  id: recordId('id'),
  contributor: text('contributor'),
  votes: z.number().int(),
  /** Every vote, excluded voters' too. */
  everyVoteScore: z.number().int(),
  /** The tally: every vote but the excluded voters'. */
  score: z.number().int(),
  /** The tally with every flagged voter left out too. */
  withoutFlaggedScore: z.number().int(),
});

/**
 * GET /api/cohorts/{id}/vote-integrity: the page's first screen. How far the ledger reads have come
 * is GET /api/cohorts/{id}/voter-ledger-reads.
 */
export const VoteIntegritySchema = z.object({
  cohort: z.object({ id: recordId('id'), name: text('name'), period: CohortPeriodSchema }),
  settings: IntegritySettingsSchema,
  /** Whether settings and exclusions may change; null when they may. */
  lockedBecause: text('lockedBecause').nullable(),
  /** When the signals were last worked out; null before the first time. */
  analysedAt: text('analysedAt').nullable(),
  figures: z.object({
    voters: z.number().int(),
    flaggedVoters: z.number().int(),
    clusters: z.number().int(),
    excludedVoters: z.number().int(),
    excludedVotes: z.number().int(),
  }),
  /** Largest first. */
  clusters: z.array(FundingClusterSchema),
  /** Highest tally first. */
  nominations: z.array(IntegrityNominationSchema),
  /** Newest first. */
  exclusions: z.array(ExclusionSchema),
});
export type VoteIntegrity = z.infer<typeof VoteIntegritySchema>;

export const IntegrityVotersQuerySchema = PagingQuerySchema.extend({
  /** One cluster's members; without it, every flagged voter. */
  funder: classicAddress('funder').optional(),
});
export type IntegrityVotersQuery = z.input<typeof IntegrityVotersQuerySchema>;

export const IntegrityVoterSchema = z.object({
  address: text('address'),
  registeredAt: text('registeredAt'),
  /** From the ledger; null until read, or when the node lacks the history. */
  activatedAt: text('activatedAt').nullable(),
  activatedBy: text('activatedBy').nullable(),
  /** Whole days between activation and registration. */
  ageDaysAtRegistration: z.number().int().nullable(),
  transactionCount: z.number().int().nullable(),
  /** The funder of its cluster, or null. */
  clusterFunder: text('clusterFunder').nullable(),
  signals: z.array(VoterSignalSchema),
  excluded: z.boolean(),
  /** Its votes in the cohort. */
  votes: z.array(
    z.object({ nominationId: recordId('nominationId'), vote: z.enum(['UP', 'DOWN']) }),
  ),
});
export type IntegrityVoter = z.infer<typeof IntegrityVoterSchema>;

export const IntegrityVoterListSchema = PageInfoSchema.extend({
  voters: z.array(IntegrityVoterSchema),
});
export type IntegrityVoterList = z.infer<typeof IntegrityVoterListSchema>;

/** Exactly one of `funder` (a cluster) and `voterAddress` (one voter). */
export const ExcludeVotersRequestSchema = z
  .strictObject({
    funder: classicAddress('funder').optional(),
    voterAddress: classicAddress('voterAddress').optional(),
    reason: requiredProse('reason', EXCLUSION_REASON_MAX_LENGTH),
  })
  .refine(
    (body) => (body.funder === undefined) !== (body.voterAddress === undefined),
    'body must give one of funder and voterAddress',
  );
export type ExcludeVotersRequest = z.infer<typeof ExcludeVotersRequestSchema>;

export const ExclusionParamsSchema = z.strictObject({
  id: recordIdParam('cohort id'),
  exclusionId: recordIdParam('exclusion id'),
});
