// The shape of one route's handler, typed from its entry in the contract's ENDPOINTS table.
import type { Endpoint, EndpointName, ENDPOINTS } from '@glow/contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { CsvExport } from './csv';
import type { Actor } from '../system/auditLog';
import type { GitHubClient } from '../clients/githubClient';
import type { KycClient } from '../clients/kycClient';
import type { ConnectedWallet } from '../users/sessions';
import type { XamanClient } from '../clients/xamanClient';
import type { XrplClient } from '../clients/xrplClient';
import type { ApiMetrics } from '../metrics/apiMetrics';

export interface Services {
  config: Config;
  db: Database;
  databaseKind: 'pglite' | 'postgresql';
  /** Aborted once the API starts shutting down: readiness then answers 503. */
  stopping: AbortSignal;
  /** This instance's metrics (what the handlers count: votes). */
  metrics: ApiMetrics;
  xaman: XamanClient;
  ledger: XrplClient;
  /** GitHub's REST API (rate limits respected: see githubClient.ts). */
  github: GitHubClient;
  /** The identity verification provider's API (its results come by the signed webhook). */
  kyc: KycClient;
}

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request's exact bytes, for an endpoint whose contract entry says `rawBody: true`. */
export interface RawBody<T> {
  /** Empty when no body came. */
  bytes: Buffer;
  /** The bytes as the endpoint's body: a 400 in the validation's words when they are not. */
  parse(): T;
}

export interface Request<E extends Endpoint> {
  /** Undefined for a `rawBody` endpoint: its handler reads `rawBody` once it trusts the bytes. */
  body: E extends { rawBody: true } ? undefined : Input<E['body']>;
  rawBody: E extends { rawBody: true } ? RawBody<Input<E['body']>> : null;
  headers: IncomingHttpHeaders;
  query: Input<E['query']>;
  params: Input<E['params']>;
  /** The signed-in user; always set for endpoints that need a session or a role. */
  actor: E['access'] extends 'public' | 'wallet' ? Actor | null : Actor;
  /** The wallet the session has confirmed; always set for `wallet` endpoints. */
  wallet: E['access'] extends 'wallet' ? ConnectedWallet : ConnectedWallet | null;
  /** The api_token's session (a public endpoint gets it when a valid token is sent). */
  sessionId: E['access'] extends 'public' ? number | null : number;
  /**
   * Who the rate limits count: the client's IPv4 address, or its IPv6 /64 (see clientAddress.ts).
   */
  clientAddress: string;
  log: FastifyBaseLogger;
  /** Runs `task` once the answer has been sent (a failure is logged, not answered). */
  afterAnswer(task: () => Promise<void>): void;
  /**
   * Sets a cookie of Glow's origin with the answer: HttpOnly, SameSite=Strict, path /, Secure when
   * the request came over HTTPS; a `maxAgeSeconds` of 0 removes it.
   */
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
}

/** What the handler of a `produces: 'jsonFile'` endpoint answers: the file's name and data. */
export interface JsonFile<T> {
  /** The download's file name, e.g. `glow-personal-data-12-2026-11-24.json`. */
  filename: string;
  content: T;
}

/**
 * What a handler answers: its response's data, the rows of a CSV download (`produces: 'csv'`),
 * or a JSON file to save (`produces: 'jsonFile'`).
 */
export type HandlerResult<E extends Endpoint> = E extends { produces: 'csv' }
  ? CsvExport
  : E extends { produces: 'jsonFile' }
    ? JsonFile<z.input<E['response']>>
    : z.input<E['response']>;

export type Handler<E extends Endpoint> = (
  request: Request<E>,
  services: Services,
) => Promise<HandlerResult<E>>;

export type Handlers = { [N in EndpointName]: Handler<(typeof ENDPOINTS)[N]> };
