// docs/api-reference.md is what `pnpm docs:api` writes from the OpenAPI document the API serves,
// so the reference in the repository cannot go stale.
import { ENDPOINTS, type EndpointAccess } from '@glow/contract';
import { readFileSync } from 'node:fs';
import { API_REFERENCE_FILE, apiReference } from './apiReference';

let reference: string;

beforeAll(async () => {
  reference = await apiReference();
}, 60_000);

it('docs/api-reference.md is what `pnpm docs:api` writes today (run it after changing the contract)', () => {
  expect(readFileSync(API_REFERENCE_FILE, 'utf8')).toBe(reference);
});

/** Words the "Who may call it" line must hold for an access rule. */
function whoWords(access: EndpointAccess): string[] {
  if (access === 'public') return ['anyone'];
  if (access === 'session') return ['any signed-in user'];
  if (access === 'wallet') return ['a connected wallet'];
  return access.map((role) => `${role}s`);
}

it('gives every endpoint its method, path, summary and who may call it', () => {
  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    const section = reference.split(`\n### ${name}\n`)[1]?.split('\n### ')[0] ?? '';
    const who = /Who may call it: (.*)\./.exec(section)?.[1] ?? '';
    expect({ name, section, who }).toEqual({
      name,
      section: expect.stringContaining(
        `\`${endpoint.method} ${endpoint.path}\`: ${endpoint.summary}`,
      ),
      who: expect.stringMatching(new RegExp(whoWords(endpoint.access).join('.*'))),
    });
  }
});
