import { z } from 'zod';
import { NOMINATION_CATEGORIES, NOMINATION_SORTS, VOTE_TYPES } from '../domain/programme';
import { PageInfoSchema, PagingQuerySchema, SearchSchema } from '../common';
import { CohortSchema } from '../programme/schemas';
import { ProjectSchema } from '../projects/schemas';
import { recordId, text } from '../fields';

export const VoteTypeSchema = z.enum(VOTE_TYPES, {
  error: `vote type must be one of ${VOTE_TYPES.join(', ')}`,
});

export const NominationSchema = z.object({
  id: recordId('id'),
  description: text('description'),
  categories: z.array(z.enum(NOMINATION_CATEGORIES)),
  contributionDate: text('contributionDate'),
  createdAt: text('createdAt'),
  score: z.number().int(),
  /** The scouts behind it: its scout and the co-nominators. */
  scouts: z.number().int(),
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
  /**
   * What happened, in the product's words: upvote, downvote, remove vote, change to …, no change.
   */
  message: text('message'),
  nominationId: recordId('nominationId'),
  myVote: VoteTypeSchema.exclude(['NONE']).nullable(),
  score: z.number().int(),
});
export type CastVoteResponse = z.infer<typeof CastVoteResponseSchema>;

/** GET /api/voters/me/votes: the connected voter's votes in the active cohort, newest first. */
export const MyVotesSchema = z.object({
  cohort: z.object({ id: recordId('id'), name: text('name') }).nullable(),
  votes: z.array(
    z.object({
      nominationId: recordId('nominationId'),
      contributor: text('contributor'),
      projects: z.array(z.object({ id: recordId('id'), name: text('name') })),
      vote: VoteTypeSchema.exclude(['NONE']),
      votedAt: text('votedAt'),
    }),
  ),
});
export type MyVotes = z.infer<typeof MyVotesSchema>;

/**
 * Where reading a cohort's voters from the ledger stands (before its move to assessment): each
 * voter who took part counted once, by how the last read since its voting began ended, or as
 * waiting. `historyMissing`: the node lacks the ledger that activated the account (balance only;
 * XRPL_RPC_URL needs full history). `failed`: the node could not answer (read again in a few
 * minutes). `waiting`: not read since the cohort entered voting, or never.
 */
export const VoterLedgerReadsSchema = z.object({
  total: z.number().int(),
  read: z.number().int(),
  notFound: z.number().int(),
  historyMissing: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
  /** The newest of those reads. */
  lastReadAt: text('lastReadAt').nullable(),
});
export type VoterLedgerReads = z.infer<typeof VoterLedgerReadsSchema>;
