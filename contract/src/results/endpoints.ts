// The results' calls: what the programme published.
import * as ROUTES from './routes';
import { PUBLIC_PAGE_CACHE, type Endpoint } from '../endpoint';
import { ResultsSchema } from './schemas';

export const RESULTS_ENDPOINTS = {
  listResults: {
    ...ROUTES.listResults,
    access: 'public',
    summary:
      'Each cohort with an approved distribution: its nominations, final sizes, grants paid, scouts, judges and figures',
    tag: 'results',
    response: ResultsSchema,
    sharedCache: PUBLIC_PAGE_CACHE,
  },
} as const satisfies Record<string, Endpoint>;
