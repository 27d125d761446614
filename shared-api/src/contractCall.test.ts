import * as ROUTES from '@glow/contract/routes';
import { createGlowBaseQuery, type GlowApiError } from './baseQuery';
import { contractCall, errorBodyOf } from './contractCall';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';

const HOLDER = {
  id: 7,
  firstName: 'Maya',
  lastName: 'Okafor',
  githubUsername: 'mokafor',
  xHandle: null,
  email: 'm•••@example.org',
  activeNominations: 0,
};
const CONFLICT = {
  message: 'contributor already exists: a contributor has this email',
  fields: ['email'],
  contributor: HOLDER,
};

/** The error the base query gives for an answer `status` + `body` to POST /contributors. */
async function failureOf(status: number, body: unknown): Promise<GlowApiError> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  globalThis.fetch = jest.fn(
    async () => ({ ok: false, status, text: async () => text }) as Response,
  );
  const api = { signal: new AbortController().signal, dispatch: jest.fn() };
  const result = await createGlowBaseQuery()(
    { url: '/contributors', method: 'POST', payload: {} },
    api as unknown as BaseQueryApi,
    {},
  );
  if (!result.error) throw new Error('the call did not fail');
  return result.error;
}

describe('errorBodyOf', () => {
  it("gives the whole body of the endpoint's error with that status", async () => {
    const failure = await failureOf(409, CONFLICT);
    expect(errorBodyOf(failure, 'createContributor', 409)).toEqual(CONFLICT);
    expect(errorBodyOf(failure, 'createContributor', 409)?.contributor?.id).toBe(HOLDER.id);
  });

  it('gives nothing for an error with another status', async () => {
    const failure = await failureOf(400, { message: 'fields invalid: email', fields: ['email'] });
    expect(errorBodyOf(failure, 'createContributor', 409)).toBeUndefined();
  });

  it('gives nothing for an answer without a JSON body, nor for what is no API error', async () => {
    expect(errorBodyOf(await failureOf(409, 'Conflict'), 'createContributor', 409)).toBeUndefined();
    expect(errorBodyOf(new Error('boom'), 'createContributor', 409)).toBeUndefined();
  });
});

describe('contractCall', () => {
  it("asks the base query for the route's method and path, with what `parts` sends", () => {
    const { query } = contractCall(ROUTES.moveCohort, ({ id }: { id: number }) => ({
      pathParams: { id },
      payload: { period: 'voting' },
    }));
    expect(query({ id: 7 })).toEqual({
      method: 'POST',
      url: '/cohorts/{id}/period',
      pathParams: { id: 7 },
      payload: { period: 'voting' },
    });
  });

  it('without `parts`, sends its argument as the payload', () => {
    const { query } = contractCall(ROUTES.listUsers);
    expect(query({ page: 2, role: 'judge' })).toEqual({
      method: 'GET',
      url: '/users',
      payload: { page: 2, role: 'judge' },
    });
  });
});
