// Every call of the API, written once: method, path, who may call it and the schemas of
// what goes in and comes out. The server registers its routes from this table and the
// permission tests walk it, so a route cannot exist without an access rule.
import type { z } from 'zod';
import type { Role } from './domain/roles';
import { FieldErrorSchema, HealthDownSchema, HealthSchema, OutcomeSchema } from './common';
import {
  ContributorConflictErrorSchema,
  ContributorIdParamsSchema,
  ContributorListSchema,
  ContributorOutcomeSchema,
  CreateContributorRequestSchema,
  SearchContributorsQuerySchema,
} from './contributors';
import {
  CoNominateRequestSchema,
  CreatedNominationOutcomeSchema,
  CreateNominationRequestSchema,
  ListScoutedNominationsQuerySchema,
  NominationConflictErrorSchema,
  NominationIdParamsSchema,
  NominationOutcomeSchema,
  PairNominationListSchema,
  ScoutedNominationListSchema,
  UpdateNominationRequestSchema,
} from './nominations';
import {
  CrossmarkChecksignRequestSchema,
  CrossmarkHashSchema,
  GemWalletChecksignRequestSchema,
  GemWalletHashQuerySchema,
  GemWalletHashSchema,
  PublicConfigSchema,
  WalletSessionSchema,
  WalletSignInSchema,
  XamanChecksignQuerySchema,
  XamanCreatedPayloadSchema,
  XamanCreatePayloadRequestSchema,
  XamanGetPayloadQuerySchema,
  XamanPayloadSchema,
} from './wallets';
import {
  CastVoteRequestSchema,
  CastVoteResponseSchema,
  ListNominationsQuerySchema,
  NominationListSchema,
  RegisterVoterRequestSchema,
  RegisterVoterResponseSchema,
  VoterStatusSchema,
} from './voting';
import {
  ActiveCohortSchema,
  CohortDefaultsSchema,
  CohortDetailSchema,
  CohortIdParamsSchema,
  CohortListSchema,
  CohortNominationListSchema,
  DashboardSchema,
  ListCohortNominationsQuerySchema,
  ListCohortsQuerySchema,
  MoveCohortRequestSchema,
  StartCohortRequestSchema,
  UpdateCohortRequestSchema,
} from './cohorts';
import {
  CreateProjectRequestSchema,
  DuplicateProjectErrorSchema,
  ListProjectsQuerySchema,
  ProjectIdParamsSchema,
  ProjectInputErrorSchema,
  ProjectListSchema,
  ProjectOutcomeSchema,
  UpdateProjectRequestSchema,
} from './projects';
import { AuditLogListSchema, ListLogsQuerySchema } from './logs';
import {
  CreateUserRequestSchema,
  DeleteUserRequestSchema,
  ListUsersQuerySchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ProfileOutcomeSchema,
  ResetPasswordRequestSchema,
  SetPasswordRequestSchema,
  UpdateProfileRequestSchema,
  UserListSchema,
  UserOutcomeSchema,
  VerifyResponseSchema,
} from './users';

/**
 * `public`: anyone; `session`: any signed-in user; a list of roles: only those;
 * `wallet`: a session with a wallet address the API has confirmed (with or without a user).
 */
export type EndpointAccess = 'public' | 'session' | 'wallet' | readonly Role[];

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  access: EndpointAccess;
  summary: string;
  tag: string;
  /** For `{name}` segments of the path. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /**
   * Error answers whose body holds more than `{ message }` (each schema extends ErrorBodySchema).
   * Any call may answer 503 `{ message }` with `Retry-After` while the database is unreachable.
   */
  errors?: { 400?: z.ZodType; 409?: z.ZodType; 503?: z.ZodType };
  /**
   * `'spec'`: a 400 of the input rules says it in SPEC.md's words, "mandatory field missing: a,
   * b; fields invalid: c must …", with the `fields` named (FieldErrorSchema). Without it a 400
   * is the rules' messages joined by '; '.
   */
  validationWords?: 'spec';
}

const ADMIN = ['admin'] as const;
const SCOUT = ['scout'] as const;
const SCOUT_OR_ADMIN = ['scout', 'admin'] as const;

export const ENDPOINTS = {
  health: {
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: HealthSchema,
    errors: { 503: HealthDownSchema },
  },
  login: {
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    summary: 'Sign in with email and password; answers an api_token',
    tag: 'users',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
  },
  verifyUser: {
    method: 'GET',
    path: '/api/users/verify',
    access: 'session',
    summary: 'The user of the bearer token',
    tag: 'users',
    response: VerifyResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/api/users/logout',
    access: 'session',
    summary: 'Ends the session of the bearer token',
    tag: 'users',
    response: OutcomeSchema,
  },
  createUser: {
    method: 'POST',
    path: '/api/users',
    access: ADMIN,
    summary: 'Creates a user with a role and emails an invitation to set a password',
    tag: 'users',
    body: CreateUserRequestSchema,
    response: UserOutcomeSchema,
    status: 201,
  },
  listUsers: {
    method: 'GET',
    path: '/api/users',
    access: ADMIN,
    summary: 'Users, newest first, paged, optionally of one role',
    tag: 'users',
    query: ListUsersQuerySchema,
    response: UserListSchema,
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/users',
    access: ADMIN,
    summary: 'Deletes a user and ends their sessions',
    tag: 'users',
    body: DeleteUserRequestSchema,
    response: OutcomeSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/users/password/reset',
    access: 'public',
    summary: 'Emails a password reset link; the same answer whether or not the email exists',
    tag: 'users',
    body: ResetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  setPassword: {
    method: 'POST',
    path: '/api/users/password',
    access: 'public',
    summary: 'Sets a password with an invitation or reset token (single use, expiring)',
    tag: 'users',
    body: SetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/updateProfile',
    access: 'session',
    summary: "Updates the signed-in user's name",
    tag: 'users',
    body: UpdateProfileRequestSchema,
    response: ProfileOutcomeSchema,
  },
  listLogs: {
    method: 'GET',
    path: '/api/logs',
    access: ADMIN,
    summary: 'The audit log, newest first, paged',
    tag: 'logs',
    query: ListLogsQuerySchema,
    response: AuditLogListSchema,
  },
  publicConfig: {
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'What the browser needs to know about this deployment (ledger network)',
    tag: 'system',
    response: PublicConfigSchema,
  },
  crossmarkHash: {
    method: 'GET',
    path: '/api/wallets/crossmark/hash',
    access: 'public',
    summary: 'A single-use challenge for Crossmark to sign',
    tag: 'wallets',
    response: CrossmarkHashSchema,
  },
  crossmarkChecksign: {
    method: 'POST',
    path: '/api/wallets/crossmark/checksign',
    access: 'public',
    summary: 'Checks a Crossmark signature of the challenge; answers a session for the address',
    tag: 'wallets',
    body: CrossmarkChecksignRequestSchema,
    response: WalletSignInSchema,
  },
  gemWalletHash: {
    method: 'GET',
    path: '/api/wallets/gemwallet/hash',
    access: 'public',
    summary: 'A single-use challenge for GemWallet to sign, bound to the public key and address',
    tag: 'wallets',
    query: GemWalletHashQuerySchema,
    response: GemWalletHashSchema,
  },
  gemWalletChecksign: {
    method: 'POST',
    path: '/api/wallets/gemwallet/checksign',
    access: 'public',
    summary: 'Checks a GemWallet signature of the challenge; answers a session for the address',
    tag: 'wallets',
    body: GemWalletChecksignRequestSchema,
    response: WalletSignInSchema,
  },
  xamanCreatePayload: {
    method: 'POST',
    path: '/api/wallets/xaman/createpayload',
    access: 'public',
    summary:
      "Creates a Xaman payload on the configured network: a SignIn, or (with a wallet session) one of Glow's payments from that wallet; answers the payload's secret",
    tag: 'wallets',
    body: XamanCreatePayloadRequestSchema,
    response: XamanCreatedPayloadSchema,
  },
  xamanGetPayload: {
    method: 'GET',
    path: '/api/wallets/xaman/getpayload',
    access: 'public',
    summary: 'The state of a payload this server created, for the holder of its secret',
    tag: 'wallets',
    query: XamanGetPayloadQuerySchema,
    response: XamanPayloadSchema,
  },
  xamanChecksign: {
    method: 'GET',
    path: '/api/wallets/xaman/checksign',
    access: 'public',
    summary:
      'Checks a signed Xaman SignIn payload (with its secret, within its maximum age); answers a session for its account',
    tag: 'wallets',
    query: XamanChecksignQuerySchema,
    response: WalletSignInSchema,
  },
  walletSession: {
    method: 'GET',
    path: '/api/wallets/session',
    access: 'wallet',
    summary: "The wallet confirmed for the bearer token's session",
    tag: 'wallets',
    response: WalletSessionSchema,
  },
  disconnectWallet: {
    method: 'DELETE',
    path: '/api/wallets/session',
    access: 'wallet',
    summary: 'Forgets the wallet of the session (ends the session when no user is signed in)',
    tag: 'wallets',
    response: OutcomeSchema,
  },
  adminDashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: ADMIN,
    summary: 'The unclosed cohort, its figures and what needs an admin next',
    tag: 'cohorts',
    response: DashboardSchema,
  },
  activeCohort: {
    method: 'GET',
    path: '/api/cohorts/active',
    access: 'public',
    summary: 'The active cohort and its period, or null',
    tag: 'voting',
    response: ActiveCohortSchema,
  },
  listCohorts: {
    method: 'GET',
    path: '/api/cohorts',
    access: ADMIN,
    summary: 'Every cohort, newest start first, with its figures, paged',
    tag: 'cohorts',
    query: ListCohortsQuerySchema,
    response: CohortListSchema,
  },
  cohortDefaults: {
    method: 'GET',
    path: '/api/cohorts/defaults',
    access: ADMIN,
    summary: "What a new cohort starts with (the last cohort's settings) and the unclosed cohort",
    tag: 'cohorts',
    response: CohortDefaultsSchema,
  },
  startCohort: {
    method: 'POST',
    path: '/api/cohorts',
    access: ADMIN,
    summary: 'Starts a cohort in its nomination period; refused while another is unclosed',
    tag: 'cohorts',
    body: StartCohortRequestSchema,
    response: CohortDetailSchema,
    status: 201,
  },
  getCohort: {
    method: 'GET',
    path: '/api/cohorts/{id}',
    access: ADMIN,
    summary: 'A cohort: settings, periods reached, the next move, figures, scouts and judges',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    response: CohortDetailSchema,
  },
  listCohortNominations: {
    method: 'GET',
    path: '/api/cohorts/{id}/nominations',
    access: ADMIN,
    summary: "A cohort's nominations with score, scouts and assessments, paged, with search",
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    query: ListCohortNominationsQuerySchema,
    response: CohortNominationListSchema,
  },
  updateCohort: {
    method: 'PATCH',
    path: '/api/cohorts/{id}',
    access: ADMIN,
    summary:
      "Changes a cohort's name, grant amounts, KYC sizes or voting days (until its distribution is approved)",
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: UpdateCohortRequestSchema,
    response: CohortDetailSchema,
  },
  moveCohort: {
    method: 'POST',
    path: '/api/cohorts/{id}/period',
    access: ADMIN,
    summary: 'Moves a cohort to its next period (no skipping, no going back; closing sets its end)',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: MoveCohortRequestSchema,
    response: CohortDetailSchema,
  },
  listNominations: {
    method: 'GET',
    path: '/api/nominations',
    access: 'public',
    summary:
      "The active cohort's nominations with score; with a wallet session, the voter's own vote",
    tag: 'voting',
    query: ListNominationsQuerySchema,
    response: NominationListSchema,
  },
  searchContributors: {
    method: 'GET',
    path: '/api/contributors',
    access: SCOUT_OR_ADMIN,
    summary:
      'Contributors by last and first name, paged; search by part of a name or GitHub username, or a full email',
    tag: 'nominations',
    query: SearchContributorsQuerySchema,
    response: ContributorListSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  createContributor: {
    method: 'POST',
    path: '/api/contributors',
    access: SCOUT_OR_ADMIN,
    summary:
      'Creates a contributor (email and GitHub username unique); their account comes with their first nomination',
    tag: 'nominations',
    body: CreateContributorRequestSchema,
    response: ContributorOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 409: ContributorConflictErrorSchema },
    validationWords: 'spec',
  },
  listContributorNominations: {
    method: 'GET',
    path: '/api/contributors/{id}/nominations',
    access: SCOUT_OR_ADMIN,
    summary:
      "A contributor's nominations in the active cohort (to back one instead of a duplicate)",
    tag: 'nominations',
    params: ContributorIdParamsSchema,
    response: PairNominationListSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  listScoutedNominations: {
    method: 'GET',
    path: '/api/nominations/scouted',
    access: SCOUT_OR_ADMIN,
    summary:
      "The nominations a scout made or backs, active cohort first, paged; an admin's view: all, or one scout's",
    tag: 'nominations',
    query: ListScoutedNominationsQuerySchema,
    response: ScoutedNominationListSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  createNomination: {
    method: 'POST',
    path: '/api/nominations',
    access: SCOUT,
    summary:
      'Nominates a contributor for one or more projects in the active cohort during its nomination period; invites the contributor by email',
    tag: 'nominations',
    body: CreateNominationRequestSchema,
    response: CreatedNominationOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 409: NominationConflictErrorSchema },
    validationWords: 'spec',
  },
  coNominate: {
    method: 'POST',
    path: '/api/nominations/{id}/co-nominations',
    access: SCOUT,
    summary:
      "Backs another scout's nomination as a co-nominator, with screening answers and a note",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: CoNominateRequestSchema,
    response: NominationOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 409: NominationConflictErrorSchema },
    validationWords: 'spec',
  },
  updateNomination: {
    method: 'PATCH',
    path: '/api/nominations/{id}',
    access: SCOUT,
    summary:
      "Changes the description, categories or contribution date of the scout's own nomination during the nomination period",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: UpdateNominationRequestSchema,
    response: NominationOutcomeSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  withdrawNomination: {
    method: 'DELETE',
    path: '/api/nominations/{id}',
    access: SCOUT,
    summary:
      "Withdraws the scout's own nomination during the nomination period; with co-nominators it passes to the earliest",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  withdrawCoNomination: {
    method: 'DELETE',
    path: '/api/nominations/{id}/co-nominations/mine',
    access: SCOUT,
    summary: "Withdraws the scout's backing of a nomination during the nomination period",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  listProjects: {
    method: 'GET',
    path: '/api/projects',
    access: 'public',
    summary: 'Projects, by name, with search, their GitHub figures and nominations',
    tag: 'projects',
    query: ListProjectsQuerySchema,
    response: ProjectListSchema,
  },
  createProject: {
    method: 'POST',
    path: '/api/projects',
    access: ['admin', 'scout'],
    summary:
      'Creates a project whose GitHub repository exists and is public (checked on GitHub first)',
    tag: 'projects',
    body: CreateProjectRequestSchema,
    response: ProjectOutcomeSchema,
    status: 201,
    errors: { 400: ProjectInputErrorSchema, 409: DuplicateProjectErrorSchema },
  },
  updateProject: {
    method: 'PATCH',
    path: '/api/projects/{id}',
    access: ADMIN,
    summary: 'Edits a project; a new repository is checked on GitHub',
    tag: 'projects',
    params: ProjectIdParamsSchema,
    body: UpdateProjectRequestSchema,
    response: ProjectOutcomeSchema,
    errors: { 400: ProjectInputErrorSchema, 409: DuplicateProjectErrorSchema },
  },
  voterStatus: {
    method: 'GET',
    path: '/api/voters/me',
    access: 'wallet',
    summary: "Whether the session's wallet is a registered voter",
    tag: 'voting',
    response: VoterStatusSchema,
  },
  registerVoter: {
    method: 'POST',
    path: '/api/voters',
    access: 'wallet',
    summary:
      "Registers the session's wallet as a voter, from its validated 1-drop payment to the verification address",
    tag: 'voting',
    body: RegisterVoterRequestSchema,
    response: RegisterVoterResponseSchema,
    status: 201,
  },
  castVote: {
    method: 'POST',
    path: '/api/votes',
    access: 'wallet',
    summary:
      'UP, DOWN or NONE (removes the vote) on a nomination of the cohort in its voting period',
    tag: 'voting',
    body: CastVoteRequestSchema,
    response: CastVoteResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
