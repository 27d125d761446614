import { z } from 'zod';
import {
  COHORT_PERIODS,
  NOMINATION_CATEGORIES,
  NOMINATION_SORTS,
  VOTE_TYPES,
} from './domain/programme';
import { SEARCH_MAX_LENGTH } from './limits';
import { PageInfoSchema, PagingQuerySchema } from './common';
import { recordId, recordIdParam, text } from './fields';

export const CohortPeriodSchema = z.enum(COHORT_PERIODS, {
  error: `period must be one of ${COHORT_PERIODS.join(', ')}`,
});
export const VoteTypeSchema = z.enum(VOTE_TYPES, {
  error: `vote type must be one of ${VOTE_TYPES.join(', ')}`,
});

export const CohortSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  period: CohortPeriodSchema,
  startsAt: text('startsAt'),
  endsAt: text('endsAt').nullable(),
});
export type Cohort = z.infer<typeof CohortSchema>;

/** The active cohort, or null when there is none (not an error: the pages show an empty state). */
export const ActiveCohortSchema = z.object({ cohort: CohortSchema.nullable() });
export type ActiveCohort = z.infer<typeof ActiveCohortSchema>;

export const CohortIdParamsSchema = z.strictObject({
  id: recordIdParam('cohort id'),
});

export const UpdateCohortRequestSchema = z.strictObject({ period: CohortPeriodSchema });
export type UpdateCohortRequest = z.infer<typeof UpdateCohortRequestSchema>;

export const ProjectSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  description: text('description'),
  githubRepo: text('githubRepo'),
  websiteUrl: text('websiteUrl').nullable(),
  xHandle: text('xHandle').nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

const SearchSchema = text('search')
  .trim()
  .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
  .optional();

export const ListProjectsQuerySchema = PagingQuerySchema.extend({ search: SearchSchema });
export type ListProjectsQuery = z.input<typeof ListProjectsQuerySchema>;

export const ProjectListSchema = PageInfoSchema.extend({ projects: z.array(ProjectSchema) });
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const NominationSchema = z.object({
  id: recordId('id'),
  description: text('description'),
  categories: z.array(z.enum(NOMINATION_CATEGORIES)),
  contributionDate: text('contributionDate'),
  createdAt: text('createdAt'),
  score: z.number().int(),
  contributor: z.object({
    firstName: text('firstName'),
    lastName: text('lastName'),
    githubUsername: text('githubUsername'),
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

export const TransactionHashSchema = text('transaction hash', 'Transaction hash required')
  .trim()
  // abort: an empty hash is only "required", not also of the wrong shape.
  .min(1, { error: 'Transaction hash required', abort: true })
  .regex(/^[0-9A-Fa-f]{64}$/, 'transaction hash must be 64 hexadecimal characters');

export const RegisterVoterRequestSchema = z.strictObject({
  transactionHash: TransactionHashSchema,
});
export type RegisterVoterRequest = z.infer<typeof RegisterVoterRequestSchema>;

export const VoterStatusSchema = z.object({
  address: text('address'),
  registered: z.boolean(),
  registeredAt: text('registeredAt').nullable(),
});
export type VoterStatus = z.infer<typeof VoterStatusSchema>;

export const RegisterVoterResponseSchema = VoterStatusSchema.extend({
  success: z.literal(true),
  message: text('message'),
});
export type RegisterVoterResponse = z.infer<typeof RegisterVoterResponseSchema>;

export const CastVoteRequestSchema = z.strictObject({
  nominationId: recordId('nomination id'),
  type: VoteTypeSchema,
});
export type CastVoteRequest = z.infer<typeof CastVoteRequestSchema>;

export const CastVoteResponseSchema = z.object({
  success: z.literal(true),
  /** What happened, in the product's words: upvote, downvote, remove vote, change to …, no change. */
  message: text('message'),
  nominationId: recordId('nominationId'),
  myVote: VoteTypeSchema.exclude(['NONE']).nullable(),
  score: z.number().int(),
});
export type CastVoteResponse = z.infer<typeof CastVoteResponseSchema>;
