// The demo story's hands: calls of the API's endpoints in process (app.inject), each named and
// typed by the contract's ENDPOINTS table, as a signed-in person or wallet makes them; an answer
// other than the endpoint's success status stops the story with what the API said.
import {
  ENDPOINTS,
  type EndpointInput,
  type EndpointName,
  type EndpointResult,
} from '@glow/contract';
import type { FastifyInstance } from 'fastify';

type Part = 'params' | 'query' | 'body';

/** `{ part: T }` when the endpoint takes a T there, nothing when it takes none. */
type PartOf<N extends EndpointName, P extends Part> = [EndpointInput<N, P>] extends [undefined]
  ? { [K in P]?: never }
  : { [K in P]: EndpointInput<N, P> };

export type DemoRequest<N extends EndpointName> = {
  /** The api_token of the session making the call. */
  token?: string;
} & PartOf<N, 'params'> &
  PartOf<N, 'query'> &
  PartOf<N, 'body'>;

export type DemoCall = <N extends EndpointName>(
  name: N,
  request: DemoRequest<N>,
) => Promise<EndpointResult<N>>;

const pathOf = (template: string, params: Record<string, unknown> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key])));

/** Calls the endpoint `name` of `app`; answers its success body. */
export function demoCalls(app: FastifyInstance): DemoCall {
  return async (name, request) => {
    const endpoint = ENDPOINTS[name];
    const { token, params, query, body } = request as {
      token?: string;
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const url = pathOf(endpoint.path, params);
    const response = await app.inject({
      method: endpoint.method,
      url,
      query: query
        ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))
        : undefined,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const expected = 'status' in endpoint ? endpoint.status : 200;
    if (response.statusCode !== expected) {
      throw new Error(
        `The demo story's ${endpoint.method} ${url} answered ${response.statusCode}: ${response.body}`,
      );
    }
    return response.json();
  };
}
