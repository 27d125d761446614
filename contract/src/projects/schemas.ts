// Projects: the public list, and what admins and scouts
// create and edit, with the facts read from GitHub.
import { z } from 'zod';
import { GITHUB_STATUSES } from '../domain/programme';
import { DESCRIPTION_MAX_LENGTH, PROJECT_NAME_MAX_LENGTH } from '../limits';
import { ErrorBodySchema, PageInfoSchema, PagingQuerySchema, SearchSchema } from '../common';
import { githubRepository, recordId, recordIdParam, text, webUrl, xHandle } from '../fields';

export const ProjectSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  description: text('description'),
  githubRepo: text('githubRepo'),
  websiteUrl: text('websiteUrl').nullable(),
  xHandle: text('xHandle').nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** The repository's figures when GitHub was last read (`readAt`); pages never wait for GitHub. */
export const GitHubFactsSchema = z.object({
  stars: z.number().int(),
  forks: z.number().int(),
  openIssues: z.number().int(),
  pushedAt: text('pushedAt').nullable(),
  readAt: text('readAt'),
  /** `missing`: the repository was gone or private at the last read (the figures are older). */
  status: z.enum(GITHUB_STATUSES),
});
export type GitHubFacts = z.infer<typeof GitHubFactsSchema>;

export const ListedProjectSchema = ProjectSchema.extend({
  /** Null until GitHub has been read. */
  github: GitHubFactsSchema.nullable(),
  nominations: z.number().int(),
});
export type ListedProject = z.infer<typeof ListedProjectSchema>;

export const ListProjectsQuerySchema = PagingQuerySchema.extend({ search: SearchSchema });
export type ListProjectsQuery = z.input<typeof ListProjectsQuerySchema>;

export const ProjectListSchema = PageInfoSchema.extend({ projects: z.array(ListedProjectSchema) });
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const ProjectIdParamsSchema = z.strictObject({ id: recordIdParam('project id') });

const ProjectFields = {
  name: text('name')
    .trim()
    .min(1, 'name is required')
    .max(PROJECT_NAME_MAX_LENGTH, `name must be at most ${PROJECT_NAME_MAX_LENGTH} characters`),
  description: text('description')
    .trim()
    .min(1, 'description is required')
    .max(
      DESCRIPTION_MAX_LENGTH,
      `description must be at most ${DESCRIPTION_MAX_LENGTH} characters`,
    ),
  githubRepo: githubRepository('githubRepo'),
  websiteUrl: webUrl('websiteUrl').nullish(),
  xHandle: xHandle('xHandle').nullish(),
};

export const CreateProjectRequestSchema = z.strictObject(ProjectFields);
export type CreateProjectRequest = z.infer<typeof CreateProjectRequestSchema>;

export const UpdateProjectRequestSchema = z
  .strictObject({
    name: ProjectFields.name.optional(),
    description: ProjectFields.description.optional(),
    githubRepo: ProjectFields.githubRepo.optional(),
    websiteUrl: ProjectFields.websiteUrl,
    xHandle: ProjectFields.xHandle,
  })
  .refine(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'body must give at least one of name, description, githubRepo, websiteUrl, xHandle',
  );
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequestSchema>;

export const ProjectOutcomeSchema = z.object({
  success: z.literal(true),
  /** "project created" or "project updated". */
  message: text('message'),
  project: ListedProjectSchema,
});
export type ProjectOutcome = z.infer<typeof ProjectOutcomeSchema>;

export const PROJECT_UNIQUE_FIELDS = ['name', 'githubRepo', 'websiteUrl'] as const;

/** 409 "duplicate project by repo, URL or name: …", naming each field already taken. */
export const DuplicateProjectErrorSchema = ErrorBodySchema.extend({
  fields: z.array(z.enum(PROJECT_UNIQUE_FIELDS)),
});

/**
 * A 400: the field rules' `{ message }`, or "GitHub repo not found (use a public repo)" (the
 * repository is private or missing) with `fields: ['githubRepo']`.
 */
export const ProjectInputErrorSchema = ErrorBodySchema.extend({
  fields: z.tuple([z.literal('githubRepo')]).optional(),
});
