// An RTK Query endpoint written from the contract: its method and path are the endpoint's route
// (`@glow/contract/routes`, plain data), and the compiler checks the payload and path parameters
// against the endpoint's ENDPOINTS entry, whose response schema gives the result type and whose
// `errors` schemas give the type of an error's body. No zod and no ENDPOINTS in the bundles: only
// the routes a bundle calls.
import type {
  ENDPOINTS,
  EndpointErrorBody,
  EndpointErrorStatus,
  EndpointInput,
  EndpointName,
  EndpointResult,
  JsonEndpointName,
} from '@glow/contract';
import { API_BASE } from './apiBase';
import { isGlowApiError, type GlowRequest } from './baseQuery';

type Entry<N extends EndpointName> = (typeof ENDPOINTS)[N];

/** The method and path of one of the endpoints `Names`, as `@glow/contract/routes` exports them. */
export type RouteOf<Names extends EndpointName> = {
  [N in Names]: Pick<Entry<N>, 'method' | 'path'>;
}[Names];

/** The method and path of a JSON endpoint. */
export type JsonRoute = RouteOf<JsonEndpointName>;

/** The name, among `Names`, of the endpoint whose route R is. */
export type EndpointNameOf<
  R extends RouteOf<Names>,
  Names extends EndpointName = JsonEndpointName,
> = {
  [N in Names]: Entry<N> extends R ? N : never;
}[Names];

/** What the base query sends as the payload: the query string for GET, the JSON body otherwise. */
type Payload<N extends EndpointName> = EndpointInput<
  N,
  Entry<N>['method'] extends 'GET' ? 'query' : 'body'
>;

/** `{ key: T }` when the endpoint takes a T there, `{ key?: never }` when it takes nothing. */
type RequestField<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: never }
  : { [K in Key]: T };

/** What a call of endpoint N sends besides its route: its payload and path parameters. */
export type ContractCallParts<N extends EndpointName> = Pick<GlowRequest, 'loginRedirect'> &
  RequestField<'payload', Payload<N>> &
  RequestField<'pathParams', EndpointInput<N, 'params'>>;

/** The request of endpoint N, as the base query takes it (the path without `/api`). */
export type ContractRequest<N extends EndpointName> = ContractCallParts<N> & {
  url: Entry<N>['path'] extends `${typeof API_BASE}${infer Path}` ? Path : never;
  method: Entry<N>['method'];
};

/** The call parts of any endpoint of the contract. */
type AnyContractCallParts = { [N in EndpointName]: ContractCallParts<N> }[EndpointName];

/** What `contractCall` gives an RTK Query endpoint definition. */
export interface ContractCall<N extends EndpointName, Arg> {
  query: (arg: Arg) => ContractRequest<N>;
  transformResponse: (answer: unknown) => EndpointResult<N>;
}

/** What a call sends besides its route, as the base query takes it (the overloads check it). */
type UncheckedParts = Omit<GlowRequest, 'url' | 'method'>;

/** The parts of a call without `parts`: its argument is the payload. */
const sendAsPayload = (payload: GlowRequest['payload']): UncheckedParts => ({ payload });

/** The argument an endpoint's RTK hook takes by default: the endpoint's payload, or none. */
type PayloadArg<N extends EndpointName> = [Payload<N>] extends [undefined] ? void : Payload<N>;

/** R, when its endpoint has no path parameters; never (refused) otherwise. */
type WithoutPathParams<R extends JsonRoute> = [EndpointInput<EndpointNameOf<R>, 'params'>] extends [
  undefined,
]
  ? R
  : never;

/**
 * The `query` and result type of the RTK Query endpoint that calls the contract's endpoint whose
 * route is `route`. Without `parts`, the argument is the endpoint's payload, sent as it is; with
 * `parts`, the argument is what `parts` declares, and `parts` says what is sent:
 *
 *     import * as ROUTES from '@glow/contract/routes';
 *
 *     login: build.mutation(contractCall(ROUTES.login)),
 *     getEvaluation: build.query({
 *       ...contractCall(ROUTES.getEvaluation, (id: number) => ({ pathParams: { id } })),
 *       providesTags: …,
 *     }),
 *
 * Spread it to add RTK options, as above.
 */
// A file endpoint (`produces`: a CSV export, a JSON file) is no JsonRoute: it is downloaded
// with downloadFile.
export function contractCall<R extends JsonRoute>(
  route: WithoutPathParams<R>,
): ContractCall<EndpointNameOf<R>, PayloadArg<EndpointNameOf<R>>>;
export function contractCall<R extends JsonRoute, Arg = PayloadArg<EndpointNameOf<R>>>(
  route: R,
  // `& AnyContractCallParts` changes nothing once R is known, but gives a literal in the parts
  // (`payload: { sort: 'newest' }`) a type while the compiler infers R, so that it stays a
  // literal instead of widening to string.
  parts: (arg: Arg) => ContractCallParts<EndpointNameOf<R>> & AnyContractCallParts,
  // NoInfer: `Arg` comes from `parts` (or its default), never from RTK's still open argument type.
): ContractCall<EndpointNameOf<R>, NoInfer<Arg>>;
// The overloads give the types; `never` arguments let this one stand for every endpoint's.
export function contractCall(
  route: JsonRoute,
  parts: (arg: never) => UncheckedParts = sendAsPayload,
): { query: (arg: never) => GlowRequest; transformResponse: (answer: unknown) => unknown } {
  const url = route.path.slice(API_BASE.length);
  return {
    query: (arg) => ({ url, method: route.method, ...parts(arg) }),
    // Passes the API's answer through as it is.
    transformResponse: (answer) => answer,
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
