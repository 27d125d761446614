import type { Distribution } from '@glow/contract';
import * as ROUTES from '@glow/contract/routes';
import { baseApi } from './baseApi';
import { changedTags } from './cacheTags';
import { contractCall } from './contractCall';
import { sharedEndpoints } from './sharedEndpoints';
import { installFakeApi } from './testing';
import { createTestStore } from './testing/testStore';

describe('the calls more than one area makes', () => {
  it('cannot be defined a second time: an area defining one of them fails to load', () => {
    expect(sharedEndpoints.endpoints.activeCohort).toBeDefined();
    const defineAgain = () =>
      baseApi.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({
          activeCohort: build.query({
            ...contractCall(ROUTES.activeCohort),
            providesTags: ['Cohort'],
          }),
        }),
      });
    expect(defineAgain).toThrow(/already-existing endpointName activeCohort/);
  });
});

describe("a cohort's distribution in the cache", () => {
  const sized = { count: 0, amount: 0 };
  /** Cohort `id`'s distribution, with nothing assessed yet. */
  const distribution = (id: number): Distribution => ({
    cohort: {
      id,
      name: `Wave ${id}`,
      period: 'assessment',
      grantAmounts: { small: 250, medium: 750, large: 1500 },
    },
    items: [],
    totals: {
      nominations: 0,
      bySize: { decline: sized, small: sized, medium: sized, large: sized },
      total: 0,
      notShown: 0,
      complete: false,
      incomplete: 0,
      short: 0,
      splits: 0,
    },
    approvable: false,
    blockers: [],
    panel: [],
    approvals: 0,
    required: 1,
    approved: false,
    approvedByMe: false,
    resetNote: null,
  });

  /** Two cohorts' distributions in the cache, and the calls that read them. */
  async function cachedDistributions() {
    const calls = installFakeApi({
      'GET /api/cohorts/{id}/distribution': ({ path }) => ({
        body: distribution(Number(path.split('/')[3])),
      }),
    });
    const store = createTestStore(null);
    for (const id of [7, 8]) {
      store.dispatch(sharedEndpoints.endpoints.getDistribution.initiate(id));
    }
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
    calls.length = 0;
    return { store, calls };
  }

  const readAgain = async (store: ReturnType<typeof createTestStore>) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  };

  it("is read again when that cohort's distribution changes, not when another's does", async () => {
    const { store, calls } = await cachedDistributions();
    store.dispatch(baseApi.util.invalidateTags([...changedTags('Distribution', 7)]));
    await readAgain(store);
    expect(calls.map(({ path }) => path)).toEqual(['/api/cohorts/7/distribution']);
  });

  it('is read again after any assessment, whatever its cohort', async () => {
    const { store, calls } = await cachedDistributions();
    store.dispatch(baseApi.util.invalidateTags(['Assessment']));
    await readAgain(store);
    expect(calls.map(({ path }) => path).sort()).toEqual([
      '/api/cohorts/7/distribution',
      '/api/cohorts/8/distribution',
    ]);
  });
});
