import { z } from 'zod';
import {
  COHORT_PERIODS,
  NOMINATION_CATEGORIES,
  NOMINATION_SORTS,
  VOTE_TYPES,
} from './domain/programme';
import { SEARCH_MAX_LENGTH } from './limits';
import { PageInfoSchema, PagingQuerySchema } from './common';

export const CohortPeriodSchema = z.enum(COHORT_PERIODS, {
  error: `period must be one of ${COHORT_PERIODS.join(', ')}`,
});
export const VoteTypeSchema = z.enum(VOTE_TYPES, {
  error: `vote type must be one of ${VOTE_TYPES.join(', ')}`,
});

export const CohortSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  period: CohortPeriodSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Cohort = z.infer<typeof CohortSchema>;

/** The active cohort, or null when there is none (not an error: the pages show an empty state). */
export const ActiveCohortSchema = z.object({ cohort: CohortSchema.nullable() });
export type ActiveCohort = z.infer<typeof ActiveCohortSchema>;

export const CohortIdParamsSchema = z.strictObject({
  // The path's text is coerced; callers are typed to pass a number.
  id: z.coerce
    .number<number>({ error: 'cohort id must be a number' })
    .int('cohort id must be a whole number')
    .positive('cohort id must be greater than 0'),
});

export const UpdateCohortRequestSchema = z.strictObject({ period: CohortPeriodSchema });
export type UpdateCohortRequest = z.infer<typeof UpdateCohortRequestSchema>;

export const ProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  githubRepo: z.string(),
  websiteUrl: z.string().nullable(),
  xHandle: z.string().nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

const SearchSchema = z
  .string({ error: 'search must be a string' })
  .trim()
  .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .optional();

export const ListProjectsQuerySchema = PagingQuerySchema.extend({ search: SearchSchema });
export type ListProjectsQuery = z.input<typeof ListProjectsQuerySchema>;

export const ProjectListSchema = PageInfoSchema.extend({ projects: z.array(ProjectSchema) });
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const NominationSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  categories: z.array(z.enum(NOMINATION_CATEGORIES)),
  contributionDate: z.string(),
  createdAt: z.string(),
  score: z.number().int(),
  contributor: z.object({
    firstName: z.string(),
    lastName: z.string(),
    githubUsername: z.string(),
  }),
  projects: z.array(
    ProjectSchema.pick({ id: true, name: true, githubRepo: true, websiteUrl: true }),
  ),
  /** The connected voter's vote, or null (also when no wallet is connected). */
  myVote: VoteTypeSchema.exclude(['NONE']).nullable(),
});
export type Nomination = z.infer<typeof NominationSchema>;

export const ListNominationsQuerySchema = PagingQuerySchema.extend({
  sort: z
    .enum(NOMINATION_SORTS, { error: `sort must be one of ${NOMINATION_SORTS.join(', ')}` })
    .default('score'),
  search: SearchSchema,
});
export type ListNominationsQuery = z.input<typeof ListNominationsQuerySchema>;

export const NominationListSchema = PageInfoSchema.extend({
  cohort: CohortSchema.nullable(),
  nominations: z.array(NominationSchema),
});
export type NominationList = z.infer<typeof NominationListSchema>;

export const TransactionHashSchema = z
  .string({ error: 'Transaction hash required' })
  .trim()
  // abort: an empty hash is only "required", not also of the wrong shape.
  .min(1, { error: 'Transaction hash required', abort: true })
  .regex(/^[0-9A-Fa-f]{64}$/, 'transaction hash must be 64 hexadecimal characters');

export const RegisterVoterRequestSchema = z.strictObject({
  transactionHash: TransactionHashSchema,
});
export type RegisterVoterRequest = z.infer<typeof RegisterVoterRequestSchema>;

export const VoterStatusSchema = z.object({
  address: z.string(),
  registered: z.boolean(),
  registeredAt: z.string().nullable(),
});
export type VoterStatus = z.infer<typeof VoterStatusSchema>;

export const RegisterVoterResponseSchema = VoterStatusSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
export type RegisterVoterResponse = z.infer<typeof RegisterVoterResponseSchema>;

export const CastVoteRequestSchema = z.strictObject({
  nominationId: z
    .number({ error: 'nomination id must be a number' })
    .int('nomination id must be valid')
    .positive('nomination id must be valid'),
  type: VoteTypeSchema,
});
export type CastVoteRequest = z.infer<typeof CastVoteRequestSchema>;

export const CastVoteResponseSchema = z.object({
  success: z.literal(true),
  /** What happened, in the product's words: upvote, downvote, remove vote, change to …, no change. */
  message: z.string(),
  nominationId: z.number().int(),
  myVote: VoteTypeSchema.exclude(['NONE']).nullable(),
  score: z.number().int(),
});
export type CastVoteResponse = z.infer<typeof CastVoteResponseSchema>;
