// What one call of the ENDPOINTS table takes and answers, by endpoint name: the types the
// browser's typed calls (shared-api's `contractCall`) are checked against. Types only.
import type { z } from 'zod';
import type { ENDPOINTS, EndpointName } from './endpoints';

type EndpointPart = 'params' | 'query' | 'body';

/** What a caller sends in one part of the request of endpoint N; `undefined` when it has none. */
export type EndpointInput<
  N extends EndpointName,
  Part extends EndpointPart,
> = (typeof ENDPOINTS)[N] extends { [P in Part]: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : undefined;

/** What endpoint N answers on success. */
export type EndpointResult<N extends EndpointName> = z.output<(typeof ENDPOINTS)[N]['response']>;

/** The statuses whose error body endpoint N's `errors` schemas describe. */
export type EndpointErrorStatus<N extends EndpointName> = (typeof ENDPOINTS)[N] extends {
  errors: infer Errors;
}
  ? keyof Errors & number
  : never;

/** What endpoint N answers with the error status S, by its `errors` schema for S. */
export type EndpointErrorBody<
  N extends EndpointName,
  S extends EndpointErrorStatus<N>,
> = (typeof ENDPOINTS)[N] extends { errors: infer Errors extends Record<S, z.ZodType> }
  ? z.output<Errors[S]>
  : never;

/** The endpoints that answer a CSV download (`produces: 'csv'`) rather than JSON. */
export type CsvEndpointName = {
  [N in EndpointName]: (typeof ENDPOINTS)[N] extends { produces: 'csv' } ? N : never;
}[EndpointName];

/** The endpoints that answer a file to save (`produces`: a CSV or a JSON file). */
export type DownloadEndpointName = {
  [N in EndpointName]: (typeof ENDPOINTS)[N] extends { produces: 'csv' | 'jsonFile' } ? N : never;
}[EndpointName];

/** The endpoints that answer JSON to read: the ones contractCall may call. */
export type JsonEndpointName = Exclude<EndpointName, DownloadEndpointName>;
