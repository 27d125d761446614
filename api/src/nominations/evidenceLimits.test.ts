// The GitHub reads a scout's evidence makes Glow spend: each GitHub link added is counted for the
// scout, read or refused (a page that does not exist is kept nowhere, yet costs a request), and
// past GITHUB_EVIDENCE_READS_PER_SCOUT in the window the scout waits; other links and other scouts
// go on.
import type { NominationOutcome } from '@glow/contract';
import { startTestApi, type TestApi } from '../testing/testApi';
import {
  insertContributor,
  insertProject,
  nominate,
  nominationBody,
} from '../testing/testNominations';
import { addScout, openNominations, type AddedScout } from '../testing/testProgramme';

const READS = 3;

let api: TestApi;
let scout: AddedScout;
let other: AddedScout;

beforeAll(async () => {
  api = await startTestApi({ GITHUB_EVIDENCE_READS_PER_SCOUT: String(READS) });
  [scout, other] = await Promise.all([
    addScout(api, 'busy.scout@example.org'),
    addScout(api, 'other.scout@example.org'),
  ]);
  await openNominations(api);
});

afterAll(() => api.close());

async function nominatedBy(token: string): Promise<number> {
  const [contributor, project] = await Promise.all([insertContributor(api), insertProject(api)]);
  const answer = await nominate<NominationOutcome>(
    api,
    token,
    nominationBody(contributor.id, [project.id]),
  );
  expect(answer.status).toBe(201);
  return answer.body.nomination.id;
}

const add = (token: string, nominationId: number, url: string) =>
  api.call('POST', `/api/nominations/${nominationId}/evidence`, {
    token,
    body: { url, kind: 'pullRequest', note: 'The change itself.' },
  });

const missingPull = (number: number) => `https://github.com/XRPLF/xrpl.js/pull/${900_000 + number}`;

it('stops a scout adding GitHub links past the limit, missing ones included, until the window ends', async () => {
  const id = await nominatedBy(scout.token);
  for (let number = 1; number <= READS; number += 1) {
    expect((await add(scout.token, id, missingPull(number))).status).toBe(400);
  }
  const requestsBefore = api.github.requests().length;
  expect(await add(scout.token, id, missingPull(READS + 1))).toEqual({
    status: 429,
    body: {
      message:
        'Too many GitHub links checked, please try again in 15 minutes; links elsewhere can be added meanwhile',
    },
  });
  // GitHub was not asked.
  expect(api.github.requests().length).toBe(requestsBefore);

  // A link elsewhere, and another scout's GitHub link, go on.
  expect((await add(scout.token, id, 'https://xrpl.org/blog/autofill')).status).toBe(201);
  expect((await add(other.token, await nominatedBy(other.token), missingPull(1))).status).toBe(400);
});
