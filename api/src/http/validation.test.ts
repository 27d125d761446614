// Bad input to every call that takes input: always a 400 `{ message }` naming the field, never a 500.
import { ENDPOINTS, type Endpoint, type EndpointName } from '@glow/shared-api/contract';
import { DEMO_PASSWORD } from '../seed';
import { startTestApi, type TestApi } from '../testing/testApi';

interface BadInput {
  what: string;
  body?: unknown;
  query?: Record<string, string>;
  /** What the message must say (the field, and often the rule). */
  message: RegExp;
}

const long = (length: number) => 'x'.repeat(length);
const longEmail = `${long(250)}@example.com`; // 262 characters
const USER = { email: 'valid@example.com', role: 'scout' };
const LOGIN = { email: 'admin@glow.local', password: DEMO_PASSWORD };
const NAMES = { firstName: 'Ada', lastName: 'Lovelace' };

// Not JSON objects: every endpoint with a body refuses them.
const NOT_OBJECTS: BadInput[] = [
  { what: 'no body', message: /body/ },
  { what: 'null', body: null, message: /body/ },
  { what: 'an array', body: [], message: /body/ },
  { what: 'a string', body: 'text', message: /body/ },
  { what: 'a number', body: 42, message: /body/ },
];

function pagingCases(): BadInput[] {
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

const BAD_INPUT: Partial<Record<EndpointName, BadInput[]>> = {
  login: [
    ...NOT_OBJECTS,
    { what: 'no email', body: { password: 'x' }, message: /^email is required$/ },
    { what: 'no password', body: { email: LOGIN.email }, message: /^password is required$/ },
    { what: 'a number as email', body: { ...LOGIN, email: 7 }, message: /^email/ },
    { what: 'a too long email', body: { ...LOGIN, email: longEmail }, message: /^email.*254/ },
    {
      what: 'a too long password',
      body: { ...LOGIN, password: long(129) },
      message: /^password.*128/,
    },
    {
      what: 'an unknown field',
      body: { ...LOGIN, remember: true },
      message: /body: Unrecognized key: "remember"/,
    },
  ],
  createUser: [
    ...NOT_OBJECTS,
    { what: 'no email', body: { role: 'scout' }, message: /^email/ },
    {
      what: 'no role',
      body: { email: USER.email },
      message: /^role must be one of admin, scout, judge, contributor$/,
    },
    { what: 'role wizard', body: { ...USER, role: 'wizard' }, message: /^role must be one of/ },
    {
      what: 'an invalid email',
      body: { ...USER, email: 'not-an-email' },
      message: /^email must be a valid email address$/,
    },
    {
      what: 'a too long email',
      body: { ...USER, email: longEmail },
      message: /email must be at most 254 characters/,
    },
    { what: 'a number as email', body: { ...USER, email: 12 }, message: /^email/ },
    { what: 'a number as first name', body: { ...USER, firstName: 12 }, message: /^firstName/ },
    {
      what: 'a too long first name',
      body: { ...USER, firstName: long(101) },
      message: /^firstName.*100/,
    },
    {
      what: 'a too long last name',
      body: { ...USER, lastName: long(101) },
      message: /^lastName.*100/,
    },
    {
      what: 'an unknown field',
      body: { ...USER, foo: 1 },
      message: /^body: Unrecognized key: "foo"$/,
    },
  ],
  listUsers: [
    ...pagingCases(),
    { what: 'role=wizard', query: { role: 'wizard' }, message: /^role must be one of/ },
  ],
  deleteUser: [
    ...NOT_OBJECTS,
    { what: 'no id', body: {}, message: /^id must be a number$/ },
    { what: 'a string id', body: { id: '3' }, message: /^id must be a number$/ },
    { what: 'id 0', body: { id: 0 }, message: /^id must be greater than 0$/ },
    { what: 'a fractional id', body: { id: 1.5 }, message: /^id must be a whole number$/ },
    { what: 'an unknown field', body: { id: 3, force: true }, message: /"force"/ },
  ],
  resetPassword: [
    ...NOT_OBJECTS,
    { what: 'no email', body: {}, message: /^email/ },
    {
      what: 'an invalid email',
      body: { email: 'nope' },
      message: /^email must be a valid email address$/,
    },
    { what: 'a too long email', body: { email: longEmail }, message: /email must be at most 254/ },
    { what: 'an unknown field', body: { email: USER.email, x: 1 }, message: /"x"/ },
  ],
  setPassword: [
    ...NOT_OBJECTS,
    { what: 'no token', body: { password: 'long-enough' }, message: /^token is required$/ },
    {
      what: 'an empty token',
      body: { token: '', password: 'long-enough' },
      message: /^token is required$/,
    },
    {
      what: 'a too long token',
      body: { token: long(201), password: 'long-enough' },
      message: /^token must be at most 200/,
    },
    { what: 'no password', body: { token: 'abc' }, message: /^password/ },
    {
      what: 'a short password',
      body: { token: 'abc', password: 'short' },
      message: /^password must be at least 8 characters$/,
    },
    {
      what: 'a too long password',
      body: { token: 'abc', password: long(129) },
      message: /^password must be at most 128 characters$/,
    },
    {
      what: 'a number as password',
      body: { token: 'abc', password: 12345678 },
      message: /^password must be a string$/,
    },
    {
      what: 'an unknown field',
      body: { token: 'abc', password: 'long-enough', y: 1 },
      message: /"y"/,
    },
  ],
  updateProfile: [
    ...NOT_OBJECTS,
    { what: 'no last name', body: { firstName: 'Ada' }, message: /^lastName/ },
    { what: 'a number as first name', body: { ...NAMES, firstName: 1 }, message: /^firstName/ },
    {
      what: 'a too long first name',
      body: { ...NAMES, firstName: long(101) },
      message: /^firstName.*100/,
    },
    {
      what: 'a too long last name',
      body: { ...NAMES, lastName: long(101) },
      message: /^lastName.*100/,
    },
    { what: 'an unknown field', body: { ...NAMES, email: 'x@example.com' }, message: /"email"/ },
  ],
  listLogs: pagingCases(),
};

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.loginAs('admin');
});

afterAll(() => api.close());

const endpoints = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];

it('has bad input for every endpoint that takes a body or a query', () => {
  const takingInput = endpoints.filter(([, e]) => e.body || e.query).map(([name]) => name);
  expect(Object.keys(BAD_INPUT).sort()).toEqual(takingInput.sort());
});

const cases = endpoints.flatMap(([name, endpoint]) =>
  (BAD_INPUT[name] ?? []).map((bad) => [`${name}: ${bad.what}`, endpoint, bad] as const),
);

it.each(cases)('%s → 400 naming the field', async (_title, endpoint, bad) => {
  const response = await api.call(endpoint.method, endpoint.path, {
    token: admin,
    ...('body' in bad ? { body: bad.body } : {}),
    ...(bad.query ? { query: bad.query } : {}),
  });
  expect(response).toEqual({ status: 400, body: { message: expect.stringMatching(bad.message) } });
});
