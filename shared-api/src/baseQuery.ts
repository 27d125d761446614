import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { API_BASE } from './apiBase';
import { readApiToken } from './apiToken';
import { signedOut } from './session';

export const DEFAULT_ERROR_MESSAGE = 'An error occurred with the request.';
const LOGIN_REQUIRED_MESSAGE = 'Please login';

type QueryValue = string | number | boolean | null | undefined;

export interface GlowRequest {
  /** Path under /api; `{name}` segments are filled from `pathParams`. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as the query string for GET, as a JSON body otherwise. */
  payload?: Record<string, QueryValue | QueryValue[]> | object;
  pathParams?: Record<string, string | number | undefined | null>;
  /**
   * Whether "Please login" signs the user out and sends them to /login, and a wallet call's 401
   * sends them there (the default). Callers that handle a dead session themselves, such as the
   * session verification and logout, pass false.
   */
  loginRedirect?: boolean;
}

export interface GlowApiError {
  /** The HTTP status, or 0 when no answer came back or the request was never sent. */
  status: number;
  message: string;
  /**
   * The request fields the error is about, when the API names them (an endpoint's `errors`
   * schema in the contract, e.g. a 409 duplicate project's `fields`), so a form can mark them.
   */
  fields?: string[];
  /**
   * The whole JSON body of the answer, when it is an object. Read it with `errorBodyOf`, which
   * gives it the type of the endpoint's `errors` schema for the status.
   */
  body?: object;
}

export function isGlowApiError(error: unknown): error is GlowApiError {
  if (!error || typeof error !== 'object') return false;
  const { status, message } = error as Record<string, unknown>;
  return typeof status === 'number' && typeof message === 'string';
}

/** The message to show for a failed call, whatever shape its error has. */
export function errorMessageOf(error: unknown): string {
  if (isGlowApiError(error) && error.message) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}

type LoginRequiredHandler = (redirect: string) => void;

/** The API's answer to a wallet call whose session holds no wallet (any more). */
const WALLET_REQUIRED_MESSAGE = 'Please connect your wallet';

let onWalletRequired: () => void = () => undefined;

/** The shell forgets the dead wallet and offers to connect again. */
export function setWalletRequiredHandler(handler: () => void): void {
  onWalletRequired = handler;
}

function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

let onLoginRequired: LoginRequiredHandler = (redirect) => {
  window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
};

/** The shell replaces the default full-page redirect with a router navigation. */
export function setLoginRequiredHandler(handler: LoginRequiredHandler): void {
  onLoginRequired = handler;
}

export class MissingPathParamError extends Error {
  constructor(readonly property: string) {
    super(`Missing required property: ${property}`);
  }
}

export function fillPath(url: string, pathParams: GlowRequest['pathParams'] = {}): string {
  return url.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = pathParams[name];
    if (value === undefined || value === null || value === '')
      throw new MissingPathParamError(name);
    return encodeURIComponent(String(value));
  });
}

export function toQueryString(payload: GlowRequest['payload']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload ?? {})) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The `fields` of an error body: a list of field names, or undefined. */
function fieldsOf(body: unknown): string[] | undefined {
  if (!body || typeof body !== 'object' || !('fields' in body)) return undefined;
  const { fields } = body as { fields: unknown };
  return Array.isArray(fields) && fields.every((field) => typeof field === 'string')
    ? fields
    : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

export async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return null; // the connection dropped mid-body: treated like an answer without a message
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What every call does: the payload as the query string of a GET or the JSON body otherwise, the
 * stored token as a bearer token, and the API's `message` as the error.
 */
export function createGlowBaseQuery(
  baseUrl: string = API_BASE,
): BaseQueryFn<GlowRequest, unknown, GlowApiError> {
  return async (request, { signal, dispatch }) => {
    const method = request.method ?? 'GET';
    let path: string;
    try {
      path = fillPath(request.url, request.pathParams);
    } catch (error) {
      if (error instanceof MissingPathParamError)
        return { error: { status: 0, message: error.message } };
      throw error;
    }

    const headers = requestHeaders('application/json');
    let url = `${baseUrl}${path}`;
    let body: string | undefined;
    if (method === 'GET') {
      url += toQueryString(request.payload);
    } else if (request.payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.payload);
    }

    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal });
    } catch {
      return { error: { status: 0, message: DEFAULT_ERROR_MESSAGE } };
    }
    const data = await readBody(response);
    if (response.ok) return { data };
    return { error: failedAnswer(response.status, data, path, request, dispatch) };
  };
}

/** The request headers of every call: what it accepts, and the stored bearer token. */
export function requestHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: accept };
  const token = readApiToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The error of a failed answer (its status and parsed body) to the call of `path`, after what
 * every page does about it: a dead session signs out and goes to /login (as does a wallet call's
 * 401), a call that needs a wallet offers to connect one.
 */
export function failedAnswer(
  status: number,
  data: unknown,
  path: string,
  request: Pick<GlowRequest, 'loginRedirect'>,
  dispatch: (action: ReturnType<typeof signedOut>) => unknown,
): GlowApiError {
  const message = messageOf(data) ?? DEFAULT_ERROR_MESSAGE;
  const fields = fieldsOf(data);
  const error: GlowApiError = { status, message };
  if (fields) error.fields = fields;
  if (data && typeof data === 'object') error.body = data;
  if (request.loginRedirect === false) return error;
  const sessionEnded = message === LOGIN_REQUIRED_MESSAGE;
  // The stored session is dead: keeping it would make /login send the user straight back.
  if (sessionEnded) dispatch(signedOut());
  if (sessionEnded || (status === 401 && path.startsWith('/wallets/'))) {
    onLoginRequired(currentFullPath());
  } else if (message === WALLET_REQUIRED_MESSAGE) {
    onWalletRequired();
  }
  return error;
}
