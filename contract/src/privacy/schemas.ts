// One person's personal data: what Glow holds about them, as the admin's summary and as the
// downloadable JSON file (its shape is documented in api/docs/personal-data.md), and what an
// erasure answers.
import { z } from 'zod';
import { OutcomeSchema } from '../common';
import { recordId, recordIdParam, text } from '../fields';
import { RoleSchema } from '../users/schemas';

export const PersonIdParamsSchema = z.strictObject({ id: recordIdParam('user id') });

/** The version of the export's shape: raised when a field changes meaning or goes away. */
export const PERSONAL_DATA_EXPORT_VERSION = 1;

const moment = (field: string) => text(field);
const optionalMoment = (field: string) => text(field).nullable();
const optionalText = (field: string) => text(field).nullable();
const JsonObjectSchema = z.record(text('key'), z.unknown());

const AccountSchema = z.object({
  id: recordId('id'),
  email: text('email'),
  role: RoleSchema,
  firstName: optionalText('firstName'),
  lastName: optionalText('lastName'),
  createdAt: moment('createdAt'),
  hasPassword: z.boolean(),
  deactivatedAt: optionalMoment('deactivatedAt'),
  erasedAt: optionalMoment('erasedAt'),
});

const SessionSchema = z.object({
  id: recordId('id'),
  createdAt: moment('createdAt'),
  expiresAt: moment('expiresAt'),
  revokedAt: optionalMoment('revokedAt'),
  walletAddress: optionalText('walletAddress'),
  walletKind: optionalText('walletKind'),
});

const PasswordLinkSchema = z.object({
  purpose: text('purpose'),
  createdAt: moment('createdAt'),
  expiresAt: moment('expiresAt'),
  usedAt: optionalMoment('usedAt'),
});

const DocumentAcceptanceSchema = z.object({
  document: text('document'),
  version: text('version'),
  acceptedAt: moment('acceptedAt'),
});

const ContributorRecordSchema = z.object({
  id: recordId('id'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  email: text('email'),
  githubUsername: text('githubUsername'),
  xHandle: optionalText('xHandle'),
  projectRole: text('projectRole'),
  contributorSince: text('contributorSince'),
  contributorUntil: optionalText('contributorUntil'),
  status: text('status'),
  xrplAddress: optionalText('xrplAddress'),
  walletKind: optionalText('walletKind'),
  walletRegisteredAt: optionalMoment('walletRegisteredAt'),
  createdAt: moment('createdAt'),
});

const NominationRecordSchema = z.object({
  id: recordId('id'),
  cohortId: recordId('cohortId'),
  cohortName: text('cohortName'),
  contributorId: recordId('contributorId'),
  scoutId: recordId('scoutId').nullable(),
  description: text('description'),
  categories: z.array(text('category')),
  contributionDate: text('contributionDate'),
  projects: z.array(text('project')),
  createdAt: moment('createdAt'),
});

const CoNominationRecordSchema = z.object({
  nominationId: recordId('nominationId'),
  scoutId: recordId('scoutId'),
  note: text('note'),
  createdAt: moment('createdAt'),
});

const KycVerificationRecordSchema = z.object({
  providerId: text('providerId'),
  status: text('status'),
  createdAt: moment('createdAt'),
  decidedAt: optionalMoment('decidedAt'),
});

const ApplicationRecordSchema = z.object({
  id: recordId('id'),
  cohortId: recordId('cohortId'),
  cohortName: text('cohortName'),
  status: text('status'),
  eligibility: JsonObjectSchema.nullable(),
  details: JsonObjectSchema.nullable(),
  agreementName: optionalText('agreementName'),
  agreementVersion: optionalText('agreementVersion'),
  agreedAddress: optionalText('agreedAddress'),
  approvedAddress: optionalText('approvedAddress'),
  submittedAt: optionalMoment('submittedAt'),
  returnReason: optionalText('returnReason'),
  reopenReason: optionalText('reopenReason'),
  kycStatus: optionalText('kycStatus'),
  kycRequestReason: optionalText('kycRequestReason'),
  kycVerifications: z.array(KycVerificationRecordSchema),
  createdAt: moment('createdAt'),
});

const WalletRecordSchema = z.object({
  address: text('address'),
  /** `registered` (proved by a signature), `suggested` (a scout's), `signedIn` (a session's). */
  source: z.enum(['registered', 'suggested', 'signedIn']),
});

/** What the ledger said of the voter's account when Glow last read it. */
const VoterLedgerRecordSchema = z.object({
  status: text('status'),
  activatedAt: optionalMoment('activatedAt'),
  activatedBy: optionalText('activatedBy'),
  balanceDrops: optionalText('balanceDrops'),
  transactionCount: z.number().nullable(),
  readAt: optionalMoment('readAt'),
});

/** A cohort in which the voter was flagged or left out of the tally (vote integrity). */
const VoterIntegrityRecordSchema = z.object({
  cohortId: recordId('cohortId'),
  signals: z.array(text('signal')),
  clusterFunder: optionalText('clusterFunder'),
  exclusionReason: optionalText('exclusionReason'),
  excludedAt: optionalMoment('excludedAt'),
});

const VoterRegistrationSchema = z.object({
  address: text('address'),
  registrationTxHash: text('registrationTxHash'),
  registeredAt: moment('registeredAt'),
  ledger: VoterLedgerRecordSchema.nullable(),
  integrity: z.array(VoterIntegrityRecordSchema),
});

const VoteRecordSchema = z.object({
  voterAddress: text('voterAddress'),
  nominationId: recordId('nominationId'),
  cohortId: recordId('cohortId'),
  value: z.number(),
  updatedAt: moment('updatedAt'),
});

const PaymentRecordSchema = z.object({
  id: recordId('id'),
  status: text('status'),
  destination: text('destination'),
  amountDrops: z.number(),
  txHash: optionalText('txHash'),
  paidAt: optionalMoment('paidAt'),
  failedAt: optionalMoment('failedAt'),
  createdAt: moment('createdAt'),
});

const GrantRecordSchema = z.object({
  id: recordId('id'),
  cohortId: recordId('cohortId'),
  applicationId: recordId('applicationId'),
  size: text('size'),
  amountDrops: z.number(),
  payments: z.array(PaymentRecordSchema),
  createdAt: moment('createdAt'),
});

const AssessmentRecordSchema = z.object({
  nominationId: recordId('nominationId'),
  status: text('status'),
  size: optionalText('size'),
  comment: optionalText('comment'),
  rejectionReason: optionalText('rejectionReason'),
  recusalReason: optionalText('recusalReason'),
  createdAt: moment('createdAt'),
});

const EmailRecordSchema = z.object({
  recipient: text('recipient'),
  subject: text('subject'),
  body: text('body'),
  createdAt: moment('createdAt'),
});

const SentEmailRecordSchema = z.object({
  recipient: text('recipient'),
  subject: text('subject'),
  sentAt: moment('sentAt'),
});

const ContactMessageRecordSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  email: text('email'),
  topic: text('topic'),
  message: text('message'),
  receivedAt: moment('receivedAt'),
  answeredAt: optionalMoment('answeredAt'),
});

const EvidenceRecordSchema = z.object({
  id: recordId('id'),
  /** `by`: the person added it as a scout; `about`: it is evidence on a nomination of them. */
  relation: z.enum(['by', 'about']),
  nominationId: recordId('nominationId'),
  url: text('url'),
  kind: text('kind'),
  note: text('note'),
  githubTitle: optionalText('githubTitle'),
  addedAt: moment('addedAt'),
});

const AuditEntryRecordSchema = z.object({
  id: recordId('id'),
  at: moment('at'),
  /** `by`: the person made the change; `about`: the change concerns their records. */
  relation: z.enum(['by', 'about']),
  /** The person's own email on the entries they made; null on others' (named by role only). */
  actorEmail: text('actorEmail').nullable(),
  actorRole: RoleSchema,
  action: text('action'),
  entity: text('entity'),
  entityId: text('entityId'),
  details: JsonObjectSchema,
});

/** Everything Glow holds about one person: the downloadable file. */
export const PersonalDataExportSchema = z.object({
  version: z.literal(PERSONAL_DATA_EXPORT_VERSION),
  generatedAt: moment('generatedAt'),
  person: AccountSchema,
  sessions: z.array(SessionSchema),
  passwordLinks: z.array(PasswordLinkSchema),
  documentAcceptances: z.array(DocumentAcceptanceSchema),
  contributor: ContributorRecordSchema.nullable(),
  nominationsReceived: z.array(NominationRecordSchema),
  nominationsMade: z.array(NominationRecordSchema),
  coNominations: z.array(CoNominationRecordSchema),
  applications: z.array(ApplicationRecordSchema),
  wallets: z.array(WalletRecordSchema),
  voterRegistrations: z.array(VoterRegistrationSchema),
  votes: z.array(VoteRecordSchema),
  grants: z.array(GrantRecordSchema),
  assessments: z.array(AssessmentRecordSchema),
  emails: z.array(EmailRecordSchema),
  emailsSent: z.array(SentEmailRecordSchema),
  contactMessages: z.array(ContactMessageRecordSchema),
  evidence: z.array(EvidenceRecordSchema),
  auditEntries: z.array(AuditEntryRecordSchema),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;

/** The sections of the export that are lists, in the file's order. */
export const PERSONAL_DATA_SECTIONS = [
  'sessions',
  'passwordLinks',
  'documentAcceptances',
  'nominationsReceived',
  'nominationsMade',
  'coNominations',
  'applications',
  'wallets',
  'voterRegistrations',
  'votes',
  'grants',
  'assessments',
  'emails',
  'emailsSent',
  'contactMessages',
  'evidence',
  'auditEntries',
] as const satisfies readonly (keyof PersonalDataExport)[];
export type PersonalDataSection = (typeof PERSONAL_DATA_SECTIONS)[number];

/** What the admin's page shows: the person, how many records of each kind, and the erasure. */
export const PersonalDataSummarySchema = z.object({
  person: AccountSchema,
  contributorId: recordId('contributorId').nullable(),
  counts: z.object(
    Object.fromEntries(PERSONAL_DATA_SECTIONS.map((section) => [section, z.number()])) as Record<
      PersonalDataSection,
      z.ZodNumber
    >,
  ),
  /** Why an erasure would be refused now (a payment in flight, the last admin…); null: it may. */
  erasureRefusal: optionalText('erasureRefusal'),
});
export type PersonalDataSummary = z.infer<typeof PersonalDataSummarySchema>;

export const ErasureOutcomeSchema = OutcomeSchema.extend({
  success: z.literal(true),
  /** The placeholder the person now shows as everywhere ("Erased person #12"). */
  placeholderName: text('placeholderName'),
});
export type ErasureOutcome = z.infer<typeof ErasureOutcomeSchema>;
