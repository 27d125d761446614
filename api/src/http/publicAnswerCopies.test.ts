// The API's short copies of anonymous answers of the public pages' calls: within
// PUBLIC_ANSWER_COPY_MS, anonymous callers of one URL get one reading of the database, a write
// through the API forgets every copy before its answer, and a signed-in caller always reads.
import type { ActiveCohort, CastVoteResponse, NominationList } from '@glow/contract';
import { REQUEST_ID_HEADER } from '@glow/contract/requestIds';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { RunningApi } from '../server';
import { eventually } from '../testing/eventually';
import { startLoggedApi, type StatementLog } from '../testing/statementLog';
import { insertVoters, type InsertedVoter } from '../testing/testProgramme';
import { startTestApi, type TestApi } from '../testing/testApi';
import { installCacheHeaders } from './cacheHeaders';
import { installPublicAnswerCopies } from './publicAnswerCopies';

const COPY_MS = 10_000;
const BY_SCORE = '/api/nominations?sort=score&limit=10';

let api: TestApi;
let voter: InsertedVoter;
let scoutToken: string;

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_ANSWER_COPY_MS: String(COPY_MS) });
  voter = (await insertVoters(api.db, 1))[0]!;
  scoutToken = await api.loginAs('scout');
});

afterAll(() => api.close());

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.body };
}

/** Renames the active cohort with SQL, as another instance's write would. */
async function renameActiveCohortInTheDatabase(name: string, target: TestApi = api) {
  const { cohort } = JSON.parse(
    (await get(target.app, '/api/cohorts/active')).body,
  ) as ActiveCohort;
  await target.db.execute(sql`update cohorts set name = ${name} where id = ${cohort!.id}`);
}

const cohortName = (body: string) => (JSON.parse(body) as ActiveCohort).cohort?.name;

describe('one reading per URL per moment', () => {
  let logged: RunningApi;
  let log: StatementLog;

  beforeAll(async () => {
    ({ api: logged, log } = await startLoggedApi(api));
  });

  afterAll(() => logged.close());

  async function statementsOf<T>(work: () => Promise<T>) {
    const from = log.statements.length;
    const result = await work();
    // The outbox worker's first look may fall within: only the reads of nominations count.
    const reads = log.statements.slice(from).filter((text) => text.includes('"nominations"'));
    return { result, statements: reads.length };
  }

  it('hands 20 anonymous callers asking at once the answer of one reading, with its ETag', async () => {
    const alone = await statementsOf(() =>
      get(logged.app, BY_SCORE.replace('limit=10', 'limit=9')),
    );
    expect(alone.statements).toBeGreaterThan(0);

    const crowd = await statementsOf(() =>
      Promise.all(Array.from({ length: 20 }, () => get(logged.app, BY_SCORE))),
    );
    expect(crowd.statements).toBe(alone.statements);
    const [first] = crowd.result;
    expect(first!.status).toBe(200);
    for (const answer of crowd.result) {
      expect(answer).toMatchObject({ status: 200, body: first!.body });
      expect(answer.headers.etag).toBe(first!.headers.etag);
    }

    const later = await statementsOf(() =>
      get(logged.app, BY_SCORE, { 'if-none-match': String(first!.headers.etag) }),
    );
    expect(later).toMatchObject({ statements: 0, result: { status: 304, body: '' } });
    expect(later.result.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=10, must-revalidate',
    );
  });

  it('reads for every signed-in caller', async () => {
    await get(logged.app, BY_SCORE);
    const signedIn = await statementsOf(() =>
      get(logged.app, BY_SCORE, { authorization: `Bearer ${scoutToken}` }),
    );
    expect(signedIn.statements).toBeGreaterThan(0);
    expect(signedIn.result.headers['cache-control']).toBe('no-store');
  });

  it('hands the refusal of a refused URL to every caller asking at once, each with its own request id', async () => {
    const refused = await statementsOf(() =>
      Promise.all(
        Array.from({ length: 3 }, () => get(logged.app, '/api/nominations?limit=100000')),
      ),
    );
    expect(refused.result.map(({ status }) => status)).toEqual([400, 400, 400]);
    const requestIds = refused.result.map(({ headers }) => headers[REQUEST_ID_HEADER]);
    expect(new Set(requestIds).size).toBe(3);
  });
});

it('shows a change made outside this instance once the moment has passed; a signed-in caller sees it at once', async () => {
  const shortCopies = await startTestApi({ PUBLIC_ANSWER_COPY_MS: '300' });
  try {
    const before = cohortName((await get(shortCopies.app, '/api/cohorts/active')).body);
    await renameActiveCohortInTheDatabase('Renamed elsewhere', shortCopies);

    expect(cohortName((await get(shortCopies.app, '/api/cohorts/active')).body)).toBe(before);
    const token = await shortCopies.loginAs('scout');
    const signedIn = await get(shortCopies.app, '/api/cohorts/active', {
      authorization: `Bearer ${token}`,
    });
    expect(cohortName(signedIn.body)).toBe('Renamed elsewhere');

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(cohortName((await get(shortCopies.app, '/api/cohorts/active')).body)).toBe(
      'Renamed elsewhere',
    );
  } finally {
    await shortCopies.close();
  }
});

it('forgets every copy when a write through this instance succeeds, before its answer is sent', async () => {
  const before = JSON.parse((await get(api.app, BY_SCORE)).body) as NominationList;
  const cohortBefore = cohortName((await get(api.app, '/api/cohorts/active')).body);
  await renameActiveCohortInTheDatabase('Renamed with a vote');
  const last = before.nominations.at(-1)!;

  const vote = await api.call<CastVoteResponse>('POST', '/api/votes', {
    token: voter.token,
    body: { nominationId: last.id, type: 'UP' },
  });
  expect(vote.status).toBe(200);

  const after = JSON.parse((await get(api.app, BY_SCORE)).body) as NominationList;
  const listed = after.nominations.find(({ id }) => id === last.id);
  expect(listed?.score).toBe(last.score + 1);
  expect(cohortName((await get(api.app, '/api/cohorts/active')).body)).not.toBe(cohortBefore);
});

it('keeps the copies through a refused write', async () => {
  const before = (await get(api.app, '/api/cohorts/active')).body;
  await renameActiveCohortInTheDatabase('Renamed before a refused vote');
  const refused = await api.call('POST', '/api/votes', {
    token: voter.token,
    body: { nominationId: 2147483647, type: 'UP' },
  });
  expect(refused.status).toBe(404);
  expect((await get(api.app, '/api/cohorts/active')).body).toBe(before);
});

it('keeps no copy with PUBLIC_ANSWER_COPY_MS=0', async () => {
  const noCopies = await startTestApi({ PUBLIC_ANSWER_COPY_MS: '0' });
  try {
    await get(noCopies.app, '/api/cohorts/active');
    await renameActiveCohortInTheDatabase('Renamed at once', noCopies);
    expect(cohortName((await get(noCopies.app, '/api/cohorts/active')).body)).toBe(
      'Renamed at once',
    );
  } finally {
    await noCopies.close();
  }
});

/** An app with one public list that reads (and counts its readings) when the test lets it. */
async function startHeldListApp() {
  const app = Fastify();
  installPublicAnswerCopies(app, COPY_MS);
  installCacheHeaders(app);
  let readings = 0;
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  const list = { config: { sharedCache: { sharedMaxAgeSeconds: 10 } } };
  app.get('/list', list, async () => {
    readings += 1;
    const reading = readings;
    await held;
    return { reading };
  });
  app.get<{ Querystring: { bytes: string } }>('/padded', list, async (request) => {
    readings += 1;
    return { reading: readings, padding: 'x'.repeat(Number(request.query.bytes)) };
  });
  app.get('/unavailable', list, async (_request, reply) => {
    readings += 1;
    await held;
    reply.header('retry-after', '5');
    throw Object.assign(new Error('The database is unreachable'), { statusCode: 503 });
  });
  app.post('/write', async () => ({ written: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    readings: () => readings,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

type HeldListApp = Awaited<ReturnType<typeof startHeldListApp>>;

/** Sends a GET over a socket of its own, which the caller closes before the answer comes. */
async function requestThenLeave(app: FastifyInstance, path: string) {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let closed = false;
  app.server.once('request', (request: IncomingMessage) =>
    request.once('close', () => (closed = true)),
  );
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  return { leave: () => socket.destroy(), closed: () => closed };
}

/** Lets the requests under way run their hooks up to their next wait. */
const letRequestsRun = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a reading the test holds', () => {
  let held: HeldListApp;

  beforeEach(async () => {
    held = await startHeldListApp();
  });

  afterEach(() => held.app.close());

  it("hands a reading's answer to its waiters when its own caller goes away", async () => {
    held.hold();
    const leaving = await requestThenLeave(held.app, '/list');
    await eventually(() => held.readings() === 1);
    const waiters = Array.from({ length: 3 }, () => get(held.app, '/list'));
    await letRequestsRun();

    leaving.leave();
    await eventually(() => leaving.closed());
    await letRequestsRun();
    held.release();

    const answers = await Promise.all(waiters);
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array.from({ length: 3 }, () => ({ status: 200, body: '{"reading":1}' })),
    );
    expect(held.readings()).toBe(1);
  });

  it('answers the callers after one who went away while it waited for a reading older than a write', async () => {
    held.hold();
    const first = get(held.app, '/list');
    await eventually(() => held.readings() === 1);
    expect((await held.app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200);
    const leaving = await requestThenLeave(held.app, '/list');
    await letRequestsRun();
    leaving.leave();
    await eventually(() => leaving.closed());
    held.release();

    expect((await first).body).toBe('{"reading":1}');
    // The caller who left reads again, as the write came after the reading it waited for.
    await eventually(() => held.readings() === 2);
    expect(await get(held.app, '/list')).toMatchObject({ status: 200, body: '{"reading":2}' });
    expect(held.readings()).toBe(2);
  });

  it('hands a failed reading to the callers waiting for it, and keeps no copy of it', async () => {
    held.hold();
    const callers = Array.from({ length: 4 }, () => get(held.app, '/unavailable'));
    await eventually(() => held.readings() === 1);
    await letRequestsRun();
    held.release();

    for (const answer of await Promise.all(callers)) {
      expect(answer.status).toBe(503);
      expect(answer.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store' });
      expect(JSON.parse(answer.body)).toMatchObject({ message: 'The database is unreachable' });
    }
    expect(held.readings()).toBe(1);
    expect((await get(held.app, '/unavailable')).status).toBe(503);
    expect(held.readings()).toBe(2);
  });

  it('keeps the copies of 1,000 URLs at most: the oldest is read again', async () => {
    for (let n = 0; n <= 1_000; n += 1) await get(held.app, `/list?n=${n}`);
    expect(held.readings()).toBe(1_001);
    expect((await get(held.app, '/list?n=1000')).body).toBe('{"reading":1001}');
    expect((await get(held.app, '/list?n=1')).body).toBe('{"reading":2}');
    expect((await get(held.app, '/list?n=0')).body).toBe('{"reading":1002}');
  });

  it('counts the URLs in the 32 MB of copies it keeps', async () => {
    // 1,000 URLs as long as Node takes (16 KiB with the headers), with 18,000-byte bodies.
    const urlOf = (n: number) => `/padded?bytes=18000&n=${n}&long=${'x'.repeat(16_000)}`;
    for (let n = 0; n < 1_000; n += 1) await get(held.app, urlOf(n));
    expect(held.readings()).toBe(1_000);
    expect(JSON.parse((await get(held.app, urlOf(999))).body)).toMatchObject({ reading: 1_000 });
    expect(JSON.parse((await get(held.app, urlOf(0))).body)).toMatchObject({ reading: 1_001 });
  });

  it('reads for a caller whose Authorization header is empty', async () => {
    await get(held.app, '/list');
    expect(await get(held.app, '/list', { authorization: '' })).toMatchObject({
      body: '{"reading":2}',
    });
  });
});
