// The users' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import { DEMO_PASSWORD } from '../seed';
import {
  type BadInputTables,
  cohortIdCases,
  long,
  NOT_OBJECTS,
  nul,
  pagingCases,
  tooBig,
} from '../testing/badInput';

const longEmail = `${long(250)}@example.com`; // 262 characters

const USER = { email: 'valid@example.com', role: 'scout' };

const LOGIN = { email: 'admin@glow.local', password: DEMO_PASSWORD };

const NAMES = { firstName: 'Ada', lastName: 'Lovelace' };

const PASSWORDS = { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password' };

/** Bad user ids in the path. */
const userIdCases = (body?: unknown) => cohortIdCases(body, 'user id');

/** A valid user id in the path (nobody's: a valid call reaches the handler and finds no user). */
const SOMEONE = { id: '3' };

/** Bad input to the users' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    login: [
      ...NOT_OBJECTS,
      { what: 'no email', body: { password: 'x' }, message: /^email is required$/ },
      { what: 'no password', body: { email: LOGIN.email }, message: /^password is required$/ },
      { what: 'an empty email', body: { ...LOGIN, email: '' }, message: /^email is required$/ },
      {
        what: 'an empty password',
        body: { ...LOGIN, password: '' },
        message: /^password is required$/,
      },
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
      { what: 'no email', body: { role: 'scout' }, message: /^email is required$/ },
      { what: 'an empty email', body: { ...USER, email: '' }, message: /^email is required$/ },
      { what: 'no role', body: { email: USER.email }, message: /^role is required$/ },
      { what: 'an empty role', body: { ...USER, role: '' }, message: /^role is required$/ },
      {
        what: 'role wizard',
        body: { ...USER, role: 'wizard' },
        message: /^role must be one of admin, scout, judge, contributor$/,
      },
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
      {
        what: 'a too long email',
        body: { email: longEmail },
        message: /email must be at most 254/,
      },
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
    getUser: userIdCases(),
    updateUser: [
      ...userIdCases(NAMES),
      ...NOT_OBJECTS.map((bad) => ({ ...bad, params: SOMEONE })),
      { what: 'no last name', params: SOMEONE, body: { firstName: 'Ada' }, message: /^lastName/ },
      {
        what: 'a too long first name',
        params: SOMEONE,
        body: { ...NAMES, firstName: long(101) },
        message: /^firstName.*100/,
      },
      {
        what: 'an unknown field',
        params: SOMEONE,
        body: { ...NAMES, role: 'admin' },
        message: /"role"/,
      },
    ],
    changeUserRole: [
      ...userIdCases({ role: 'judge' }),
      ...NOT_OBJECTS.map((bad) => ({ ...bad, params: SOMEONE })),
      { what: 'no role', params: SOMEONE, body: {}, message: /^role is required$/ },
      {
        what: 'role wizard',
        params: SOMEONE,
        body: { role: 'wizard' },
        message: /^role must be one of admin, scout, judge, contributor$/,
      },
      {
        what: 'an unknown field',
        params: SOMEONE,
        body: { role: 'judge', email: 'x@example.com' },
        message: /"email"/,
      },
    ],
    resendInvitation: userIdCases(),
    deactivateUser: userIdCases(),
    reactivateUser: userIdCases(),
    changePassword: [
      ...NOT_OBJECTS,
      {
        what: 'no current password',
        body: { newPassword: 'a-new-password' },
        message: /^currentPassword is required$/,
      },
      {
        what: 'an empty current password',
        body: { ...PASSWORDS, currentPassword: '' },
        message: /^currentPassword is required$/,
      },
      {
        what: 'no new password',
        body: { currentPassword: DEMO_PASSWORD },
        message: /^newPassword is required$/,
      },
      {
        what: 'a short new password',
        body: { ...PASSWORDS, newPassword: 'short' },
        message: /^newPassword must be at least 8 characters$/,
      },
      {
        what: 'a too long new password',
        body: { ...PASSWORDS, newPassword: long(129) },
        message: /^newPassword must be at most 128 characters$/,
      },
      {
        what: 'a number as new password',
        body: { ...PASSWORDS, newPassword: 12345678 },
        message: /^newPassword must be a string$/,
      },
      { what: 'an unknown field', body: { ...PASSWORDS, z: 1 }, message: /"z"/ },
    ],
  },
  nulInText: {
    login: {
      // Not the admin's: a login that went through would end the admin session these calls use.
      valid: { body: { email: 'nobody@example.com', password: 'not-the-password' } },
      fields: { 'body.email': nul('email'), 'body.password': nul('password') },
    },
    createUser: {
      valid: { body: { ...USER, ...NAMES } },
      fields: {
        'body.email': /^email must be a valid email address$/,
        'body.role': /^role must be one of admin, scout, judge, contributor$/,
        'body.firstName': /^firstName: names must not contain NUL characters$/,
        'body.lastName': /^lastName: names must not contain NUL characters$/,
      },
    },
    listUsers: {
      valid: { query: { role: 'scout' } },
      fields: { 'query.role': /^role must be one of admin, scout, judge, contributor$/ },
    },
    resetPassword: {
      valid: { body: { email: USER.email } },
      fields: { 'body.email': /^email must be a valid email address$/ },
    },
    setPassword: {
      valid: { body: { token: 'abc', password: 'long-enough' } },
      fields: { 'body.token': nul('token'), 'body.password': nul('password') },
    },
    updateProfile: {
      valid: { body: NAMES },
      fields: {
        'body.firstName': /^firstName: names must not contain NUL characters$/,
        'body.lastName': /^lastName: names must not contain NUL characters$/,
      },
    },
    updateUser: {
      valid: { params: SOMEONE, body: NAMES },
      fields: {
        'body.firstName': /^firstName: names must not contain NUL characters$/,
        'body.lastName': /^lastName: names must not contain NUL characters$/,
      },
    },
    changeUserRole: {
      valid: { params: SOMEONE, body: { role: 'judge' } },
      fields: { 'body.role': /^role must be one of admin, scout, judge, contributor$/ },
    },
    changePassword: {
      valid: { body: PASSWORDS },
      fields: {
        'body.currentPassword': nul('currentPassword'),
        'body.newPassword': nul('newPassword'),
      },
    },
  },
  idTooBig: {
    deleteUser: { valid: { body: { id: 3 } }, fields: { 'body.id': tooBig('id') } },
    ...Object.fromEntries(
      (['getUser', 'resendInvitation', 'deactivateUser', 'reactivateUser'] as const).map((name) => [
        name,
        { valid: { params: SOMEONE }, fields: { 'params.id': tooBig('user id') } },
      ]),
    ),
    updateUser: {
      valid: { params: SOMEONE, body: NAMES },
      fields: { 'params.id': tooBig('user id') },
    },
    changeUserRole: {
      valid: { params: SOMEONE, body: { role: 'judge' } },
      fields: { 'params.id': tooBig('user id') },
    },
  },
};

/** Who may call each of the users' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  login: 'public',
  verifyUser: 'session',
  logout: 'session',
  createUser: ['admin'],
  listUsers: ['admin'],
  deleteUser: ['admin'],
  resetPassword: 'public',
  setPassword: 'public',
  updateProfile: 'session',
  getUser: ['admin'],
  updateUser: ['admin'],
  changeUserRole: ['admin'],
  resendInvitation: ['admin'],
  deactivateUser: ['admin'],
  reactivateUser: ['admin'],
  changePassword: 'session',
  endAllSessions: 'session',
};
