// The table runner of the bad-input tests: each area writes, per endpoint, the input its calls
// refuse and what the 400 says (<area>/endpointCases.ts), and runs its table with
// itRefusesBadInput in <area>/validation.test.ts; http/validation.test.ts checks that the tables
// cover every endpoint, every string field and every record id. Also the values and case
// builders several areas' tables share.
import { ENDPOINTS, type Endpoint, type EndpointName, type FieldError } from '@glow/contract';
import { z } from 'zod';
import { startTestApi, type TestApi } from './testApi';
import { newWallet } from './testWallets';

export interface BadInput {
  what: string;
  body?: unknown;
  query?: Record<string, string>;
  /** A query string as sent (for a parameter given twice); replaces `query`. */
  rawQuery?: string;
  /** The path's `{name}` parameters; valid ones unless given. */
  params?: Record<string, string>;
  /** What the message must say (the field, and often the rule). */
  message: RegExp;
}

export const long = (length: number) => 'x'.repeat(length);

// Not JSON objects: every endpoint with a body refuses them.
export const NOT_OBJECTS: BadInput[] = [
  { what: 'no body', message: /body/ },
  { what: 'null', body: null, message: /body/ },
  { what: 'an array', body: [], message: /body/ },
  { what: 'a string', body: 'text', message: /body/ },
  { what: 'a number', body: 42, message: /body/ },
];

// A real key and address, a challenge, a signature and a Xaman payload's id and secret of the
// right shapes, so only the field under test is wrong.
export const KEYS = newWallet();

export const HEX64 = 'AB'.repeat(32);

export const SIGNATURE = 'CD'.repeat(70);

export const PAYLOAD_ID = '9b2c1f3e-5a4d-4c6b-8e7f-0a1b2c3d4e5f';

export const PAYLOAD_SECRET = 'Aa0_-'.repeat(8) + 'xyz'; // 43 base64url characters

export function pagingCases(): BadInput[] {
  return [
    { what: 'page=0', query: { page: '0' }, message: /^page must be greater than 0$/ },
    { what: 'page=-1', query: { page: '-1' }, message: /^page must be greater than 0$/ },
    { what: 'page=1.5', query: { page: '1.5' }, message: /^page must be a whole number$/ },
    { what: 'page=abc', query: { page: 'abc' }, message: /^page must be a number$/ },
    { what: 'limit=0', query: { limit: '0' }, message: /^limit must be greater than 0$/ },
    { what: 'limit=abc', query: { limit: 'abc' }, message: /^limit must be a number$/ },
    { what: 'limit=101', query: { limit: '101' }, message: /^limit must be at most 100$/ },
    { what: 'an unknown parameter', query: { sort: 'asc' }, message: /"sort"/ },
  ];
}

// A transaction hash, and the words its check answers (voter registration, grant payments).
export const HASH = 'AB'.repeat(32);

export const HASH_REQUIRED = /^Transaction hash required$/;

export const HASH_SHAPE = /^transaction hash must be 64 hexadecimal characters$/;

export function searchCases(): BadInput[] {
  return [
    {
      what: 'a too long search',
      query: { search: long(101) },
      message: /^search must be at most 100 characters$/,
    },
    {
      what: 'search given twice',
      rawQuery: 'search=a&search=b',
      message: /^search must be a string$/,
    },
  ];
}

/** Bad cohort ids in the path, with a body that is otherwise valid (or none). */
export function cohortIdCases(body?: unknown, field = 'cohort id'): BadInput[] {
  return [
    ['a cohort id that is not a number', 'abc', 'must be a number'],
    ['cohort id 0', '0', 'must be greater than 0'],
    ['a negative cohort id', '-2', 'must be greater than 0'],
    ['a NUL character in the cohort id', '1%00', 'must be a number'],
    ['a fractional cohort id', '1.5', 'must be a whole number'],
  ].map(([what, id, rule]) => ({
    what: what!.replace('cohort', field.split(' ')[0]!),
    params: { id: id! },
    ...(body === undefined ? {} : { body }),
    message: new RegExp(`^${field} ${rule}$`),
  }));
}

// The endpoints with `validationWords: 'spec'` say the specification's words ("mandatory field
// missing: …; fields invalid: …"), with the fields named.
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const missing = (...fields: string[]) =>
  new RegExp(`^mandatory field missing: ${escapeRegExp(fields.join(', '))}$`);

export const invalid = (message: string) =>
  new RegExp(`^fields invalid: ${escapeRegExp(message)}$`);

/**
 * Cases written for the other endpoints' words ("page must be …"), in the specification's words.
 */
export const asInvalid = (cases: BadInput[]): BadInput[] =>
  cases.map((bad) => ({
    ...bad,
    message: bad.message.source.startsWith('^')
      ? new RegExp(`^fields invalid: ${bad.message.source.slice(1)}`)
      : bad.message,
  }));

/** A reason that must be given, of at most `max` characters, each wrong in turn. */
export function reasonCases(valid: Record<string, unknown>, max: number): BadInput[] {
  return [
    ...NOT_OBJECTS,
    { what: 'no reason', body: { ...valid, reason: undefined }, message: missing('reason') },
    { what: 'a blank reason', body: { ...valid, reason: '   ' }, message: missing('reason') },
    {
      what: 'a too long reason',
      body: { ...valid, reason: long(max + 1) },
      message: invalid(`reason must be at most ${max} characters`),
    },
    { what: 'an unknown field', body: { ...valid, note: 'x' }, message: /"note"/ },
  ];
}

export type InputPart = 'params' | 'query' | 'body';

/** A valid input of the endpoint, and per field (`body.email`) what the changed input gets. */
export interface FieldCases {
  valid: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  fields: Record<string, RegExp>;
}

export const nul = (field: string) => new RegExp(`^${field} must not contain NUL characters$`);

/** One beyond PostgreSQL's integer (int4), the type of every record id. */
export const ID_BEYOND_INT4 = 2_147_483_648;

export const tooBig = (field: string) => new RegExp(`^${field} must be at most 2147483647$`);

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  /** The shapes of a union (the transaction of createpayload: a SignIn or a Payment). */
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The fields (`body.options.return_url.app`) of the endpoint's input that `pick` selects. */
export function inputFields(
  endpoint: Endpoint,
  pick: (field: JsonSchema, name: string) => boolean,
) {
  const found = new Set<string>();
  const walk = (schema: JsonSchema, path: string) => {
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      if (pick(field, name)) found.add(`${path}.${name}`);
      walk(field, `${path}.${name}`);
    }
    for (const shape of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(shape, path);
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema) walk(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, part);
  }
  return [...found].sort();
}

/** A string field, also one that may be null (`anyOf: [string, null]`). */
export const isText = (field: JsonSchema): boolean =>
  field.type === 'string' || (field.anyOf ?? []).some((shape) => shape.type === 'string');

export const isRecordId = (field: JsonSchema, name: string) =>
  (field.type === 'integer' || field.type === 'number') && /^id$|Id$/.test(name);

/** The valid input with `value` at `field` (`body.options.return_url.app`). */
export function withValueAt(
  valid: FieldCases['valid'],
  field: string,
  value: (old: unknown) => unknown,
) {
  const [part, ...path] = field.split('.') as [InputPart, ...string[]];
  const input = structuredClone(valid) as Record<InputPart, Record<string, unknown> | undefined>;
  let parent = (input[part] ??= {});
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  parent[last] = value(parent[last]);
  return input;
}

export function fieldCases(
  table: Partial<Record<EndpointName, FieldCases>>,
  describe: (field: string) => string,
  value: (old: unknown) => unknown,
): Partial<Record<EndpointName, BadInput[]>> {
  return Object.fromEntries(
    Object.entries(table).map(([name, { valid, fields }]) => [
      name,
      Object.entries(fields).map(([field, message]): BadInput => {
        const input = withValueAt(valid, field, value);
        return {
          what: describe(field),
          ...(input.body ? { body: input.body } : {}),
          ...(input.query ? { query: input.query as Record<string, string> } : {}),
          ...(input.params ? { params: input.params as Record<string, string> } : {}),
          message,
        };
      }),
    ]),
  );
}

/** An area's bad input: written per endpoint, and per field of the database's limits. */
export interface BadInputTables {
  badInput: Partial<Record<EndpointName, BadInput[]>>;
  /** A NUL character in each string field of the endpoint's input, and what it is answered. */
  nulInText: Partial<Record<EndpointName, FieldCases>>;
  /** A record id one beyond PostgreSQL's integer in each id field, and what it is answered. */
  idTooBig: Partial<Record<EndpointName, FieldCases>>;
}

/** Every case of the tables for `endpoint`, the written ones first. */
export function badInputOf(tables: BadInputTables, name: EndpointName): BadInput[] {
  const nulCases = fieldCases(
    tables.nulInText,
    (field) => `a NUL character in ${field}`,
    (old) => `${typeof old === 'string' ? old : 'x'}\0`,
  );
  const idCases = fieldCases(
    tables.idTooBig,
    (field) => `${field} ${ID_BEYOND_INT4}`,
    (old) => (typeof old === 'string' ? String(ID_BEYOND_INT4) : ID_BEYOND_INT4),
  );
  return [...(tables.badInput[name] ?? []), ...(nulCases[name] ?? []), ...(idCases[name] ?? [])];
}

/** The API a file's bad input is tried on, and a caller who reaches each endpoint's validation. */
export interface ValidationApi {
  api: TestApi;
  /**
   * The demo admin with a wallet connected too: every endpoint but the scouts' and judges' own
   * lets it through to validation; the demo scout or judge calls those.
   */
  admin: string;
  /** Whose token reaches the endpoint's validation. */
  callerOf(endpoint: Endpoint): string;
  /** The demo cohort, named by path parameters. */
  cohortId: number;
}

/** Starts the file's API before its tests, with the demo callers signed in; stops it after. */
export function setUpValidationApi(): ValidationApi {
  const context = {} as ValidationApi;
  let scout: string;
  let judge: string;
  let contributor: string;
  context.callerOf = (endpoint) => {
    if (!Array.isArray(endpoint.access) || endpoint.access.includes('admin')) return context.admin;
    if (endpoint.access.includes('contributor')) return contributor;
    return endpoint.access.includes('judge') ? judge : scout;
  };
  beforeAll(async () => {
    const api = await startTestApi();
    context.api = api;
    context.admin = (
      await api.connectWallet('crossmark', { token: await api.loginAs('admin') })
    ).token;
    scout = await api.loginAs('scout');
    judge = await api.loginAs('judge');
    contributor = await api.loginAs('contributor');
    const active = await api.call<{ cohort: { id: number } }>('GET', '/api/cohorts/active');
    context.cohortId = active.body.cohort.id;
  });
  afterAll(() => context.api.close());
  return context;
}

/**
 * Tries every case of `tables` on the endpoints of `endpoints` (an area's part of ENDPOINTS): each
 * answers a 400 `{ message }` naming the field (with the fields named, for the endpoints that
 * word their 400 as the specification does), never a 500. A raw-body endpoint (the KYC webhook)
 * checks its body after the signature over its bytes: its bad input is tried, signed, in its own
 * test file.
 */
export function itRefusesBadInput(
  context: ValidationApi,
  endpoints: Partial<Record<EndpointName, Endpoint>>,
  tables: BadInputTables,
): void {
  const cases = (Object.entries(endpoints) as [EndpointName, Endpoint][])
    .filter(([, endpoint]) => !endpoint.rawBody)
    .flatMap(([name, endpoint]) =>
      badInputOf(tables, name).map((bad) => [`${name}: ${bad.what}`, endpoint, bad] as const),
    );

  it.each(cases)('%s → 400 naming the field', async (_title, endpoint, bad) => {
    const params: Record<string, string> = {
      id: String(context.cohortId),
      judgeId: '1',
      document: 'terms',
      payloadId: PAYLOAD_ID,
      ...bad.params,
    };
    const path = endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      encodeURIComponent(params[name]!),
    );
    const response = await context.api.call(
      endpoint.method,
      bad.rawQuery ? `${path}?${bad.rawQuery}` : path,
      {
        token: context.callerOf(endpoint),
        ...('body' in bad ? { body: bad.body } : {}),
        ...(bad.query ? { query: bad.query } : {}),
      },
    );
    const message = expect.stringMatching(bad.message);
    expect(response).toEqual({
      status: 400,
      // The specification's words come with the fields they name.
      body: endpoint.validationWords
        ? { message, fields: expect.arrayContaining([expect.any(String)]) }
        : { message },
    });
  });
}

/**
 * Sends each body to its endpoint, which must answer a 400 with exactly the given message and
 * fields: the whole wording of an error that names several fields at once.
 */
export function itWordsFieldErrors(
  context: ValidationApi,
  cases: readonly (readonly [EndpointName, unknown, FieldError])[],
): void {
  it.each(cases)(
    '%s words a 400 with the documented message and names each field',
    async (name, body, answer) => {
      const endpoint: Endpoint = ENDPOINTS[name];
      const response = await context.api.call(endpoint.method, endpoint.path, {
        token: context.callerOf(endpoint),
        body,
      });
      expect(response).toEqual({ status: 400, body: answer });
    },
  );
}
