// A nominated contributor's application, their onboarding: the documents they
// accept, the eligibility questions, the wallet they prove to own, the details and grant agreement
// they submit; and the admins' review of it. One application per person per cohort.
import { z } from 'zod';
import { PageInfoSchema, PagingQuerySchema } from '../common';
import {
  ACCEPTED_DOCUMENTS,
  APPLICATION_FIELDS,
  APPLICATION_REASON_MAX_LENGTH,
  APPLICATION_STATUSES,
  APPLICATION_STEPS,
  CONTRIBUTOR_DOCUMENTS,
  ELIGIBILITY_QUESTIONS,
  KYC_STATUSES,
  STEP_STATES,
  type EligibilityKey,
} from '../domain/applications';
import { ASSESSMENT_SIZES } from '../domain/judging';
import { COHORT_PERIODS, GRANT_SIZES } from '../domain/programme';
import {
  classicAddress,
  drops,
  githubProfile,
  recordId,
  recordIdParam,
  requiredProse,
  requiredText,
  text,
  webUrl,
  xHandle,
} from '../fields';
import { isMissing } from '../isMissing';
import { GrantStateSchema } from '../payments/schemas';
import {
  PayloadIdSchema,
  PayloadSecretSchema,
  WalletKindSchema,
  hexadecimal,
} from '../wallets/schemas';

const enumOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      isMissing(issue.input)
        ? `${field} is required`
        : `${field} must be one of ${values.join(', ')}`,
  });

export const ApplicationStatusSchema = enumOf('status', APPLICATION_STATUSES);
export const KycStatusSchema = enumOf('kycStatus', KYC_STATUSES);
const EligibilityKeySchema = z.enum(
  ELIGIBILITY_QUESTIONS.map(({ key }) => key) as [EligibilityKey, ...EligibilityKey[]],
);

/** Each step's state, the contributor's next step and what it asks (applicationSteps). */
export const ApplicationProgressSchema = z.object({
  steps: z.array(z.object({ step: z.enum(APPLICATION_STEPS), state: z.enum(STEP_STATES) })),
  current: z.enum(APPLICATION_STEPS).nullable(),
  nextAction: text('nextAction').nullable(),
});
export type ApplicationProgressView = z.infer<typeof ApplicationProgressSchema>;

export const ApplicationIdParamsSchema = z.strictObject({ id: recordIdParam('application id') });

// --- Documents -------------------------------------------------------------------------------

export const ContributorDocumentParamsSchema = z.strictObject({
  document: enumOf('document', CONTRIBUTOR_DOCUMENTS),
});

/** Only the terms and the code of conduct are accepted on their own (the agreement is signed). */
export const AcceptedDocumentParamsSchema = z.strictObject({
  document: enumOf('document', ACCEPTED_DOCUMENTS),
});

export const ContributorDocumentSchema = z.object({
  document: z.enum(CONTRIBUTOR_DOCUMENTS),
  version: text('version'),
  title: text('title'),
  paragraphs: z.array(text('paragraphs')),
  /** The latest version the caller accepted, and when (null for the grant agreement). */
  acceptedVersion: text('acceptedVersion').nullable(),
  acceptedAt: text('acceptedAt').nullable(),
});
export type ContributorDocumentView = z.infer<typeof ContributorDocumentSchema>;

/** The version read: the API refuses any but the current one. */
export const AcceptDocumentRequestSchema = z.strictObject({ version: requiredText('version') });
export type AcceptDocumentRequest = z.infer<typeof AcceptDocumentRequestSchema>;

export const DocumentAcceptedSchema = z.object({
  /** "terms accepted" or "code of conduct accepted". */
  message: text('message'),
  version: text('version'),
  acceptedAt: text('acceptedAt'),
});
export type DocumentAccepted = z.infer<typeof DocumentAcceptedSchema>;

// --- Eligibility -----------------------------------------------------------------------------

const answer = (key: EligibilityKey) =>
  z.boolean({
    error: (issue) =>
      issue.input === undefined ? `${key} is required` : `${key} must be true or false`,
  });

/** The seven answers, each `true` for "yes"; a "no" is a valid answer that ends the application. */
export const EligibilityAnswersSchema = z.strictObject(
  Object.fromEntries(ELIGIBILITY_QUESTIONS.map(({ key }) => [key, answer(key)])) as Record<
    EligibilityKey,
    ReturnType<typeof answer>
  >,
);

export const EligibilityOutcomeSchema = z.discriminatedUnion('eligible', [
  z.object({
    eligible: z.literal(true),
    /** "eligibility confirmed". */
    message: text('message'),
    progress: ApplicationProgressSchema,
  }),
  z.object({
    eligible: z.literal(false),
    /** "contributor not eligible: {the explanations of the failing answers}". */
    message: text('message'),
    failing: z.array(EligibilityKeySchema),
  }),
]);
export type EligibilityOutcome = z.infer<typeof EligibilityOutcomeSchema>;

// --- Wallet registration (a proof of ownership, not a sign-in) -------------------------------

const RegistrationWalletKindSchema = z.enum(['gemwallet', 'crossmark'], {
  error: (issue) =>
    isMissing(issue.input) ? 'kind is required' : 'kind must be one of gemwallet, crossmark',
});

/** GemWallet gives its key when connecting: the challenge is bound to it. */
export const WalletRegistrationChallengeRequestSchema = z
  .strictObject({
    kind: RegistrationWalletKindSchema,
    address: classicAddress('address'),
    publicKey: hexadecimal('publicKey', 66).optional(),
  })
  .refine(({ kind, publicKey }) => kind !== 'gemwallet' || publicKey !== undefined, {
    path: ['publicKey'],
    error: 'publicKey is required for gemwallet',
  });
export type WalletRegistrationChallengeRequest = z.infer<
  typeof WalletRegistrationChallengeRequestSchema
>;

export const WalletRegistrationChallengeSchema = z.object({
  challenge: text('challenge'),
  /** "Glow wallet registration: I, contributor #{id}, own {address}. Challenge {challenge}". */
  message: text('message'),
  /** The message's UTF-8 bytes in hex (what Crossmark signs). */
  messageHex: text('messageHex'),
  expiresAt: text('expiresAt'),
});
export type WalletRegistrationChallenge = z.infer<typeof WalletRegistrationChallengeSchema>;

/** The address registered is the one the challenge was issued for. */
export const RegisterWalletRequestSchema = z.strictObject({
  kind: RegistrationWalletKindSchema,
  challenge: text('challenge').regex(
    /^[0-9A-F]{64}$/,
    'challenge must be a challenge issued by this server',
  ),
  signature: hexadecimal('signature', 200),
  publicKey: hexadecimal('publicKey', 66),
});
export type RegisterWalletRequest = z.infer<typeof RegisterWalletRequestSchema>;

export const WalletRegisteredSchema = z.object({
  /** "wallet registered for Glow funding". */
  message: text('message'),
  address: text('address'),
});
export type WalletRegistered = z.infer<typeof WalletRegisteredSchema>;

export const XamanRegistrationParamsSchema = z.strictObject({ payloadId: PayloadIdSchema });
export const XamanRegistrationRequestSchema = z.strictObject({ secret: PayloadSecretSchema });

/** The contributor's registered wallet: proven, and the only one a grant is paid to. */
export const RegisteredWalletSchema = z.object({
  address: text('address'),
  kind: WalletKindSchema,
  registeredAt: text('registeredAt'),
});
export type RegisteredWallet = z.infer<typeof RegisteredWalletSchema>;

// --- Details and the grant agreement ---------------------------------------------------------

const yesNo = (field: string) =>
  z.boolean({
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be true or false`,
  });

const optionalText = (field: string, maxLength: number) =>
  text(field).trim().max(maxLength, `${field} must be at most ${maxLength} characters`).optional();

/** What the application's details form holds; all but the yes/no optional. */
export const ApplicationDetailsSchema = z.strictObject({
  previousXrplGrants: yesNo('previousXrplGrants'),
  previousAccelerator: yesNo('previousAccelerator'),
  website: webUrl('website', APPLICATION_FIELDS.website.maxLength)
    .refine((value) => value.startsWith('https://'), 'website must be an https URL')
    .optional(),
  github: githubProfile('github').optional(),
  xHandle: xHandle('xHandle').optional(),
  additionalInformation: optionalText(
    'additionalInformation',
    APPLICATION_FIELDS.additionalInformation.maxLength,
  ),
});
export type ApplicationDetails = z.infer<typeof ApplicationDetailsSchema>;

/** The details as stored and answered (the request's rules and transforms are applied). */
export const ApplicationDetailsViewSchema = z.object({
  previousXrplGrants: z.boolean(),
  previousAccelerator: z.boolean(),
  website: text('website').optional(),
  github: text('github').optional(),
  xHandle: text('xHandle').optional(),
  additionalInformation: text('additionalInformation').optional(),
});

/**
 * Submitting the details is signing the grant agreement: the registered address confirmed,
 * the contributor's full name typed, the version of the agreement read.
 */
export const SubmitApplicationDetailsRequestSchema = ApplicationDetailsSchema.extend({
  confirmedAddress: requiredText('confirmedAddress').regex(
    /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
    'confirmedAddress must be a classic XRPL address (r…)',
  ),
  agreementName: requiredText('agreementName').max(
    200,
    'agreementName must be at most 200 characters',
  ),
  agreementVersion: requiredText('agreementVersion'),
});
export type SubmitApplicationDetailsRequest = z.infer<typeof SubmitApplicationDetailsRequestSchema>;

export const ApplicationSubmittedSchema = z.object({
  /** "application submitted". */
  message: text('message'),
  progress: ApplicationProgressSchema,
});
export type ApplicationSubmitted = z.infer<typeof ApplicationSubmittedSchema>;

/** The signed agreement: the typed name, the version and the address confirmed. */
export const AgreementSchema = z.object({
  name: text('name'),
  version: text('version'),
  address: text('address'),
  signedAt: text('signedAt'),
});

// --- The contributor's applications ----------------------------------------------------------

const ApplicationCohortSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  period: z.enum(COHORT_PERIODS),
  /** The day (YYYY-MM-DD, UTC) by which the application must be complete, if the cohort has one. */
  applicationsDueOn: text('applicationsDueOn').nullable(),
  /** Why an admin cancelled the cohort, if they did. */
  cancelReason: text('cancelReason').nullable(),
});

/** One nomination of the contributor in the application's cohort (a card of the dashboard). */
export const ApplicationNominationSchema = z.object({
  id: recordId('id'),
  projects: z.array(z.object({ id: recordId('id'), name: text('name') })),
  description: text('description'),
  /** The nominating scout and the co-nominators (who they are is not shown). */
  scouts: z.number().int(),
  /** The judges' final size once the cohort's distribution is approved, else null. */
  finalSize: z.enum(ASSESSMENT_SIZES).nullable(),
});

export const ApplicationViewSchema = z.object({
  id: recordId('id'),
  cohort: ApplicationCohortSchema,
  status: ApplicationStatusSchema,
  progress: ApplicationProgressSchema,
  nominations: z.array(ApplicationNominationSchema),
  /** The keys answered "no" of a not-eligible application. */
  failingEligibility: z.array(EligibilityKeySchema).nullable(),
  /** The cohort whose passing answers this application took over, if any. */
  eligibilityCarriedFrom: z
    .object({ applicationId: recordId('id'), cohortName: text('cohortName') })
    .nullable(),
  /**
   * The details as submitted; before a first submission, those of the person's last submitted
   * application (the form is filled with them), else null.
   */
  details: ApplicationDetailsViewSchema.nullable(),
  agreement: AgreementSchema.nullable(),
  /** An admin's reason when they returned the application. */
  returnReason: text('returnReason').nullable(),
  /** An admin's reason when they reopened a not-eligible application. */
  reopenReason: text('reopenReason').nullable(),
  kycStatus: KycStatusSchema.nullable(),
  submittedAt: text('submittedAt').nullable(),
  /** The grant once the cohort's distribution is approved (none for a declined nomination). */
  grant: z
    .object({
      size: z.enum(GRANT_SIZES),
      amountDrops: drops('amountDrops'),
      state: GrantStateSchema,
      payment: z
        .object({
          txHash: text('txHash'),
          explorerUrl: text('explorerUrl'),
          paidAt: text('paidAt'),
        })
        .nullable(),
    })
    .nullable(),
});
export type ApplicationView = z.infer<typeof ApplicationViewSchema>;

/**
 * The contributor's GitHub username and X handle as their record has them (entered with their
 * first nomination): the details form starts from them until details are submitted.
 */
export const ContributorHandlesSchema = z.object({
  githubUsername: text('githubUsername'),
  xHandle: text('xHandle').nullable(),
});
export type ContributorHandles = z.infer<typeof ContributorHandlesSchema>;

/** The caller's applications, newest cohort first, their registered wallet and their handles. */
export const MyApplicationsSchema = z.object({
  applications: z.array(ApplicationViewSchema),
  wallet: RegisteredWalletSchema.nullable(),
  /** Null for a caller without a contributor record. */
  handles: ContributorHandlesSchema.nullable(),
});
export type MyApplications = z.infer<typeof MyApplicationsSchema>;

// --- The admins' review ----------------------------------------------------------------------

export const ListCohortApplicationsQuerySchema = PagingQuerySchema.extend({
  status: ApplicationStatusSchema.optional(),
});
export type ListCohortApplicationsQuery = z.input<typeof ListCohortApplicationsQuerySchema>;

const ApplicantSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  email: text('email'),
});

export const AdminApplicationRowSchema = z.object({
  id: recordId('id'),
  contributor: ApplicantSchema,
  /** The projects of the person's nominations in the cohort, each with its nomination. */
  projects: z.array(
    z.object({ id: recordId('id'), name: text('name'), nominationId: recordId('nominationId') }),
  ),
  status: ApplicationStatusSchema,
  progress: ApplicationProgressSchema,
  kycStatus: KycStatusSchema.nullable(),
  /** The registered wallet changed after the application was submitted. */
  walletChangedAfterSubmission: z.boolean(),
  submittedAt: text('submittedAt').nullable(),
});
export type AdminApplicationRow = z.infer<typeof AdminApplicationRowSchema>;

export const CohortApplicationListSchema = PageInfoSchema.extend({
  applications: z.array(AdminApplicationRowSchema),
  /** Applications of the cohort awaiting review (status submitted), whatever the filter. */
  awaitingReview: z.number().int(),
});
export type CohortApplicationList = z.infer<typeof CohortApplicationListSchema>;

const WhoAndWhenSchema = z.object({ at: text('at'), by: text('by').nullable() });

/** One change of the application, from the audit log (who and when). */
export const ApplicationHistoryEntrySchema = z.object({
  at: text('at'),
  by: text('by'),
  action: text('action'),
  details: z.record(text('details'), z.unknown()),
});

export const AdminApplicationDetailSchema = AdminApplicationRowSchema.extend({
  cohort: ApplicationCohortSchema,
  nominations: z.array(ApplicationNominationSchema),
  documents: z.array(
    z.object({
      document: z.enum(ACCEPTED_DOCUMENTS),
      version: text('version'),
      acceptedAt: text('acceptedAt'),
    }),
  ),
  eligibility: z
    .object({
      answers: EligibilityAnswersSchema,
      failing: z.array(EligibilityKeySchema),
      answered: WhoAndWhenSchema,
      carriedFrom: z
        .object({ applicationId: recordId('id'), cohortName: text('cohortName') })
        .nullable(),
    })
    .nullable(),
  wallet: RegisteredWalletSchema.nullable(),
  details: ApplicationDetailsViewSchema.nullable(),
  agreement: AgreementSchema.nullable(),
  /**
   * The address approved with the application, which its grant is paid to (null unless approved).
   */
  approvedAddress: text('approvedAddress').nullable(),
  review: z
    .object({ reviewed: WhoAndWhenSchema, returnReason: text('returnReason').nullable() })
    .nullable(),
  kyc: z.object({
    status: KycStatusSchema.nullable(),
    requestReason: text('requestReason').nullable(),
    verifications: z.array(
      z.object({
        status: KycStatusSchema,
        createdAt: text('createdAt'),
        decidedAt: text('decidedAt').nullable(),
      }),
    ),
  }),
  history: z.array(ApplicationHistoryEntrySchema),
});
export type AdminApplicationDetail = z.infer<typeof AdminApplicationDetailSchema>;

/** An admin's reason: returning an application, asking for KYC, reopening a not-eligible one. */
export const ApplicationReasonRequestSchema = z.strictObject({
  reason: requiredProse('reason', APPLICATION_REASON_MAX_LENGTH),
});
export type ApplicationReasonRequest = z.infer<typeof ApplicationReasonRequestSchema>;

export const ApplicationOutcomeSchema = z.object({
  success: z.literal(true),
  /** "application approved", "application returned", "KYC requested", "application reopened". */
  message: text('message'),
});
export type ApplicationOutcome = z.infer<typeof ApplicationOutcomeSchema>;

export const ApplicantRemindersOutcomeSchema = z.object({
  success: z.literal(true),
  message: text('message'),
  /** Contributors emailed now. */
  sent: z.number().int(),
  /** Contributors with unfinished steps reminded in the last 24 hours, not emailed again. */
  skipped: z.number().int(),
});
export type ApplicantRemindersOutcome = z.infer<typeof ApplicantRemindersOutcomeSchema>;
