// What caches may keep: an anonymous caller's answer of the public pages' calls (the contract's
// `sharedCache`) is public for 10 s, with an ETag and 304 to a matching If-None-Match; every other
// answer (to a signed-in caller or a wallet session, a refused request, any other endpoint) is
// no-store.
import {
  ENDPOINTS,
  type CastVoteResponse,
  type Endpoint,
  type NominationList,
} from '@glow/contract';
import { insertVoters, type InsertedVoter } from '../testing/testProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
let userToken: string;
let voter: InsertedVoter;

beforeAll(async () => {
  api = await startTestApi();
  userToken = await api.loginAs('scout');
  voter = (await insertVoters(api.db, 1))[0]!;
});

afterAll(() => api.close());

const PUBLIC_10_SECONDS = 'public, max-age=0, s-maxage=10, must-revalidate';

/** Each endpoint caches may keep, called as the public pages call it. */
const CACHED: [name: string, url: string][] = [
  ['activeCohort', '/api/cohorts/active'],
  ['listNominations', '/api/nominations?sort=newest&limit=5'],
  ['listProjects', '/api/projects?search=xrpl&page=1'],
  ['listResults', '/api/results'],
];

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });

it('covers every endpoint whose answer caches may keep', () => {
  const marked = (Object.entries(ENDPOINTS) as [string, Endpoint][])
    .filter(([, endpoint]) => endpoint.sharedCache)
    .map(([name]) => name);
  expect(CACHED.map(([name]) => name).sort()).toEqual(marked.sort());
});

describe.each(CACHED)('%s (%s)', (_name, url) => {
  it('answers an anonymous caller public for 10 s, with the ETag of its body', async () => {
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({
      'cache-control': PUBLIC_10_SECONDS,
      etag: expect.stringMatching(/^"[\w-]{43}"$/),
      vary: 'Authorization',
    });
    // The copy is handed to others: it names no request.
    expect(first.headers['x-request-id']).toBeUndefined();
    const again = await get(url);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
  });

  it('answers 304 with no body to an If-None-Match naming that ETag', async () => {
    const etag = String((await get(url)).headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"another", ${etag}`, '*']) {
      const notModified = await get(url, { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: notModified.status, body: notModified.body }).toEqual({
        ifNoneMatch,
        status: 304,
        body: '',
      });
      expect(notModified.headers).toMatchObject({
        'cache-control': PUBLIC_10_SECONDS,
        etag,
        vary: 'Authorization',
      });
      expect(notModified.headers['content-type']).toBeUndefined();
    }
    const changed = await get(url, { 'if-none-match': '"another"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toBe(etag);
  });

  it.each([
    ['a signed-in user', () => signedIn(userToken)],
    ['a wallet session', () => signedIn(voter.token)],
    ['a token of no session', () => signedIn('no-such-session')],
  ])('answers %s no-store and no ETag, even to its If-None-Match', async (_who, headers) => {
    const etag = String((await get(url)).headers.etag);
    const answer = await get(url, { ...headers(), 'if-none-match': etag });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
  });
});

it.each([
  ['a parameter naming a voter', '/api/nominations?voter=rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', 400],
  ['a page that is not a number', '/api/projects?page=first', 400],
  ['a limit over the largest page', '/api/nominations?limit=100000', 400],
  ['a path under a cached one that names no endpoint', '/api/projects/2147483647', 404],
])('answers no-store, and no ETag, to %s', async (_what, url, status) => {
  const answer = await get(url);
  expect(answer.status).toBe(status);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers.etag).toBeUndefined();
});

it('gives the nominations a new ETag once a vote changes a score: the old one gets the new list, not a 304', async () => {
  const url = '/api/nominations?sort=newest';
  const before = await get(url);
  const [nomination] = (JSON.parse(before.body) as NominationList).nominations;
  const vote = await api.call<CastVoteResponse>('POST', '/api/votes', {
    token: voter.token,
    body: { nominationId: nomination!.id, type: 'UP' },
  });
  expect(vote.body).toMatchObject({ score: nomination!.score + 1 });

  const after = await get(url, { 'if-none-match': String(before.headers.etag) });
  expect(after.status).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  const listed = (JSON.parse(after.body) as NominationList).nominations;
  expect(listed.find(({ id }) => id === nomination!.id)?.score).toBe(nomination!.score + 1);
});

it.each(
  (Object.entries(ENDPOINTS) as [string, Endpoint][]).filter(
    ([, endpoint]) => !endpoint.sharedCache,
  ),
)('%s answers no-store to an anonymous caller, whatever its status', async (_name, e) => {
  const response = await api.app.inject({ method: e.method, url: e.path.replace('{id}', '1') });
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.etag).toBeUndefined();
});
