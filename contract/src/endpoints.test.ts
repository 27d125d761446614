// The endpoint table is the union of the areas' parts: a name or a route written twice would
// silently replace the first one. Shared caches keep only answers that are everyone's.
import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { APPLICATIONS_ENDPOINTS } from './applications/endpoints';
import { CONTRIBUTORS_ENDPOINTS } from './contributors/endpoints';
import { DEPLOYS_ENDPOINTS } from './deploys/endpoints';
import { ENDPOINTS } from './endpoints';
import { HELP_ENDPOINTS } from './help/endpoints';
import { INTEGRITY_ENDPOINTS } from './integrity/endpoints';
import { JUDGING_ENDPOINTS } from './judging/endpoints';
import { NOMINATIONS_ENDPOINTS } from './nominations/endpoints';
import { PAYMENTS_ENDPOINTS } from './payments/endpoints';
import { PRIVACY_ENDPOINTS } from './privacy/endpoints';
import { PROGRAMME_ENDPOINTS } from './programme/endpoints';
import { PROJECTS_ENDPOINTS } from './projects/endpoints';
import { REPORTING_ENDPOINTS } from './reporting/endpoints';
import { RESULTS_ENDPOINTS } from './results/endpoints';
import { SYSTEM_ENDPOINTS } from './system/endpoints';
import { USERS_ENDPOINTS } from './users/endpoints';
import { VOTING_ENDPOINTS } from './voting/endpoints';
import { WALLETS_ENDPOINTS } from './wallets/endpoints';

const PARTS = [
  SYSTEM_ENDPOINTS,
  USERS_ENDPOINTS,
  WALLETS_ENDPOINTS,
  PROGRAMME_ENDPOINTS,
  VOTING_ENDPOINTS,
  INTEGRITY_ENDPOINTS,
  CONTRIBUTORS_ENDPOINTS,
  NOMINATIONS_ENDPOINTS,
  PROJECTS_ENDPOINTS,
  JUDGING_ENDPOINTS,
  APPLICATIONS_ENDPOINTS,
  PAYMENTS_ENDPOINTS,
  REPORTING_ENDPOINTS,
  RESULTS_ENDPOINTS,
  PRIVACY_ENDPOINTS,
  HELP_ENDPOINTS,
  DEPLOYS_ENDPOINTS,
];

it('holds every entry of every area, each name written by one area only', () => {
  const names = PARTS.flatMap((part) => Object.keys(part));
  expect(new Set(names).size).toBe(names.length);
  expect(Object.keys(ENDPOINTS).sort()).toEqual([...names].sort());
});

it('gives every method and path one entry', () => {
  const routes = Object.values(ENDPOINTS).map(({ method, path }) => `${method} ${path}`);
  expect(new Set(routes).size).toBe(routes.length);
});

/** The query parameters of a list that shape it (a page, an order, words to find) for anyone. */
const QUERY_ABOUT_NO_ONE = ['page', 'limit', 'sort', 'search'];

it('lets shared caches keep only public GETs whose parameters name no one', () => {
  const cached = (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(
    ([, endpoint]) => endpoint.sharedCache,
  );
  expect(cached.map(([name]) => name).sort()).toEqual([
    'activeCohort',
    'listNominations',
    'listProjects',
    'listResults',
  ]);
  for (const [name, { method, access, params, query }] of cached) {
    const queryNames = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
    expect({ name, method, access, params, query: queryNames }).toEqual({
      name,
      method: 'GET',
      access: 'public',
      params: undefined,
      query: queryNames.filter((parameter) => QUERY_ABOUT_NO_ONE.includes(parameter)),
    });
    // A query must be strict: an unknown parameter is refused, never answered from the cache.
    if (query) expect(query.safeParse({ voter: 'rEveryone' }).success).toBe(false);
  }
});
