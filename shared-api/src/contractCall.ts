// An RTK Query endpoint written from its entry in the contract's ENDPOINTS table: the compiler
// checks the path, method, payload and path parameters against the entry, and the result type
// comes from its response schema, and the type of an error's body from its `errors` schemas.
// Types only: no zod and no ENDPOINTS in the bundles.
import type {
  ENDPOINTS,
  EndpointErrorBody,
  EndpointErrorStatus,
  EndpointInput,
  EndpointName,
  EndpointResult,
  JsonEndpointName,
} from '@glow/contract';
import { isGlowApiError, type GlowRequest } from './baseQuery';

type Entry<N extends EndpointName> = (typeof ENDPOINTS)[N];

/** What the base query sends as the payload: the query string for GET, the JSON body otherwise. */
type Payload<N extends EndpointName> = EndpointInput<
  N,
  Entry<N>['method'] extends 'GET' ? 'query' : 'body'
>;

/** `{ key: T }` when the endpoint takes a T there, `{ key?: never }` when it takes nothing. */
type RequestField<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: never }
  : { [K in Key]: T };

/** The request of endpoint N, as the base query takes it (the path without `/api`). */
export type ContractRequest<N extends EndpointName> = Pick<GlowRequest, 'loginRedirect'> & {
  url: Entry<N>['path'] extends `/api${infer Path}` ? Path : never;
  method: Entry<N>['method'];
} & RequestField<'payload', Payload<N>> &
  RequestField<'pathParams', EndpointInput<N, 'params'>>;

/** The request of any endpoint of the contract. */
type AnyContractRequest = { [N in EndpointName]: ContractRequest<N> }[EndpointName];

/** What `contractCall` gives an RTK Query endpoint definition. */
export interface ContractCall<N extends EndpointName, Arg> {
  query: (arg: Arg) => ContractRequest<N>;
  transformResponse: (answer: unknown) => EndpointResult<N>;
}

/**
 * The `query` and result type of the RTK Query endpoint that calls the contract's endpoint
 * `name`. The argument is the endpoint's payload unless `query` declares another:
 *
 *     login: build.mutation(
 *       contractCall('login', (payload) => ({ method: 'POST', url: '/users/login', payload })),
 *     ),
 *
 * Spread it to add RTK options: `build.query({ ...contractCall(…), providesTags: ['User'] })`.
 */
export function contractCall<
  // A CSV export (`produces: 'csv'`) is downloaded with downloadCsv, never called for JSON.
  N extends JsonEndpointName,
  Arg = [Payload<N>] extends [undefined] ? void : Payload<N>,
>(
  _name: N,
  // `& AnyContractRequest` changes nothing once N is known, but gives a literal in the request
  // (`payload: { sort: 'newest' }`) a type while the compiler infers N, so that it stays a
  // literal instead of widening to string.
  query: (arg: Arg) => ContractRequest<N> & AnyContractRequest,
  // NoInfer: `Arg` comes from `query` (or its default), never from RTK's still open argument type.
): ContractCall<N, NoInfer<Arg>> {
  return {
    query,
    // Passes the API's answer through as it is; its type is what tells RTK the result type.
    transformResponse: (answer) => answer as EndpointResult<N>,
  };
}

/**
 * The body of `error` when it is endpoint `name`'s answer with `status`, typed by the endpoint's
 * `errors` schema for that status; undefined for any other failure. A 409 of createContributor
 * carries the contributor who has the email:
 *
 *     const holder = errorBodyOf(failure, 'createContributor', 409)?.contributor;
 */
// `const S`: without it the compiler infers all the endpoint's error statuses, not the one given.
export function errorBodyOf<N extends EndpointName, const S extends EndpointErrorStatus<N>>(
  error: unknown,
  _name: N,
  status: S,
): EndpointErrorBody<N, S> | undefined {
  if (!isGlowApiError(error) || error.status !== status || !error.body) return undefined;
  // Trusted as transformResponse trusts a success: the API's serialiser holds each error body to
  // the endpoint's `errors` schema for its status, and the Jest fakes are checked against it.
  return error.body as EndpointErrorBody<N, S>;
}
