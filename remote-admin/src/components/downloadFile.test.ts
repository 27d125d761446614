// The exports' one-click download: the CSV fetched with the session's token and saved under the
// API's file name; a refusal rejects with the API's message, under the usual session rules.
import * as ROUTES from '@glow/contract/routes';
import { setLoginRequiredHandler, signedOut, STORAGE_KEYS } from '@glow/shared-api';
import { installFakeApi } from '@glow/shared-api/testing';
import { downloadFile, downloadNameOf } from './downloadFile';

const CSV = 'nomination_id,contributor,day\r\n7,Chloé Dubois,2026-10-20\r\n';
const ROUTE = 'GET /api/cohorts/{id}/exports/votes';
const VOTES = { pathParams: { id: 7 } } as const;

let saved: { blob: Blob; name: string }[];
let blobs: Map<string, Blob>;
const dispatch = jest.fn<unknown, [unknown]>();

beforeEach(() => {
  saved = [];
  blobs = new Map();
  dispatch.mockReset();
  localStorage.setItem(STORAGE_KEYS.apiToken, 'admin-token');
  // jsdom has neither object URLs nor downloads: keep what would have been saved.
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob);
    return href;
  };
  URL.revokeObjectURL = (href: string) => void blobs.delete(href);
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

it('fetches the CSV with the bearer token and saves it under the API’s file name', async () => {
  const calls = installFakeApi({
    [ROUTE]: {
      text: CSV,
      headers: {
        'Content-Disposition':
          'attachment; filename="glow-wave-1-votes-per-day-2026-11-24.csv"; ' +
          "filename*=UTF-8''glow-wave-1-votes-per-day-2026-11-24.csv",
      },
    },
  });

  await downloadFile(ROUTES.exportCohortVotes, VOTES, dispatch);

  expect(calls).toMatchObject([{ path: '/api/cohorts/7/exports/votes', token: 'admin-token' }]);
  expect(saved).toHaveLength(1);
  expect(saved[0]!.name).toBe('glow-wave-1-votes-per-day-2026-11-24.csv');
  expect(await saved[0]!.blob.text()).toBe(CSV);
  // The temporary link is gone and its object URL released.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(document.querySelector('a[download]')).toBeNull();
  expect(blobs.size).toBe(0);
});

it('sends the query of the payments export', async () => {
  const calls = installFakeApi({ 'GET /api/payments/export': { text: 'payment_id\r\n' } });
  await downloadFile(ROUTES.exportPayments, { payload: { cohortId: 3 } }, dispatch);
  expect(calls).toMatchObject([{ path: '/api/payments/export', query: { cohortId: '3' } }]);
  expect(saved[0]!.name).toBe('payments-export.csv');
});

it('rejects with the API’s message and saves nothing when the export is refused', async () => {
  installFakeApi({ [ROUTE]: { status: 404, body: { message: 'cohort not found' } } });
  await expect(downloadFile(ROUTES.exportCohortVotes, VOTES, dispatch)).rejects.toEqual({
    status: 404,
    message: 'cohort not found',
    body: { message: 'cohort not found' },
  });
  expect(saved).toEqual([]);
});

it('signs out and goes to /login when the session has ended', async () => {
  const loginRequired = jest.fn<void, [string]>();
  setLoginRequiredHandler(loginRequired);
  installFakeApi({ [ROUTE]: { status: 401, body: { message: 'Please login' } } });
  await expect(downloadFile(ROUTES.exportCohortVotes, VOTES, dispatch)).rejects.toMatchObject({
    status: 401,
  });
  expect(dispatch).toHaveBeenCalledWith(signedOut());
  expect(loginRequired).toHaveBeenCalled();
});

it('rejects with status 0 when no answer comes', async () => {
  installFakeApi({
    [ROUTE]: () => {
      throw new TypeError('offline');
    },
  });
  await expect(downloadFile(ROUTES.exportCohortVotes, VOTES, dispatch)).rejects.toMatchObject({
    status: 0,
  });
  expect(saved).toEqual([]);
});

describe('downloadNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      downloadNameOf(`attachment; filename="a_b.csv"; filename*=UTF-8''a%E9%99%88b.csv`, 'x'),
    ).toBe('a陈b.csv');
    expect(downloadNameOf('attachment; filename="plain.csv"', 'x')).toBe('plain.csv');
    expect(downloadNameOf(null, 'fallback.csv')).toBe('fallback.csv');
  });
});
