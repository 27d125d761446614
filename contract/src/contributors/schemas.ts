// Contributors: the people scouts nominate. Scouts and
// admins search them and create them; a contributor's account is made when a nomination of
// theirs is submitted, not here.
import { z } from 'zod';
import { CONTRIBUTOR_ROLES } from '../domain/nominations';
import {
  ErrorBodySchema,
  EmailSchema,
  PageInfoSchema,
  PagingQuerySchema,
  SearchSchema,
} from '../common';
import {
  classicAddress,
  githubUsername,
  isoDate,
  personName,
  recordId,
  recordIdParam,
  text,
  xHandle,
} from '../fields';
import { isMissing } from '../isMissing';

export const ContributorRoleSchema = z.enum(CONTRIBUTOR_ROLES, {
  error: (issue) =>
    isMissing(issue.input)
      ? 'projectRole is required'
      : `projectRole must be one of ${CONTRIBUTOR_ROLES.join(', ')}`,
});

export const ContributorSummarySchema = z.object({
  id: recordId('id'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  githubUsername: text('githubUsername'),
  xHandle: text('xHandle').nullable(),
  /** Whole for admins; masked for scouts (`m•••@example.org`): emails are private to admins. */
  email: text('email'),
  /** Nominations of this contributor in the active cohort. */
  activeNominations: z.number().int(),
});
export type ContributorSummary = z.infer<typeof ContributorSummarySchema>;

/**
 * `search` matches first and last names and GitHub usernames by any part, and an email only in
 * full (any case), so addresses cannot be listed by typing part of one.
 */
export const SearchContributorsQuerySchema = PagingQuerySchema.extend({ search: SearchSchema });
export type SearchContributorsQuery = z.input<typeof SearchContributorsQuerySchema>;

/** By last name, first name, then id. */
export const ContributorListSchema = PageInfoSchema.extend({
  contributors: z.array(ContributorSummarySchema),
});
export type ContributorList = z.infer<typeof ContributorListSchema>;

export const ContributorIdParamsSchema = z.strictObject({ id: recordIdParam('contributor id') });

/** Since and until are UTC days, not in the future (the API checks against its clock). */
export const CreateContributorRequestSchema = z
  .strictObject({
    firstName: personName('firstName'),
    lastName: personName('lastName'),
    email: EmailSchema,
    githubUsername: githubUsername('githubUsername'),
    xHandle: xHandle('xHandle').nullish(),
    projectRole: ContributorRoleSchema,
    contributorSince: isoDate('contributorSince', { required: true }),
    contributorUntil: isoDate('contributorUntil').nullish(),
    xrplAddress: classicAddress('xrplAddress').nullish(),
  })
  .refine(
    ({ contributorSince, contributorUntil }) =>
      !contributorUntil || contributorUntil >= contributorSince,
    { path: ['contributorUntil'], error: 'contributorUntil must not be before contributorSince' },
  );
export type CreateContributorRequest = z.infer<typeof CreateContributorRequestSchema>;

export const ContributorOutcomeSchema = z.object({
  success: z.literal(true),
  /** "contributor created". */
  message: text('message'),
  contributor: ContributorSummarySchema,
});
export type ContributorOutcome = z.infer<typeof ContributorOutcomeSchema>;

export const CONTRIBUTOR_UNIQUE_FIELDS = ['email', 'githubUsername'] as const;

/**
 * A 409: "contributor already exists: …" naming the fields taken, with the contributor who has
 * them (to pick instead); or "user exists with a different role: …" with `fields: ['email']`.
 */
export const ContributorConflictErrorSchema = ErrorBodySchema.extend({
  fields: z.array(z.enum(CONTRIBUTOR_UNIQUE_FIELDS)).optional(),
  contributor: ContributorSummarySchema.optional(),
});
export type ContributorConflictError = z.infer<typeof ContributorConflictErrorSchema>;
