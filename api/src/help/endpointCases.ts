// The help area's endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
} from '@glow/contract';
import {
  long,
  nul,
  NOT_OBJECTS,
  pagingCases,
  tooBig,
  type BadInputTables,
} from '../testing/badInput';

export const VALID_CONTACT_MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  topic: 'voting',
  message: 'How do I change my vote once I have cast it?',
};

const withField = (field: string, value: unknown) => ({ ...VALID_CONTACT_MESSAGE, [field]: value });
const without = (field: string) => withField(field, undefined);

/** Bad input to the help area's calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    sendContactMessage: [
      ...NOT_OBJECTS,
      { what: 'no name', body: without('name'), message: /^name is required$/ },
      { what: 'a blank name', body: withField('name', '   '), message: /^name is required$/ },
      {
        what: 'a too long name',
        body: withField('name', long(NAME_MAX_LENGTH + 1)),
        message: new RegExp(`^name must be at most ${NAME_MAX_LENGTH} characters$`),
      },
      {
        what: 'a name of two lines',
        body: withField('name', 'Ada\r\nBcc: someone@example.org'),
        message: /^name must be on one line$/,
      },
      { what: 'no email', body: without('email'), message: /^email is required$/ },
      {
        what: 'an email that is not one',
        body: withField('email', 'ada-at-example.org'),
        message: /^email must be a valid email address$/,
      },
      { what: 'no topic', body: without('topic'), message: /^topic is required$/ },
      {
        what: 'a topic off the list',
        body: withField('topic', 'grants'),
        message:
          /^topic must be one of voting \(Voting\), nominations \(Nominations\), application \(My application\), payments \(Payments\), other \(Other\)$/,
      },
      { what: 'no message', body: without('message'), message: /^message is required$/ },
      {
        what: 'a blank message',
        body: withField('message', ' \n '),
        message: /^message is required$/,
      },
      {
        what: 'a too short message',
        body: withField('message', long(CONTACT_MESSAGE_MIN_LENGTH - 1)),
        message: new RegExp(`^message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters$`),
      },
      {
        what: 'a too long message',
        body: withField('message', long(CONTACT_MESSAGE_MAX_LENGTH + 1)),
        message: new RegExp(`^message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters$`),
      },
      {
        what: 'an unknown field',
        body: withField('cc', 'someone@example.org'),
        message: /"cc"/,
      },
    ],
    listContactMessages: [
      ...pagingCases(),
      {
        what: 'a state off the list',
        query: { state: 'read' },
        message: /^state must be one of new, answered$/,
      },
    ],
    markContactMessageAnswered: [
      {
        what: 'a message id that is not a number',
        params: { id: 'abc' },
        message: /^message id must be a number$/,
      },
      { what: 'message id 0', params: { id: '0' }, message: /^message id must be greater than 0$/ },
      {
        what: 'a fractional message id',
        params: { id: '1.5' },
        message: /^message id must be a whole number$/,
      },
    ],
  },
  nulInText: {
    sendContactMessage: {
      valid: { body: VALID_CONTACT_MESSAGE },
      fields: {
        'body.name': nul('name'),
        'body.email': /^email must be a valid email address$/,
        'body.topic': /^topic must be one of /,
        'body.message': nul('message'),
      },
    },
    listContactMessages: {
      valid: { query: {} },
      fields: { 'query.state': /^state must be one of new, answered$/ },
    },
  },
  idTooBig: {
    markContactMessageAnswered: {
      valid: { params: { id: '1' } },
      fields: { 'params.id': tooBig('message id') },
    },
  },
};

/** Who may call each of the help area's endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  sendContactMessage: 'public',
  listContactMessages: ['admin'],
  markContactMessageAnswered: ['admin'],
};
