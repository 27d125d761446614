// Every call of the API, written once: its method and path (each area's routes.ts, which
// browsers import without zod), who may call it and the schemas of what goes in and comes out.
// The server registers its routes from this table and the permission tests walk it, so a route
// cannot exist without an access rule.
import * as ROUTES from './routes';
import type { z } from 'zod';
import type { Role } from './domain/roles';
import {
  ErrorBodySchema,
  FieldErrorSchema,
  HealthDownSchema,
  HealthSchema,
  OutcomeSchema,
} from './common';
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
  MyVotesSchema,
  NominationListSchema,
  RegisterVoterRequestSchema,
  RegisterVoterResponseSchema,
  VoterStatusSchema,
} from './voting';
import {
  ActiveCohortSchema,
  CancelCohortRequestSchema,
  CohortCloseConflictErrorSchema,
  CohortClosingSchema,
  CohortDefaultsSchema,
  CohortDetailSchema,
  CohortIdParamsSchema,
  CohortListSchema,
  CohortMoveOutcomeSchema,
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
  CohortPaymentsSchema,
  CreatePaymentBatchRequestSchema,
  CsvSchema,
  ExportPaymentsQuerySchema,
  PaymentBatchSchema,
  PaymentCohortsSchema,
  PaymentDetailSchema,
  PaymentIdParamsSchema,
  PaymentViewSchema,
  ReconcileResultSchema,
  RecordPaymentTransactionRequestSchema,
  ReportPaymentFailureRequestSchema,
} from './payments';
import { CohortReportSchema, ProgrammeReportSchema } from './reporting';
import { ResultsSchema } from './results';
import {
  AcceptDocumentRequestSchema,
  AcceptedDocumentParamsSchema,
  AdminApplicationDetailSchema,
  ApplicantRemindersOutcomeSchema,
  ApplicationIdParamsSchema,
  ApplicationOutcomeSchema,
  ApplicationReasonRequestSchema,
  ApplicationSubmittedSchema,
  CohortApplicationListSchema,
  ContributorDocumentParamsSchema,
  ContributorDocumentSchema,
  DocumentAcceptedSchema,
  EligibilityAnswersSchema,
  EligibilityOutcomeSchema,
  ListCohortApplicationsQuerySchema,
  MyApplicationsSchema,
  RegisterWalletRequestSchema,
  SubmitApplicationDetailsRequestSchema,
  WalletRegisteredSchema,
  WalletRegistrationChallengeRequestSchema,
  WalletRegistrationChallengeSchema,
  XamanRegistrationParamsSchema,
  XamanRegistrationRequestSchema,
} from './applications';
import {
  KycStartedSchema,
  KycStateSchema,
  KycWebhookEventSchema,
  KycWebhookOutcomeSchema,
} from './kyc';
import {
  AssessmentConflictErrorSchema,
  AssessmentIdParamsSchema,
  AssessmentOutcomeSchema,
  AssessmentSchema,
  AssessRequestSchema,
  CohortJudgeParamsSchema,
  ConsensusRequestSchema,
  DistributionSchema,
  EvaluationListQuerySchema,
  EvaluationListSchema,
  EvaluationSchema,
  ExcuseRequestSchema,
  JudgeRemindersOutcomeSchema,
  JudgeSummarySchema,
  RecuseRequestSchema,
  ReviewQuerySchema,
  ReviewSchema,
} from './judging';
import {
  CreateUserRequestSchema,
  DeleteUserOutcomeSchema,
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

/** The error statuses the API answers. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

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
   * Every error status the call answers beyond those any call may answer (400, 429, 500, 503 with
   * `Retry-After` while the database is unreachable; 401 and 403 unless public; 413, and 415
   * unless `rawBody`, when not a GET), and a common one whose body holds more than `{ message }`:
   * ErrorBodySchema, or a schema that extends it. The API's tests fail on an answer whose status
   * is not listed.
   */
  errors?: Partial<Record<ErrorStatus, z.ZodType>>;
  /**
   * `'spec'`: a 400 of the input rules says it in SPEC.md's words, "mandatory field missing: a,
   * b; fields invalid: c must …", with the `fields` named (FieldErrorSchema). Without it a 400
   * is the rules' messages joined by '; '.
   */
  validationWords?: 'spec';
  /**
   * `true`: the handler needs the request's exact bytes (a signature over the raw body): the
   * route keeps them and the handler checks `body` itself, after the signature.
   */
  rawBody?: true;
  /**
   * `'csv'`: the answer is a CSV download (RFC 4180, UTF-8, `text/csv`, streamed), not JSON; the
   * `response` schema is CsvSchema. Browsers download it (shared-api's downloadCsv), never call
   * it with contractCall.
   */
  produces?: 'csv';
}

const ADMIN = ['admin'] as const;
const SCOUT = ['scout'] as const;
const SCOUT_OR_ADMIN = ['scout', 'admin'] as const;
const JUDGE = ['judge'] as const;
const JUDGE_OR_ADMIN = ['judge', 'admin'] as const;
const CONTRIBUTOR = ['contributor'] as const;

export const ENDPOINTS = {
  health: {
    ...ROUTES.health,
    access: 'public',
    summary: 'Liveness and database check',
    tag: 'system',
    response: HealthSchema,
    errors: { 503: HealthDownSchema },
  },
  login: {
    ...ROUTES.login,
    access: 'public',
    summary: 'Sign in with email and password; answers an api_token',
    tag: 'users',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    errors: { 401: ErrorBodySchema, 403: ErrorBodySchema },
  },
  verifyUser: {
    ...ROUTES.verifyUser,
    access: 'session',
    summary: 'The user of the bearer token',
    tag: 'users',
    response: VerifyResponseSchema,
  },
  logout: {
    ...ROUTES.logout,
    access: 'session',
    summary: 'Ends the session of the bearer token',
    tag: 'users',
    response: OutcomeSchema,
  },
  createUser: {
    ...ROUTES.createUser,
    access: ADMIN,
    summary: 'Creates a user with a role and emails an invitation to set a password',
    tag: 'users',
    body: CreateUserRequestSchema,
    response: UserOutcomeSchema,
    status: 201,
    errors: { 409: ErrorBodySchema },
  },
  listUsers: {
    ...ROUTES.listUsers,
    access: ADMIN,
    summary: 'Users, newest first, paged, optionally of one role',
    tag: 'users',
    query: ListUsersQuerySchema,
    response: UserListSchema,
  },
  deleteUser: {
    ...ROUTES.deleteUser,
    access: ADMIN,
    summary:
      'Deletes a user without history; deactivates one with nominations, assessments, applications or payments (no sign-in, sessions ended, asked to judge no more)',
    tag: 'users',
    body: DeleteUserRequestSchema,
    response: DeleteUserOutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  resetPassword: {
    ...ROUTES.resetPassword,
    access: 'public',
    summary: 'Emails a password reset link; the same answer whether or not the email exists',
    tag: 'users',
    body: ResetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  setPassword: {
    ...ROUTES.setPassword,
    access: 'public',
    summary: 'Sets a password with an invitation or reset token (single use, expiring)',
    tag: 'users',
    body: SetPasswordRequestSchema,
    response: OutcomeSchema,
  },
  updateProfile: {
    ...ROUTES.updateProfile,
    access: 'session',
    summary: "Updates the signed-in user's name",
    tag: 'users',
    body: UpdateProfileRequestSchema,
    response: ProfileOutcomeSchema,
    errors: { 404: ErrorBodySchema },
  },
  listLogs: {
    ...ROUTES.listLogs,
    access: ADMIN,
    summary: 'The audit log, newest first, paged',
    tag: 'logs',
    query: ListLogsQuerySchema,
    response: AuditLogListSchema,
  },
  publicConfig: {
    ...ROUTES.publicConfig,
    access: 'public',
    summary: 'What the browser needs to know about this deployment (ledger network)',
    tag: 'system',
    response: PublicConfigSchema,
  },
  crossmarkHash: {
    ...ROUTES.crossmarkHash,
    access: 'public',
    summary: 'A single-use challenge for Crossmark to sign',
    tag: 'wallets',
    response: CrossmarkHashSchema,
  },
  crossmarkChecksign: {
    ...ROUTES.crossmarkChecksign,
    access: 'public',
    summary: 'Checks a Crossmark signature of the challenge; answers a session for the address',
    tag: 'wallets',
    body: CrossmarkChecksignRequestSchema,
    response: WalletSignInSchema,
    errors: { 401: ErrorBodySchema },
  },
  gemWalletHash: {
    ...ROUTES.gemWalletHash,
    access: 'public',
    summary: 'A single-use challenge for GemWallet to sign, bound to the public key and address',
    tag: 'wallets',
    query: GemWalletHashQuerySchema,
    response: GemWalletHashSchema,
  },
  gemWalletChecksign: {
    ...ROUTES.gemWalletChecksign,
    access: 'public',
    summary: 'Checks a GemWallet signature of the challenge; answers a session for the address',
    tag: 'wallets',
    body: GemWalletChecksignRequestSchema,
    response: WalletSignInSchema,
    errors: { 401: ErrorBodySchema },
  },
  xamanCreatePayload: {
    ...ROUTES.xamanCreatePayload,
    access: 'public',
    summary:
      "Creates a Xaman payload on the configured network: a SignIn, or (with a wallet session) one of Glow's payments from that wallet; answers the payload's secret",
    tag: 'wallets',
    body: XamanCreatePayloadRequestSchema,
    response: XamanCreatedPayloadSchema,
    errors: { 403: ErrorBodySchema, 502: ErrorBodySchema },
  },
  xamanGetPayload: {
    ...ROUTES.xamanGetPayload,
    access: 'public',
    summary: 'The state of a payload this server created, for the holder of its secret',
    tag: 'wallets',
    query: XamanGetPayloadQuerySchema,
    response: XamanPayloadSchema,
    errors: { 404: ErrorBodySchema, 502: ErrorBodySchema },
  },
  xamanChecksign: {
    ...ROUTES.xamanChecksign,
    access: 'public',
    summary:
      'Checks a signed Xaman SignIn payload (with its secret, within its maximum age); answers a session for its account',
    tag: 'wallets',
    query: XamanChecksignQuerySchema,
    response: WalletSignInSchema,
    errors: {
      401: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      502: ErrorBodySchema,
    },
  },
  walletSession: {
    ...ROUTES.walletSession,
    access: 'wallet',
    summary: "The wallet confirmed for the bearer token's session",
    tag: 'wallets',
    response: WalletSessionSchema,
  },
  disconnectWallet: {
    ...ROUTES.disconnectWallet,
    access: 'wallet',
    summary: 'Forgets the wallet of the session (ends the session when no user is signed in)',
    tag: 'wallets',
    response: OutcomeSchema,
  },
  adminDashboard: {
    ...ROUTES.adminDashboard,
    access: ADMIN,
    summary: 'The unclosed cohort, its figures and what needs an admin next',
    tag: 'cohorts',
    response: DashboardSchema,
  },
  activeCohort: {
    ...ROUTES.activeCohort,
    access: 'public',
    summary: 'The active cohort and its period, or null',
    tag: 'voting',
    response: ActiveCohortSchema,
  },
  listCohorts: {
    ...ROUTES.listCohorts,
    access: ADMIN,
    summary: 'Every cohort, newest start first, with its figures, paged',
    tag: 'cohorts',
    query: ListCohortsQuerySchema,
    response: CohortListSchema,
  },
  cohortDefaults: {
    ...ROUTES.cohortDefaults,
    access: ADMIN,
    summary: "What a new cohort starts with (the last cohort's settings) and the unclosed cohort",
    tag: 'cohorts',
    response: CohortDefaultsSchema,
  },
  startCohort: {
    ...ROUTES.startCohort,
    access: ADMIN,
    summary: 'Starts a cohort in its nomination period; refused while another is unclosed',
    tag: 'cohorts',
    body: StartCohortRequestSchema,
    response: CohortDetailSchema,
    status: 201,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  getCohort: {
    ...ROUTES.getCohort,
    access: ADMIN,
    summary: 'A cohort: settings, periods reached, the next move, figures, scouts and judges',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    response: CohortDetailSchema,
    errors: { 404: ErrorBodySchema },
  },
  listCohortNominations: {
    ...ROUTES.listCohortNominations,
    access: ADMIN,
    summary: "A cohort's nominations with score, scouts and assessments, paged, with search",
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    query: ListCohortNominationsQuerySchema,
    response: CohortNominationListSchema,
    errors: { 404: ErrorBodySchema },
  },
  updateCohort: {
    ...ROUTES.updateCohort,
    access: ADMIN,
    summary:
      "Changes a cohort's name, grant amounts, KYC sizes or voting days (until its distribution is approved), or its applications' due date (until it ends)",
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: UpdateCohortRequestSchema,
    response: CohortDetailSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  moveCohort: {
    ...ROUTES.moveCohort,
    access: ADMIN,
    summary:
      'Moves a cohort to its next period (no skipping, no going back; closing sets its end and names the grants shown going back to the pool)',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: MoveCohortRequestSchema,
    response: CohortMoveOutcomeSchema,
    errors: { 404: ErrorBodySchema, 409: CohortCloseConflictErrorSchema },
  },
  cohortClosing: {
    ...ROUTES.cohortClosing,
    access: ADMIN,
    summary:
      'What closing the cohort now does: the grants that go back to the pool and why, those that stay open, the due date',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    response: CohortClosingSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  cancelCohort: {
    ...ROUTES.cancelCohort,
    access: ADMIN,
    summary:
      'Cancels a cohort before its distribution is approved, with a reason: nothing is paid, its scouts and nominees are emailed',
    tag: 'cohorts',
    params: CohortIdParamsSchema,
    body: CancelCohortRequestSchema,
    response: CohortDetailSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  listNominations: {
    ...ROUTES.listNominations,
    access: 'public',
    summary:
      "The active cohort's nominations with score; with a wallet session, the voter's own vote",
    tag: 'voting',
    query: ListNominationsQuerySchema,
    response: NominationListSchema,
  },
  searchContributors: {
    ...ROUTES.searchContributors,
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
    ...ROUTES.createContributor,
    access: SCOUT_OR_ADMIN,
    summary:
      'Creates a contributor (email and GitHub username unique); their account comes with their first nomination',
    tag: 'nominations',
    body: CreateContributorRequestSchema,
    response: ContributorOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ContributorConflictErrorSchema },
    validationWords: 'spec',
  },
  listContributorNominations: {
    ...ROUTES.listContributorNominations,
    access: SCOUT_OR_ADMIN,
    summary:
      "A contributor's nominations in the active cohort (to back one instead of a duplicate)",
    tag: 'nominations',
    params: ContributorIdParamsSchema,
    response: PairNominationListSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  listScoutedNominations: {
    ...ROUTES.listScoutedNominations,
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
    ...ROUTES.createNomination,
    access: SCOUT,
    summary:
      'Nominates a contributor for one or more projects in the active cohort during its nomination period; invites the contributor by email',
    tag: 'nominations',
    body: CreateNominationRequestSchema,
    response: CreatedNominationOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: NominationConflictErrorSchema },
    validationWords: 'spec',
  },
  coNominate: {
    ...ROUTES.coNominate,
    access: SCOUT,
    summary:
      "Backs another scout's nomination as a co-nominator, with screening answers and a note",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: CoNominateRequestSchema,
    response: NominationOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: NominationConflictErrorSchema },
    validationWords: 'spec',
  },
  updateNomination: {
    ...ROUTES.updateNomination,
    access: SCOUT,
    summary:
      "Changes the description, categories or contribution date of the scout's own nomination during the nomination period",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    body: UpdateNominationRequestSchema,
    response: NominationOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  withdrawNomination: {
    ...ROUTES.withdrawNomination,
    access: SCOUT,
    summary:
      "Withdraws the scout's own nomination during the nomination period; with co-nominators it passes to the earliest",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  withdrawCoNomination: {
    ...ROUTES.withdrawCoNomination,
    access: SCOUT,
    summary: "Withdraws the scout's backing of a nomination during the nomination period",
    tag: 'nominations',
    params: NominationIdParamsSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  listProjects: {
    ...ROUTES.listProjects,
    access: 'public',
    summary: 'Projects, by name, with search, their GitHub figures and nominations',
    tag: 'projects',
    query: ListProjectsQuerySchema,
    response: ProjectListSchema,
  },
  createProject: {
    ...ROUTES.createProject,
    access: ['admin', 'scout'],
    summary:
      'Creates a project whose GitHub repository exists and is public (checked on GitHub first)',
    tag: 'projects',
    body: CreateProjectRequestSchema,
    response: ProjectOutcomeSchema,
    status: 201,
    errors: {
      400: ProjectInputErrorSchema,
      404: ErrorBodySchema,
      409: DuplicateProjectErrorSchema,
      502: ErrorBodySchema,
    },
  },
  updateProject: {
    ...ROUTES.updateProject,
    access: ADMIN,
    summary: 'Edits a project; a new repository is checked on GitHub',
    tag: 'projects',
    params: ProjectIdParamsSchema,
    body: UpdateProjectRequestSchema,
    response: ProjectOutcomeSchema,
    errors: {
      400: ProjectInputErrorSchema,
      404: ErrorBodySchema,
      409: DuplicateProjectErrorSchema,
      502: ErrorBodySchema,
    },
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
  judgeSummary: {
    ...ROUTES.judgeSummary,
    access: JUDGE,
    summary:
      "The judge's home: the cohort under assessment, their progress, nominations short of 3 assessments and the distribution's state",
    tag: 'judging',
    response: JudgeSummarySchema,
    validationWords: 'spec',
  },
  listEvaluations: {
    ...ROUTES.listEvaluations,
    access: JUDGE,
    summary:
      "A cohort's nominations for its judges, highest score first, then most scouts, with the judge's own status; paged, filters todo and short",
    tag: 'judging',
    params: CohortIdParamsSchema,
    query: EvaluationListQuerySchema,
    response: EvaluationListSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getEvaluation: {
    ...ROUTES.getEvaluation,
    access: JUDGE,
    summary:
      "Everything a judge weighs about a nomination, their own assessment, and the others' once they saved theirs",
    tag: 'judging',
    params: NominationIdParamsSchema,
    response: EvaluationSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  createAssessment: {
    ...ROUTES.createAssessment,
    access: JUDGE,
    summary:
      "Saves the judge's assessment of a nomination (criteria, size, a reason for Decline) during the assessment period",
    tag: 'judging',
    params: NominationIdParamsSchema,
    body: AssessRequestSchema,
    response: AssessmentOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: AssessmentConflictErrorSchema },
    validationWords: 'spec',
  },
  reviseAssessment: {
    ...ROUTES.reviseAssessment,
    access: JUDGE,
    summary: "Revises the judge's own assessment until the cohort's distribution is approved",
    tag: 'judging',
    params: AssessmentIdParamsSchema,
    body: AssessRequestSchema,
    response: AssessmentOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getAssessment: {
    ...ROUTES.getAssessment,
    access: JUDGE_OR_ADMIN,
    summary:
      "One assessment: a judge's own, or another judge's once the caller saved theirs of the same nomination; admins read any",
    tag: 'judging',
    params: AssessmentIdParamsSchema,
    response: AssessmentSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  recuse: {
    ...ROUTES.recuse,
    access: JUDGE,
    summary:
      "Recuses the judge from a nomination (a conflict of interest), with a reason; final, and hides the others' assessments of it",
    tag: 'judging',
    params: NominationIdParamsSchema,
    body: RecuseRequestSchema,
    response: AssessmentOutcomeSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  recordConsensus: {
    ...ROUTES.recordConsensus,
    access: JUDGE,
    summary:
      "Records the judges' consensus size of a split nomination no judge is left to assess, with a reason",
    tag: 'judging',
    params: NominationIdParamsSchema,
    body: ConsensusRequestSchema,
    response: OutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getReview: {
    ...ROUTES.getReview,
    access: JUDGE_OR_ADMIN,
    summary:
      "A cohort's compiled assessments per nomination (counts, final size, amount, flags), paged, filters ties, short and todo, with the whole cohort's totals",
    tag: 'judging',
    params: CohortIdParamsSchema,
    query: ReviewQuerySchema,
    response: ReviewSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  getDistribution: {
    ...ROUTES.getDistribution,
    access: JUDGE_OR_ADMIN,
    summary:
      "A cohort's final list of sizes and amounts, its total, what blocks approving, and the panel's approvals",
    tag: 'judging',
    params: CohortIdParamsSchema,
    response: DistributionSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  approveDistribution: {
    ...ROUTES.approveDistribution,
    access: JUDGE,
    summary:
      "Approves the cohort's distribution, once per judge, when every nomination has a final size",
    tag: 'judging',
    params: CohortIdParamsSchema,
    response: DistributionSchema,
    status: 201,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  excuseJudge: {
    ...ROUTES.excuseJudge,
    access: ADMIN,
    summary:
      "Excuses an absent judge from approving the cohort's distribution, with a reason (until it is approved)",
    tag: 'judging',
    params: CohortJudgeParamsSchema,
    body: ExcuseRequestSchema,
    response: DistributionSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  unexcuseJudge: {
    ...ROUTES.unexcuseJudge,
    access: ADMIN,
    summary: "Takes back a judge's excusal until the cohort's distribution is approved",
    tag: 'judging',
    params: CohortJudgeParamsSchema,
    response: DistributionSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  remindJudges: {
    ...ROUTES.remindJudges,
    access: ADMIN,
    summary:
      'Emails the judges with nominations left in the cohort under assessment, at most once a day',
    tag: 'judging',
    params: CohortIdParamsSchema,
    response: JudgeRemindersOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  listMyApplications: {
    ...ROUTES.listMyApplications,
    access: CONTRIBUTOR,
    summary:
      "The caller's applications (one per cohort they were nominated in), newest first, each with its nominations and steps, and their registered wallet",
    tag: 'applications',
    response: MyApplicationsSchema,
  },
  readContributorDocument: {
    ...ROUTES.readContributorDocument,
    access: CONTRIBUTOR,
    summary:
      'The current version of the terms of service, the code of conduct or the grant agreement, and the version the caller accepted',
    tag: 'applications',
    params: ContributorDocumentParamsSchema,
    response: ContributorDocumentSchema,
    errors: { 400: FieldErrorSchema },
    validationWords: 'spec',
  },
  acceptContributorDocument: {
    ...ROUTES.acceptContributorDocument,
    access: CONTRIBUTOR,
    summary:
      'Accepts the current version of the terms of service or the code of conduct (in that order); the version and time are stored',
    tag: 'applications',
    params: AcceptedDocumentParamsSchema,
    body: AcceptDocumentRequestSchema,
    response: DocumentAcceptedSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  answerEligibility: {
    ...ROUTES.answerEligibility,
    access: CONTRIBUTOR,
    summary:
      'Records the answers to the eligibility questions of the caller\'s application; a "no" ends it as not eligible, with the reasons',
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    body: EligibilityAnswersSchema,
    response: EligibilityOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  walletRegistrationChallenge: {
    ...ROUTES.walletRegistrationChallenge,
    access: CONTRIBUTOR,
    summary:
      'A single-use challenge, for this contributor and address only, whose registration message the wallet signs to prove ownership',
    tag: 'applications',
    body: WalletRegistrationChallengeRequestSchema,
    response: WalletRegistrationChallengeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  registerWallet: {
    ...ROUTES.registerWallet,
    access: CONTRIBUTOR,
    summary:
      "Registers the challenge's address as the caller's wallet for Glow funding, with the wallet's signature of the registration message",
    tag: 'applications',
    body: RegisterWalletRequestSchema,
    response: WalletRegisteredSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  walletRegistrationXamanPayload: {
    ...ROUTES.walletRegistrationXamanPayload,
    access: CONTRIBUTOR,
    summary: 'A Xaman sign request whose signature registers the signing wallet for the caller',
    tag: 'applications',
    response: XamanCreatedPayloadSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  registerXamanWallet: {
    ...ROUTES.registerXamanWallet,
    access: CONTRIBUTOR,
    summary: "Registers the wallet that signed the caller's Xaman registration request",
    tag: 'applications',
    params: XamanRegistrationParamsSchema,
    body: XamanRegistrationRequestSchema,
    response: WalletRegisteredSchema,
    errors: {
      400: FieldErrorSchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      502: ErrorBodySchema,
    },
    validationWords: 'spec',
  },
  submitApplicationDetails: {
    ...ROUTES.submitApplicationDetails,
    access: CONTRIBUTOR,
    summary:
      "Submits the caller's application details, the confirmed wallet and the typed signature of the grant agreement, for the admins' review",
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    body: SubmitApplicationDetailsRequestSchema,
    response: ApplicationSubmittedSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  startKyc: {
    ...ROUTES.startKyc,
    access: CONTRIBUTOR,
    summary:
      "Starts (or resumes) the identity verification the caller's application requires: the provider's page to go to",
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    response: KycStartedSchema,
    errors: {
      400: FieldErrorSchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      502: ErrorBodySchema,
    },
    validationWords: 'spec',
  },
  readKyc: {
    ...ROUTES.readKyc,
    access: CONTRIBUTOR,
    summary: "The state of the caller's identity verification for an application",
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    response: KycStateSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  kycWebhook: {
    ...ROUTES.kycWebhook,
    // The KYC provider's signature over the raw body is the access check.
    access: 'public',
    summary:
      "The KYC provider's report of a verification's result, signed with the shared secret (HMAC-SHA256 of the timestamp and raw body)",
    tag: 'applications',
    body: KycWebhookEventSchema,
    response: KycWebhookOutcomeSchema,
    errors: { 400: FieldErrorSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    validationWords: 'spec',
    rawBody: true,
  },
  listCohortApplications: {
    ...ROUTES.listCohortApplications,
    access: ADMIN,
    summary:
      "A cohort's applications with each step's state, paged, filtered by status, and how many await review",
    tag: 'applications',
    params: CohortIdParamsSchema,
    query: ListCohortApplicationsQuerySchema,
    response: CohortApplicationListSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  readApplication: {
    ...ROUTES.readApplication,
    access: ADMIN,
    summary:
      'One application for its review: each step with who and when, the eligibility answers, wallet, details, agreement, KYC and history',
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    response: AdminApplicationDetailSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  approveApplication: {
    ...ROUTES.approveApplication,
    access: ADMIN,
    summary: 'Approves a submitted application (payment also needs the KYC it requires)',
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    response: ApplicationOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  returnApplication: {
    ...ROUTES.returnApplication,
    access: ADMIN,
    summary:
      'Returns a submitted application to its contributor with a reason, to fix and submit again',
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    body: ApplicationReasonRequestSchema,
    response: ApplicationOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  requestKyc: {
    ...ROUTES.requestKyc,
    access: ADMIN,
    summary: "Asks the application's contributor to verify their identity, with a reason",
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    body: ApplicationReasonRequestSchema,
    response: ApplicationOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  reopenApplication: {
    ...ROUTES.reopenApplication,
    access: ADMIN,
    summary:
      'Reopens a not-eligible application at its eligibility questions, with a reason the contributor sees',
    tag: 'applications',
    params: ApplicationIdParamsSchema,
    body: ApplicationReasonRequestSchema,
    response: ApplicationOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    validationWords: 'spec',
  },
  remindApplicants: {
    ...ROUTES.remindApplicants,
    access: ADMIN,
    summary: "Emails the cohort's contributors with unfinished steps, each at most once a day",
    tag: 'applications',
    params: CohortIdParamsSchema,
    response: ApplicantRemindersOutcomeSchema,
    errors: { 400: FieldErrorSchema, 404: ErrorBodySchema },
    validationWords: 'spec',
  },
  // --- Payments, reporting and results --------------------------------------------
  listPaymentCohorts: {
    ...ROUTES.listPaymentCohorts,
    access: ADMIN,
    summary:
      'The cohorts whose distribution is approved, newest first, with their grants paid and payable',
    tag: 'payments',
    response: PaymentCohortsSchema,
  },
  listCohortPayments: {
    ...ROUTES.listCohortPayments,
    access: ADMIN,
    summary:
      "A cohort's grants with their state (waiting for what, payable, in flight, paid, failed, returned to pool) and totals",
    tag: 'payments',
    params: CohortIdParamsSchema,
    response: CohortPaymentsSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema },
  },
  createPaymentBatch: {
    ...ROUTES.createPaymentBatch,
    access: ADMIN,
    summary:
      "Creates one payment per grant (1 to 50 of one cohort) before signing, each with its transaction; needs the programme's wallet connected",
    tag: 'payments',
    body: CreatePaymentBatchRequestSchema,
    response: PaymentBatchSchema,
    status: 201,
    errors: {
      400: FieldErrorSchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      502: ErrorBodySchema,
    },
    validationWords: 'spec',
  },
  recordPaymentTransaction: {
    ...ROUTES.recordPaymentTransaction,
    access: ADMIN,
    summary:
      "Records a payment's transaction hash once the ledger shows it validated and matching the payment",
    tag: 'payments',
    params: PaymentIdParamsSchema,
    body: RecordPaymentTransactionRequestSchema,
    response: PaymentViewSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  reportPaymentFailure: {
    ...ROUTES.reportPaymentFailure,
    access: ADMIN,
    summary:
      'Records what the wallet reported for a payment it did not sign; a certain refusal makes the grant payable again',
    tag: 'payments',
    params: PaymentIdParamsSchema,
    body: ReportPaymentFailureRequestSchema,
    response: PaymentViewSchema,
    errors: { 404: ErrorBodySchema, 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  reconcilePayments: {
    ...ROUTES.reconcilePayments,
    access: ADMIN,
    summary:
      "Reads the programme account's transactions on the ledger and completes or fails every payment in flight",
    tag: 'payments',
    response: ReconcileResultSchema,
    errors: { 409: ErrorBodySchema, 502: ErrorBodySchema },
  },
  readPayment: {
    ...ROUTES.readPayment,
    access: ADMIN,
    summary: "A payment's grant, recipient, history, transaction and the ledger facts checked",
    tag: 'payments',
    params: PaymentIdParamsSchema,
    response: PaymentDetailSchema,
    errors: { 404: ErrorBodySchema },
  },
  readCohortReport: {
    ...ROUTES.readCohortReport,
    access: ADMIN,
    summary:
      "A cohort's votes per day, voters over time, score distribution, final sizes and time from nomination to payment",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CohortReportSchema,
    errors: { 404: ErrorBodySchema },
  },
  readProgrammeReport: {
    ...ROUTES.readProgrammeReport,
    access: ADMIN,
    summary: 'Amounts approved, paid, in flight and returned to the pool per cohort',
    tag: 'reporting',
    response: ProgrammeReportSchema,
  },
  exportCohortNominations: {
    ...ROUTES.exportCohortNominations,
    access: ADMIN,
    summary:
      "A cohort's nominations with score, scouts, final size, amount, payment state and hash, as CSV",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
  exportCohortVotes: {
    ...ROUTES.exportCohortVotes,
    access: ADMIN,
    summary: "A cohort's votes per nomination per day, as CSV",
    tag: 'reporting',
    params: CohortIdParamsSchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
  exportPayments: {
    ...ROUTES.exportPayments,
    access: ADMIN,
    summary: "Every payment (or one cohort's), with its status, hash and ledger, as CSV",
    tag: 'reporting',
    query: ExportPaymentsQuerySchema,
    response: CsvSchema,
    errors: { 404: ErrorBodySchema },
    produces: 'csv',
  },
  listResults: {
    ...ROUTES.listResults,
    access: 'public',
    summary:
      'Each cohort with an approved distribution: its nominations, final sizes, grants paid, scouts, judges and figures',
    tag: 'results',
    response: ResultsSchema,
  },
  listMyVotes: {
    ...ROUTES.listMyVotes,
    access: 'wallet',
    summary: "The connected voter's votes in the active cohort, newest first",
    tag: 'voting',
    response: MyVotesSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
