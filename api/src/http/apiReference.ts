// docs/api-reference.md, written from the OpenAPI document the API serves at /api/docs/json, so
// the reference cannot drift from the routes. `pnpm docs:api` writes it; apiReference.test.ts
// fails while the file in the repository differs from what this writes.
import {
  ENDPOINTS,
  type Endpoint,
  type EndpointAccess,
  type EndpointName,
  type SharedCache,
} from '@glow/contract';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { databaseBudgetStore } from '../clients/githubBudget';
import { createGitHubClient } from '../clients/githubClient';
import { createKycClient } from '../clients/kycClient';
import { createXamanClient } from '../clients/xamanClient';
import { createXrplClient } from '../clients/xrplClient';
import { createApiMetrics } from '../metrics/apiMetrics';
import { cacheControlOf } from './cacheHeaders';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const API_REFERENCE_FILE = path.join(ROOT, 'docs', 'api-reference.md');

/** The parts of a JSON schema (as fastify-type-provider-zod writes them) the reference reads. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface Operation {
  operationId: EndpointName;
  summary: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** The OpenAPI document exactly as the API serves it, from an app built in this process. */
export async function servedOpenApiDocument(): Promise<OpenApiDocument> {
  const config = loadConfig({ NODE_ENV: 'development', API_DOCS: 'true', LOG_LEVEL: 'silent' });
  // Building the routes and their document reads no row, so the database is a PostgreSQL pool
  // that never connects (pg connects on a pool's first query): an embedded PGlite would spend
  // seconds creating a database nothing reads.
  const connection = await openDatabase({
    kind: 'postgresql',
    url: 'postgres://glow@127.0.0.1:1/never-connected',
  });
  try {
    const timeouts = config.outsideTimeouts;
    const app = await buildApp({
      config,
      db: connection.db,
      databaseKind: connection.kind,
      stopping: new AbortController().signal,
      metrics: createApiMetrics(),
      xaman: createXamanClient(config.xaman, timeouts),
      ledger: createXrplClient(config.xrplRpcUrl, timeouts),
      github: createGitHubClient(config.github, timeouts, databaseBudgetStore(connection.db)),
      kyc: createKycClient(config.kyc, timeouts),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      return response.json<OpenApiDocument>();
    } finally {
      await app.close();
    }
  } finally {
    await connection.close();
  }
}

// The pattern every string of the contract carries (PostgreSQL cannot store a NUL character);
// the reference says it once instead of on every field.
const NO_NUL_PATTERN = '^[^\\0]*$';

const ROLE_NAMES = {
  admin: 'admins',
  scout: 'scouts',
  judge: 'judges',
  contributor: 'contributors',
};

function whoMayCall(access: EndpointAccess): string {
  if (access === 'public') return 'anyone';
  if (access === 'session') return 'any signed-in user';
  if (access === 'wallet') return 'a session with a connected wallet (with or without a user)';
  const roles = access.map((role) => ROLE_NAMES[role]);
  return roles.length === 1
    ? `${roles[0]} only`
    : `${roles.slice(0, -1).join(', ')} and ${roles.at(-1)}`;
}

const code = (text: string) => `\`${text}\``;

function cachingOf(sharedCache: SharedCache): string {
  return [
    `Caching: a shared cache may keep an anonymous caller's answer ${sharedCache.sharedMaxAgeSeconds} s`,
    `(${code(`Cache-Control: ${cacheControlOf(sharedCache)}`)}), with an ${code('ETag')}`,
    `and ${code('Vary: Authorization')}; 304 with no body to an ${code('If-None-Match')} naming it.`,
  ].join(' ');
}

/**
 * A schema's constraints merged with those of its `allOf` parts (zod writes a string's second
 * pattern so), without the pattern every string has.
 */
function merged(schema: JsonSchema): JsonSchema {
  const parts = [schema, ...(schema.allOf ?? []).map(merged)];
  const pattern = parts
    .map((part) => part.pattern)
    .find((each) => each !== undefined && each !== NO_NUL_PATTERN);
  return { ...Object.assign({}, ...parts.reverse()), allOf: undefined, pattern };
}

/** "1–100 characters", "at most 5 items", "at least 1"; null without bounds. */
function range(min: number | undefined, max: number | undefined, unit?: string): string | null {
  if (min === undefined && max === undefined) return null;
  const unitText = unit ? ` ${unit}` : '';
  if (min === undefined) return `at most ${max}${unitText}`;
  if (max === undefined) return `at least ${min}${unitText}`;
  return min === max ? `${min}${unitText}` : `${min}–${max}${unitText}`;
}

/** "string, 1–100 characters", "integer 1–2147483647", "list of string (1–8 items)"… */
export function describeType(raw: JsonSchema): string {
  const schema = merged(raw);
  const parts: string[] = [];
  if (schema.enum) {
    const values = schema.enum.map((value) => code(JSON.stringify(value)));
    parts.push(values.length === 1 ? values[0]! : `one of ${values.join(', ')}`);
  } else if (schema.type === 'array') {
    const items = schema.items ? describeType(schema.items) : 'anything';
    const count = range(schema.minItems, schema.maxItems, 'items')?.replace(/^1 items$/, '1 item');
    parts.push(`list of ${items}${count ? ` (${count})` : ''}`);
  } else if (schema.type === 'integer' || schema.type === 'number') {
    const min =
      schema.minimum === undefined
        ? undefined
        : schema.exclusiveMinimum
          ? schema.minimum + 1
          : schema.minimum;
    // Number.MAX_SAFE_INTEGER: zod's bound of a whole number, not one of Glow's.
    const max = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
    const bounds = range(min, max);
    parts.push(bounds ? `${schema.type} ${bounds}` : schema.type);
  } else if (schema.type === 'string') {
    parts.push(schema.format ? `string (${schema.format})` : 'string');
    const length = range(schema.minLength, schema.maxLength, 'characters');
    if (length) parts.push(length);
    if (schema.pattern && !schema.format) parts.push(`matching ${code(schema.pattern)}`);
  } else if (schema.oneOf ?? schema.anyOf) {
    parts.push(`one of ${(schema.oneOf ?? schema.anyOf)!.map(describeType).join(' or ')}`);
  } else {
    parts.push(schema.type ?? 'anything');
  }
  if (schema.nullable) parts.push('or null');
  if (schema.default !== undefined) parts.push(`default ${code(JSON.stringify(schema.default))}`);
  return parts.join(', ');
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
}

/** An object's fields, nested ones by their path (`screening.over18`, `Memos[].Memo.MemoType`). */
export function fieldRows(schema: JsonSchema, prefix = '', required = true): FieldRow[] {
  const shape = merged(schema);
  const variants = shape.oneOf ?? shape.anyOf;
  if (variants && prefix) {
    return [
      { name: prefix, type: `one of ${variants.length} shapes`, required },
      ...variants.flatMap((variant, index) =>
        fieldRows(variant, `${prefix} (shape ${index + 1})`, required),
      ),
    ];
  }
  if (shape.type === 'array' && shape.items && merged(shape.items).properties) {
    return [
      { name: prefix, type: describeType(shape), required },
      ...fieldRows(shape.items, `${prefix}[]`, true).slice(1),
    ];
  }
  if (!shape.properties)
    return prefix ? [{ name: prefix, type: describeType(shape), required }] : [];
  const own: FieldRow[] = prefix ? [{ name: prefix, type: 'object', required }] : [];
  return [
    ...own,
    ...Object.entries(shape.properties).flatMap(([name, property]) =>
      fieldRows(
        property,
        prefix ? `${prefix}.${name}` : name,
        (shape.required ?? []).includes(name),
      ),
    ),
  ];
}

/** A table cell: pipes escaped (GitHub reads them as column breaks even in code spans). */
const cell = (text: string) => text.replace(/\|/g, '\\|');

function fieldTable(rows: FieldRow[]): string[] {
  return [
    '| field | type | required |',
    '| --- | --- | --- |',
    ...rows.map(
      (row) => `| ${code(row.name)} | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} |`,
    ),
  ];
}

/** What an answer's body holds: its top-level fields, or what it is when not JSON. */
function bodyOf(content: Record<string, { schema: JsonSchema }> | undefined): string {
  if (!content) return 'none';
  const [type, { schema }] = Object.entries(content)[0]!;
  if (type !== 'application/json') return `a ${code(type)} download`;
  const shape = merged(schema);
  const fields = Object.keys(shape.properties ?? {});
  if (fields.length === 0) return describeType(shape);
  const required = shape.required ?? [];
  return fields.map((field) => code(required.includes(field) ? field : `${field}?`)).join(', ');
}

function endpointSection(method: string, urlPath: string, operation: Operation): string[] {
  const name = operation.operationId;
  const endpoint: Endpoint = ENDPOINTS[name];
  const lines = [
    `### ${name}`,
    '',
    `${code(`${method.toUpperCase()} ${urlPath}`)}: ${operation.summary}.`,
    '',
    `Who may call it: ${whoMayCall(endpoint.access)}.`,
  ];
  if (endpoint.sharedCache) lines.push('', cachingOf(endpoint.sharedCache));
  const parameters = operation.parameters ?? [];
  for (const [place, title] of [
    ['path', 'Path parameters'],
    ['query', 'Query'],
  ] as const) {
    const rows = parameters
      .filter((parameter) => parameter.in === place)
      .map((parameter) => ({
        name: parameter.name,
        type: describeType(parameter.schema),
        required: parameter.required,
      }));
    if (rows.length > 0) lines.push('', `${title}:`, '', ...fieldTable(rows));
  }
  const body = operation.requestBody?.content['application/json']?.schema;
  if (body) {
    const rows = fieldRows(body);
    lines.push('', 'Body (JSON):', '', ...(rows.length > 0 ? fieldTable(rows) : ['Any JSON.']));
  }
  lines.push('', 'Answers:', '', '| status | when | body |', '| --- | --- | --- |');
  const common: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    const body = bodyOf(response.content);
    if (COMMON_ERROR_STATUSES.includes(status) && body === code('message')) {
      common.push(status);
      continue;
    }
    const when = Number(status) < 400 ? 'success' : response.description;
    lines.push(`| ${status} | ${cell(when)} | ${cell(body)} |`);
  }
  if (common.length > 0) {
    lines.push('', `Also [the common errors](#common-errors): ${common.join(', ')}.`);
  }
  return lines;
}

/**
 * The statuses a call answers whatever it does (400, 429, 500, 503; 401 and 403 when it needs a
 * session; 413 and 415 when it takes a body): listed once, not in each endpoint's table, when
 * their body is the plain `{ message }`.
 */
const COMMON_ERROR_STATUSES = ['400', '401', '403', '413', '415', '429', '500', '503'];

/** Each common status with what it means, as the document describes it. */
function commonErrors(document: OpenApiDocument): string[] {
  const descriptions = new Map<string, string>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (COMMON_ERROR_STATUSES.includes(status)) descriptions.set(status, response.description);
      }
    }
  }
  return [
    '## Common errors',
    '',
    'Any call may answer 400, 429, 500 and 503; one that needs a session also 401 and 403; one',
    'that takes a body also 413 and 415 (a raw-body endpoint only 413). Each with `{ message }`:',
    '',
    '| status | when |',
    '| --- | --- |',
    ...[...descriptions]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, description]) => `| ${status} | ${cell(description)} |`),
  ];
}

const INTRODUCTION = [
  '# API reference',
  '',
  '<!-- Written by `pnpm docs:api` from the OpenAPI document; do not edit by hand. -->',
  '',
  'Every endpoint of the API, written by `pnpm docs:api` from the OpenAPI document the API serves',
  'at `/api/docs/json` (and as a page at `/api/docs`), which is generated from the `ENDPOINTS` table',
  'of `@glow/contract`; who may call each endpoint is its `access` there. A test fails while this',
  'file differs from what the script writes. How endpoints are declared, checked and answered:',
  '[API conventions and errors](../api/docs/conventions.md).',
  '',
  '- Requests and answers are JSON unless said otherwise; a signed-in call sends',
  '  `Authorization: Bearer <api_token>`.',
  '- Every error answer is `{ "message": "…" }`, sometimes with more fields (listed with a `?`',
  '  when optional). The "when" of an error status is what the status means; the message says',
  '  what happened.',
  '- Strings never hold a NUL character (a 400 naming the field); lengths count characters.',
  "- Every answer carries `Cache-Control: no-store`, except an anonymous caller's successful",
  '  answer of an endpoint whose section says how long caches may keep it.',
  '- Fields marked `?` in an answer may be absent.',
];

/** docs/api-reference.md's text (formatted as Prettier formats it) for the given document. */
export async function apiReferenceOf(document: OpenApiDocument): Promise<string> {
  const byTag = new Map<string, string[][]>();
  const contents = new Map<string, string[]>();
  for (const [urlPath, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags[0] ?? 'other';
      if (!byTag.has(tag)) {
        byTag.set(tag, []);
        contents.set(tag, []);
      }
      byTag.get(tag)!.push(endpointSection(method, urlPath, operation));
      contents
        .get(tag)!
        .push(
          `  - [${code(`${method.toUpperCase()} ${urlPath}`)}](#${operation.operationId.toLowerCase()})`,
        );
    }
  }
  const lines = [...INTRODUCTION, '', '## Contents', '', '- [Common errors](#common-errors)'];
  for (const [tag, entries] of contents) lines.push(`- [${tag}](#${tag})`, ...entries);
  lines.push('', ...commonErrors(document));
  for (const [tag, sections] of byTag) {
    lines.push('', `## ${tag}`);
    for (const section of sections) lines.push('', ...section);
  }
  const options = await resolveConfig(API_REFERENCE_FILE);
  return format(`${lines.join('\n')}\n`, {
    ...options,
    filepath: API_REFERENCE_FILE,
  });
}

/** What `pnpm docs:api` writes. */
export async function apiReference(): Promise<string> {
  return apiReferenceOf(await servedOpenApiDocument());
}

async function main(): Promise<void> {
  writeFileSync(API_REFERENCE_FILE, await apiReference());
  console.info(`Wrote ${path.relative(ROOT, API_REFERENCE_FILE)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
