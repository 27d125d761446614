import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  createGlowBaseQuery,
  setLoginRequiredHandler,
  setWalletRequiredHandler,
  type GlowRequest,
} from './baseQuery';
import { signedOut } from './session';

// jsdom has no Response: the base query only reads ok, status and text().
function reply(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response;
}

const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>();
const loginRequired = jest.fn<void, [string]>();
const dispatch = jest.fn<unknown, [unknown]>();
const baseQuery = createGlowBaseQuery('/api');

function call(request: GlowRequest) {
  const api = { signal: new AbortController().signal, dispatch } as unknown as BaseQueryApi;
  return baseQuery(request, api, {});
}

function sentUrl() {
  return String(fetchMock.mock.calls[0]![0]);
}

function sentInit() {
  return fetchMock.mock.calls[0]![1]!;
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(reply(200, { success: true }));
  globalThis.fetch = fetchMock;
  loginRequired.mockReset();
  setLoginRequiredHandler(loginRequired);
  dispatch.mockReset();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('requests', () => {
  it('sends a POST payload as a JSON body and returns the parsed answer', async () => {
    const result = await call({
      url: '/users/login',
      method: 'POST',
      payload: { email: 'a@b.c', password: 'pw' },
    });

    expect(sentUrl()).toBe('/api/users/login');
    expect(sentInit().method).toBe('POST');
    expect(JSON.parse(String(sentInit().body))).toEqual({ email: 'a@b.c', password: 'pw' });
    expect(sentInit().headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(result).toEqual({ data: { success: true } });
  });

  it('sends a GET payload as the query string, repeating arrays and dropping empty values', async () => {
    await call({
      url: '/wallets/gemwallet/hash',
      payload: { pubkey: 'k', ids: [1, 2], a: undefined, b: null },
    });

    expect(sentUrl()).toBe('/api/wallets/gemwallet/hash?pubkey=k&ids=1&ids=2');
    expect(sentInit().method).toBe('GET');
    expect(sentInit().body).toBeUndefined();
  });

  it('fills path parameters', async () => {
    await call({ url: '/cohorts/{id}', pathParams: { id: 7 } });
    expect(sentUrl()).toBe('/api/cohorts/7');
  });

  it('sends the stored api_token as a bearer header', async () => {
    localStorage.setItem('api_token', 'secret-token');
    await call({ url: '/users/verify' });
    expect(sentInit().headers).toMatchObject({ Authorization: 'Bearer secret-token' });
  });

  it('sends no Authorization header without a stored token', async () => {
    await call({ url: '/users/verify' });
    expect(sentInit().headers).not.toHaveProperty('Authorization');
  });
});

describe('errors', () => {
  it('reads the message of an error answer', async () => {
    fetchMock.mockResolvedValue(reply(400, { message: 'Cohort name exists' }));
    expect(await call({ url: '/cohorts', method: 'POST', payload: {} })).toEqual({
      error: {
        status: 400,
        message: 'Cohort name exists',
        body: { message: 'Cohort name exists' },
      },
    });
  });

  it('keeps the fields an error body names, so a form can mark them, and the whole body', async () => {
    const body = {
      message: 'duplicate project by repo, URL or name',
      fields: ['name', 'githubRepo'],
      project: { id: 4, name: 'xrpl.js' },
    };
    fetchMock.mockResolvedValue(reply(409, body));
    expect(await call({ url: '/projects', method: 'POST', payload: {} })).toEqual({
      error: {
        status: 409,
        message: 'duplicate project by repo, URL or name',
        fields: ['name', 'githubRepo'],
        body,
      },
    });
  });

  it('ignores error fields that are not a list of names', async () => {
    const body = { message: 'name is required', fields: 'name' };
    fetchMock.mockResolvedValue(reply(400, body));
    expect(await call({ url: '/projects', method: 'POST', payload: {} })).toEqual({
      error: { status: 400, message: 'name is required', body },
    });
  });

  it('falls back to the default message when the error body has none', async () => {
    fetchMock.mockResolvedValue(reply(500, 'Internal Server Error'));
    expect(await call({ url: '/users' })).toEqual({
      error: { status: 500, message: 'An error occurred with the request.' },
    });
  });

  it('falls back to the default message when fetch rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await call({ url: '/users' })).toEqual({
      error: { status: 0, message: 'An error occurred with the request.' },
    });
  });

  it('fails without calling fetch when a path parameter is missing', async () => {
    const result = await call({ url: '/admin/cohorts/{id}', pathParams: { id: undefined } });
    expect(result).toEqual({ error: { status: 0, message: 'Missing required property: id' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('login required', () => {
  beforeEach(() => window.history.replaceState(null, '', '/vote?cohort=3#list'));

  it('asks for a login with the current full path when the server says "Please login"', async () => {
    fetchMock.mockResolvedValue(reply(403, { message: 'Please login' }));
    await call({ url: '/users' });
    expect(loginRequired).toHaveBeenCalledWith('/vote?cohort=3#list');
  });

  it('signs out when the server says "Please login": the stored session is dead', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Please login' }));
    await call({ url: '/users' });
    expect(dispatch).toHaveBeenCalledWith(signedOut());
  });

  it('neither signs out nor asks for a login when the call opts out', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Please login' }));
    const result = await call({ url: '/users/verify', loginRedirect: false });
    expect(loginRequired).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
    expect(result).toEqual({
      error: { status: 401, message: 'Please login', body: { message: 'Please login' } },
    });
  });

  it('does not ask for a login on a wallet 401 when the call opts out', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Unauthorized' }));
    await call({ url: '/wallets/crossmark/hash', loginRedirect: false });
    expect(loginRequired).not.toHaveBeenCalled();
  });

  it('asks for a login when a wallet call answers 401', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Unauthorized' }));
    const result = await call({ url: '/wallets/crossmark/hash' });
    expect(loginRequired).toHaveBeenCalledWith('/vote?cohort=3#list');
    expect(result).toEqual({
      error: { status: 401, message: 'Unauthorized', body: { message: 'Unauthorized' } },
    });
  });

  it('does not ask for a login on a 401 from a non-wallet call', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Unauthorized' }));
    await call({ url: '/users' });
    expect(loginRequired).not.toHaveBeenCalled();
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('wallet required', () => {
  const walletRequired = jest.fn<void, []>();
  beforeEach(() => {
    walletRequired.mockReset();
    setWalletRequiredHandler(walletRequired);
  });

  it('tells the wallet session when a vote call finds no wallet in the session', async () => {
    fetchMock.mockResolvedValue(reply(401, { message: 'Please connect your wallet' }));
    const result = await call({ url: '/votes', method: 'POST', payload: {} });
    expect(walletRequired).toHaveBeenCalledTimes(1);
    expect(loginRequired).not.toHaveBeenCalled();
    expect(result).toEqual({
      error: {
        status: 401,
        message: 'Please connect your wallet',
        body: { message: 'Please connect your wallet' },
      },
    });
  });

  it('stays quiet for other refusals and when the call opts out', async () => {
    fetchMock.mockResolvedValue(reply(403, { message: 'voter not registered' }));
    await call({ url: '/votes', method: 'POST', payload: {} });
    fetchMock.mockResolvedValue(reply(401, { message: 'Please connect your wallet' }));
    await call({ url: '/voters/me', loginRedirect: false });
    expect(walletRequired).not.toHaveBeenCalled();
  });
});
