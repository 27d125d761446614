// What the nomination tests share: projects and contributors straight in the database (the
// GitHub check and the contributors API have their own tests), a valid nomination's body, and
// the scout's calls.
import type { CreateNominationRequest, ScoutedNominationList } from '@glow/contract';
import { and, eq, sql } from 'drizzle-orm';
import { contributors, nominationProjects, projects } from '../db/schema';
import type { ApiResponse, DefaultBody, TestApi } from './testApi';
import { SCREENING_PASSED } from './testProgramme';

let added = 0;
const nextNumber = () => (added += 1);

export interface TestProject {
  id: number;
  name: string;
  githubRepo: string;
}

/** A project of its own name (unique per call). */
export async function insertProject(api: TestApi, name = 'tool'): Promise<TestProject> {
  const unique = `${name}-${nextNumber()}`;
  const [row] = await api.db
    .insert(projects)
    .values({
      name: unique,
      description: `The ${unique} project`,
      githubRepo: `glow-tests/${unique}`,
    })
    .returning({ id: projects.id, name: projects.name, githubRepo: projects.githubRepo });
  return row!;
}

export interface TestContributor {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  githubUsername: string;
}

/** A contributor without an account, unless `email` is one's (unique per call). */
export async function insertContributor(api: TestApi, email?: string): Promise<TestContributor> {
  const number = nextNumber();
  const [row] = await api.db
    .insert(contributors)
    .values({
      firstName: 'Maya',
      lastName: `Okafor${number}`,
      email: email ?? `maya.okafor.${number}@example.org`,
      githubUsername: `maya-okafor-${number}`,
      projectRole: 'maintainer',
      contributorSince: '2024-01-01',
    })
    .returning();
  return row!;
}

/** A nomination every rule accepts (given an open cohort and a free pair). */
export function nominationBody(
  contributorId: number,
  projectIds: number[],
  overrides: Record<string, unknown> = {},
): CreateNominationRequest & Record<string, unknown> {
  return {
    screening: SCREENING_PASSED,
    contributorId,
    projectIds,
    description: 'Rewrote the autofill path and documented every option it takes.',
    categories: ['Creating Community Tools'],
    contributionDate: '2026-09-15',
    ...overrides,
  };
}

export function nominate<T = DefaultBody>(
  api: TestApi,
  token: string,
  body: unknown,
): Promise<ApiResponse<T>> {
  return api.call<T>('POST', '/api/nominations', { token, body });
}

export function coNominate<T = DefaultBody>(
  api: TestApi,
  token: string,
  nominationId: number,
  body: unknown,
): Promise<ApiResponse<T>> {
  return api.call<T>('POST', `/api/nominations/${nominationId}/co-nominations`, { token, body });
}

export function listScouted(
  api: TestApi,
  token: string,
  query: Record<string, string | number> = {},
): Promise<ApiResponse<ScoutedNominationList>> {
  return api.call<ScoutedNominationList>('GET', '/api/nominations/scouted', { token, query });
}

/** How many nominations the contributor has for the project in the cohort (the pair's rows). */
export async function pairCount(
  api: TestApi,
  cohortId: number,
  contributorId: number,
  projectId: number,
): Promise<number> {
  const [row] = await api.db
    .select({ value: sql<number>`count(*)::int` })
    .from(nominationProjects)
    .where(
      and(
        eq(nominationProjects.cohortId, cohortId),
        eq(nominationProjects.contributorId, contributorId),
        eq(nominationProjects.projectId, projectId),
      ),
    );
  return row!.value;
}
