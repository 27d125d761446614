// The projects' calls: the open-source projects nominations are for.
import * as ROUTES from './routes';
import { ADMIN, PUBLIC_PAGE_CACHE, type Endpoint } from '../endpoint';
import { ErrorBodySchema } from '../common';
import {
  CreateProjectRequestSchema,
  DuplicateProjectErrorSchema,
  ListProjectsQuerySchema,
  ProjectIdParamsSchema,
  ProjectInputErrorSchema,
  ProjectListSchema,
  ProjectOutcomeSchema,
  UpdateProjectRequestSchema,
} from './schemas';

export const PROJECTS_ENDPOINTS = {
  listProjects: {
    ...ROUTES.listProjects,
    access: 'public',
    summary:
      'Projects, by name (searched: the exact name first, then names starting with it), their GitHub figures and nominations',
    tag: 'projects',
    query: ListProjectsQuerySchema,
    response: ProjectListSchema,
    sharedCache: PUBLIC_PAGE_CACHE,
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
} as const satisfies Record<string, Endpoint>;
