// The voting calls: the nominations voters see, voter registration and votes.
import * as ROUTES from './routes';
import { ADMIN, PUBLIC_PAGE_CACHE, type Endpoint } from '../endpoint';
import { CohortIdParamsSchema } from '../programme/schemas';
import { ErrorBodySchema } from '../common';
import {
  CastVoteRequestSchema,
  CastVoteResponseSchema,
  ListNominationsQuerySchema,
  MyVotesSchema,
  NominationListSchema,
  RegisterVoterRequestSchema,
  RegisterVoterResponseSchema,
  VoterLedgerReadsSchema,
  VoterStatusSchema,
} from './schemas';

export const VOTING_ENDPOINTS = {
  listNominations: {
    ...ROUTES.listNominations,
    access: 'public',
    summary:
      "The active cohort's nominations with score; with a wallet session, the voter's own vote",
    tag: 'voting',
    query: ListNominationsQuerySchema,
    response: NominationListSchema,
    sharedCache: PUBLIC_PAGE_CACHE,
  },
  voterStatus: {
    ...ROUTES.voterStatus,
    access: 'wallet',
    summary: "Whether the session's wallet is a registered voter",
    tag: 'voting',
    response: VoterStatusSchema,
  },
  registerVoter: {
    ...ROUTES.registerVoter,
    access: 'wallet',
    summary:
      "Registers the session's wallet as a voter, from its validated 1-drop payment to the verification address",
    tag: 'voting',
    body: RegisterVoterRequestSchema,
    response: RegisterVoterResponseSchema,
    status: 201,
    errors: { 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  castVote: {
    ...ROUTES.castVote,
    access: 'wallet',
    summary:
      'UP, DOWN or NONE (removes the vote) on a nomination of the cohort in its voting period',
    tag: 'voting',
    body: CastVoteRequestSchema,
    response: CastVoteResponseSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  listMyVotes: {
    ...ROUTES.listMyVotes,
    access: 'wallet',
    summary: "The connected voter's votes in the active cohort, newest first",
    tag: 'voting',
    response: MyVotesSchema,
  },
  voterLedgerReads: {
    ...ROUTES.voterLedgerReads,
    access: ADMIN,
    summary:
      "How far the reads of the cohort's voters from the ledger have come: read, not found, history missing, failed, waiting",
    tag: 'voting',
    params: CohortIdParamsSchema,
    response: VoterLedgerReadsSchema,
    errors: { 404: ErrorBodySchema },
  },
} as const satisfies Record<string, Endpoint>;
