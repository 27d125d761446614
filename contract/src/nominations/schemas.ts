// A scout's nominations: creating one after the screening,
// backing another scout's as a co-nominator, editing and withdrawing while the cohort is in its
// nomination period, and the scout's own list. The public list of a cohort's nominations is in
// voting.ts.
import { z } from 'zod';
import { ASSESSMENT_SIZES } from '../domain/judging';
import { COHORT_PERIODS, NOMINATION_CATEGORIES } from '../domain/programme';
import {
  CONTRIBUTOR_EMAILS,
  MAX_PROJECTS_PER_NOMINATION,
  NOMINATION_PARTS,
  NOMINATION_STATUSES,
  SCREENING_QUESTIONS,
  type ScreeningKey,
} from '../domain/nominations';
import { EVIDENCE_KINDS, GITHUB_REFERENCE_STATES } from '../domain/evidence';
import { DESCRIPTION_MAX_LENGTH, EVIDENCE_NOTE_MAX_LENGTH } from '../limits';
import { ErrorBodySchema, PageInfoSchema, PagingQuerySchema } from '../common';
import {
  isoDate,
  note,
  recordId,
  recordIdParam,
  requiredProse,
  requiredWebUrl,
  text,
} from '../fields';
import { ProjectSchema } from '../projects/schemas';

const screeningAnswer = (key: ScreeningKey, refusal: string) => {
  const field = `screening.${key}`;
  return z
    .boolean({
      error: (issue) =>
        issue.input === undefined ? `${field} is required` : `${field} must be true or false`,
    })
    .refine((passes) => passes, refusal);
};

const answers = Object.fromEntries(
  SCREENING_QUESTIONS.map(({ key, refusal }) => [key, screeningAnswer(key, refusal)]),
) as Record<ScreeningKey, ReturnType<typeof screeningAnswer>>;

/**
 * The scout's answers to the four screening questions, each `true` when the nominee passes; a
 * `false` is refused with the question's refusal (no nomination is made for that nominee).
 */
export const ScreeningSchema = z.strictObject(answers, {
  error: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined
      ? 'screening is required'
      : `screening must be an object with ${SCREENING_QUESTIONS.map(({ key }) => key).join(', ')}`;
  },
});

const hasNoRepeats = (values: readonly unknown[]) => new Set(values).size === values.length;

const ProjectIdsSchema = z
  .array(recordId('projectIds'), {
    error: (issue) =>
      issue.input === undefined ? 'projectIds is required' : 'projectIds must be a list of ids',
  })
  .min(1, 'projectIds is required: choose at least one project')
  .max(
    MAX_PROJECTS_PER_NOMINATION,
    `projectIds must have at most ${MAX_PROJECTS_PER_NOMINATION} projects`,
  )
  .refine(hasNoRepeats, 'projectIds must not repeat a project');

const CategoriesSchema = z
  .array(
    z.enum(NOMINATION_CATEGORIES, {
      error: `categories must each be one of: ${NOMINATION_CATEGORIES.join('; ')}`,
    }),
    {
      error: (issue) =>
        issue.input === undefined ? 'categories is required' : 'categories must be a list',
    },
  )
  .min(1, 'categories is required: choose at least one category')
  .refine(hasNoRepeats, 'categories must not repeat a category');

const NominationDetails = {
  description: requiredProse('description', DESCRIPTION_MAX_LENGTH),
  categories: CategoriesSchema,
  /** The day of the work, not in the future (the API checks against its clock). */
  contributionDate: isoDate('contributionDate', { required: true }),
};

export const CreateNominationRequestSchema = z.strictObject({
  screening: ScreeningSchema,
  contributorId: recordId('contributorId', { required: true }),
  /** 1 to MAX_PROJECTS_PER_NOMINATION different projects. */
  projectIds: ProjectIdsSchema,
  ...NominationDetails,
});
export type CreateNominationRequest = z.infer<typeof CreateNominationRequestSchema>;

/** Backing another scout's nomination: the co-nominator's own screening and a note. */
export const CoNominateRequestSchema = z.strictObject({
  screening: ScreeningSchema,
  note: note('note'),
});
export type CoNominateRequest = z.infer<typeof CoNominateRequestSchema>;

/** Only the details change; the contributor and projects are what the nomination is. */
export const UpdateNominationRequestSchema = z
  .strictObject({
    description: NominationDetails.description.optional(),
    categories: NominationDetails.categories.optional(),
    contributionDate: NominationDetails.contributionDate.optional(),
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'body must give at least one of description, categories, contributionDate',
  );
export type UpdateNominationRequest = z.infer<typeof UpdateNominationRequestSchema>;

export const NominationIdParamsSchema = z.strictObject({ id: recordIdParam('nomination id') });

const NominatedProjectSchema = ProjectSchema.pick({
  id: true,
  name: true,
  githubRepo: true,
  websiteUrl: true,
});

/**
 * A nomination as a scout may see it whether or not they back it: what a co-nomination offer
 * needs, never another scout's identity, screening or note.
 */
export const PairNominationSchema = z.object({
  id: recordId('id'),
  cohort: z.object({ id: recordId('id'), name: text('name') }),
  contributor: z.object({
    id: recordId('id'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    githubUsername: text('githubUsername'),
  }),
  projects: z.array(NominatedProjectSchema),
  description: text('description'),
  categories: z.array(z.enum(NOMINATION_CATEGORIES)),
  contributionDate: text('contributionDate'),
  /** The nominating scout and the co-nominators. */
  scouts: z.number().int(),
  /** Whether the caller already backs it (as its scout or a co-nominator). */
  backedByMe: z.boolean(),
});
export type PairNomination = z.infer<typeof PairNominationSchema>;

/** A contributor's nominations in the active cohort (the co-nomination offer). */
export const PairNominationListSchema = z.object({ nominations: z.array(PairNominationSchema) });
export type PairNominationList = z.infer<typeof PairNominationListSchema>;

export const ScoutedNominationSchema = PairNominationSchema.omit({
  backedByMe: true,
  cohort: true,
}).extend({
  cohort: z.object({
    id: recordId('id'),
    name: text('name'),
    period: z.enum(COHORT_PERIODS),
    /** Started and not closed. */
    active: z.boolean(),
  }),
  createdAt: text('createdAt'),
  updatedAt: text('updatedAt').nullable(),
  score: z.number().int(),
  status: z.enum(NOMINATION_STATUSES),
  /**
   * Its final size once the judges approved its cohort's distribution (`sized`, `declined`, and
   * kept when the grant is `paid` or `returned to pool`).
   */
  finalSize: z.enum(ASSESSMENT_SIZES).nullable(),
  /** Why its person's grant went back to the pool ("KYC failed", …), when it did. */
  grantReturnedBecause: text('grantReturnedBecause').nullable(),
  /** The caller's part; null in an admin's view of a nomination they do not back. */
  myPart: z.enum(NOMINATION_PARTS).nullable(),
  /** The caller's note, when they back it as a co-nominator. */
  myNote: text('myNote').nullable(),
  /** Whether the caller may edit or withdraw it now (its cohort is in its nomination period). */
  canChange: z.boolean(),
});
export type ScoutedNomination = z.infer<typeof ScoutedNominationSchema>;

/** `scoutId`: an admin's view of one scout's nominations (a scout giving it is refused). */
export const ListScoutedNominationsQuerySchema = PagingQuerySchema.extend({
  cohortId: recordIdParam('cohortId').optional(),
  scoutId: recordIdParam('scoutId').optional(),
});
export type ListScoutedNominationsQuery = z.input<typeof ListScoutedNominationsQuerySchema>;

/** The active cohort first, then cohorts by start, newest first; within one, newest first. */
export const ScoutedNominationListSchema = PageInfoSchema.extend({
  nominations: z.array(ScoutedNominationSchema),
});
export type ScoutedNominationList = z.infer<typeof ScoutedNominationListSchema>;

export const NominationOutcomeSchema = z.object({
  success: z.literal(true),
  /** "nomination created", "co-nomination added", "nomination updated". */
  message: text('message'),
  nomination: ScoutedNominationSchema,
});
export type NominationOutcome = z.infer<typeof NominationOutcomeSchema>;

/** A nomination created, with the email its contributor was sent. */
export const CreatedNominationOutcomeSchema = NominationOutcomeSchema.extend({
  contributorEmailed: z.enum(CONTRIBUTOR_EMAILS),
});
export type CreatedNominationOutcome = z.infer<typeof CreatedNominationOutcomeSchema>;

/**
 * A 409 of creating or backing a nomination. "nomination already exists: …" carries the
 * existing `nomination` (to back it instead); "project already nominated: …" the `projectIds`
 * the scout already backs in the cohort; "user exists with a different role: …" names
 * `contributorId`. Other 409s ("wrong status: …") are only `{ message }`.
 */
export const NominationConflictErrorSchema = ErrorBodySchema.extend({
  fields: z.array(z.enum(['projectIds', 'contributorId'])).optional(),
  nomination: PairNominationSchema.optional(),
  projectIds: z.array(recordId('projectIds')).optional(),
});
export type NominationConflictError = z.infer<typeof NominationConflictErrorSchema>;

// --- Evidence --------------------------------------------------------------------------------

export const EvidenceParamsSchema = z.strictObject({
  id: recordIdParam('nomination id'),
  evidenceId: recordIdParam('evidence id'),
});

export const AddEvidenceRequestSchema = z.strictObject({
  url: requiredWebUrl('url'),
  kind: z.enum(EVIDENCE_KINDS, {
    error: (issue) =>
      issue.input === undefined
        ? 'kind is required'
        : `kind must be one of ${EVIDENCE_KINDS.join(', ')}`,
  }),
  note: requiredProse('note', EVIDENCE_NOTE_MAX_LENGTH),
});
export type AddEvidenceRequest = z.infer<typeof AddEvidenceRequestSchema>;

/**
 * What GitHub said of a pull request, issue or release the evidence points at, as read at
 * `readAt`; or, while it could not be read, `notReadBecause` (the other fields null).
 */
export const EvidenceGitHubFactsSchema = z.object({
  title: text('title').nullable(),
  state: z.enum(GITHUB_REFERENCE_STATES).nullable(),
  mergedAt: text('mergedAt').nullable(),
  publishedAt: text('publishedAt').nullable(),
  readAt: text('readAt').nullable(),
  notReadBecause: text('notReadBecause').nullable(),
});
export type EvidenceGitHubFacts = z.infer<typeof EvidenceGitHubFactsSchema>;

/** One link of a nomination's evidence, without who added it (judges weigh the work). */
export const EvidenceSchema = z.object({
  id: recordId('id'),
  url: text('url'),
  kind: z.enum(EVIDENCE_KINDS),
  note: text('note'),
  addedAt: text('addedAt'),
  /** Null when the link is not a GitHub pull request, issue or release. */
  github: EvidenceGitHubFactsSchema.nullable(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** Evidence as a scout backing the nomination sees it. */
export const ScoutEvidenceSchema = EvidenceSchema.extend({
  addedByMe: z.boolean(),
  /** The scout who added it, or the nominating scout, while the evidence may change. */
  canRemove: z.boolean(),
});
export type ScoutEvidence = z.infer<typeof ScoutEvidenceSchema>;

export const ScoutEvidenceListSchema = z.object({
  /** Which nomination: its contributor, projects and cohort (the page's title and breadcrumbs). */
  nomination: z.object({
    id: recordId('id'),
    contributor: z.object({ firstName: text('firstName'), lastName: text('lastName') }),
    projects: z.array(z.object({ id: recordId('id'), name: text('name') })),
    cohort: z.object({ id: recordId('id'), name: text('name'), period: z.enum(COHORT_PERIODS) }),
  }),
  /** Whether evidence may be added or removed now: until the cohort's assessment starts. */
  canChange: z.boolean(),
  evidence: z.array(ScoutEvidenceSchema),
});
export type ScoutEvidenceList = z.infer<typeof ScoutEvidenceListSchema>;

export const EvidenceOutcomeSchema = z.object({
  success: z.literal(true),
  /** "evidence added"; with "(GitHub could not be read: …)" when its facts wait. */
  message: text('message'),
  evidence: ScoutEvidenceSchema,
});
export type EvidenceOutcome = z.infer<typeof EvidenceOutcomeSchema>;
