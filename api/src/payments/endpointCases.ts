// The payments' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  type BadInput,
  cohortIdCases,
  escapeRegExp,
  HASH,
  HASH_REQUIRED,
  HASH_SHAPE,
  invalid,
  missing,
  NOT_OBJECTS,
  nul,
  PAYLOAD_ID,
  PAYLOAD_SECRET,
  tooBig,
} from '../testing/badInput';

const ID_MAX_PLUS_ONE = 2_147_483_648;

const BATCH_SIZE = invalid('grantIds: Invalid number of transactions (must be between 1 and 50)');

const FAILURE_CODES =
  'FAILED_TO_SIGN_TX, TX_SIGNING_EXPIRED, SIGNING_REJECTED, OTHER_ACCOUNT, WALLET_DISCONNECTED, CROSSMARK_DESKTOP_ONLY, GEMWALLET_NOT_INSTALLED, CROSSMARK_NOT_INSTALLED, INVALID_BULK_SIZE, UNREADABLE_RESPONSE, RETRY, NO_RESULT, WRONG_NETWORK, WALLET_BUSY';

function paymentIdCases(body?: unknown): BadInput[] {
  return cohortIdCases(body, 'payment id');
}

function paymentBatchCases(): BadInput[] {
  const batch = (body: Record<string, unknown>) => ({
    body: { cohortId: 1, grantIds: [1], ...body },
  });
  return [
    ...NOT_OBJECTS,
    { what: 'no field', body: {}, message: missing('cohortId', 'grantIds') },
    { what: 'no grant', ...batch({ grantIds: [] }), message: BATCH_SIZE },
    {
      what: '51 grants',
      ...batch({ grantIds: Array.from({ length: 51 }, (_, i) => i + 1) }),
      message: BATCH_SIZE,
    },
    {
      what: 'a grant named twice',
      ...batch({ grantIds: [4, 4] }),
      message: invalid('grantIds must not name a grant twice'),
    },
    {
      what: 'grantIds that are not a list',
      ...batch({ grantIds: '1,2' }),
      message: invalid('grantIds must be a list of grant ids'),
    },
    {
      what: 'a grant id that is not a number',
      ...batch({ grantIds: ['1'] }),
      message: invalid('grantIds.0: grantIds must be a number'),
    },
    {
      what: 'a grant id beyond the integer range',
      ...batch({ grantIds: [ID_MAX_PLUS_ONE] }),
      message: invalid('grantIds.0: grantIds must be at most 2147483647'),
    },
    {
      what: 'a cohort id that is not a number',
      ...batch({ cohortId: 'wave' }),
      message: invalid('cohortId must be a number'),
    },
    {
      what: 'a field Glow does not take',
      ...batch({ wallet: 'gemwallet' }),
      message: /"wallet"/,
    },
  ];
}

function reportFailureCases(): BadInput[] {
  const valid = { code: 'SIGNING_REJECTED' };
  return [
    ...NOT_OBJECTS,
    ...paymentIdCases(valid),
    { what: 'no code', body: {}, message: /^code is required$/ },
    {
      what: 'a code no wallet reports',
      body: { code: 'DECLINED' },
      message: new RegExp(`^code must be one of ${escapeRegExp(FAILURE_CODES)}$`),
    },
    {
      what: 'a xamanPayloadId that is not a uuid',
      body: { ...valid, xamanPayloadId: 'abc', secret: PAYLOAD_SECRET },
      message: /^xamanPayloadId: payloadId must be a payload id \(uuid\)$/,
    },
    {
      what: 'a secret of the wrong shape',
      body: { ...valid, xamanPayloadId: PAYLOAD_ID, secret: 'short' },
      message: /^secret must be the secret answered with the payload$/,
    },
    { what: 'a field Glow does not take', body: { ...valid, hash: HASH }, message: /"hash"/ },
  ];
}

/** Bad input to the payments' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    listCohortPayments: cohortIdCases(),
    createPaymentBatch: paymentBatchCases(),
    recordPaymentTransaction: [
      ...NOT_OBJECTS,
      ...paymentIdCases({ transactionHash: HASH }),
      { what: 'no transactionHash', body: {}, message: HASH_REQUIRED },
      {
        what: 'a transactionHash of 63 characters',
        body: { transactionHash: HASH.slice(1) },
        message: HASH_SHAPE,
      },
      {
        what: 'a transactionHash that is not hex',
        body: { transactionHash: 'XY'.repeat(32) },
        message: HASH_SHAPE,
      },
    ],
    reportPaymentFailure: reportFailureCases(),
    readPayment: paymentIdCases(),
  },
  nulInText: {
    recordPaymentTransaction: {
      valid: { params: { id: '1' }, body: { transactionHash: HASH } },
      fields: { 'body.transactionHash': nul('transaction hash') },
    },
    reportPaymentFailure: {
      valid: {
        params: { id: '1' },
        body: { code: 'TX_SIGNING_EXPIRED', xamanPayloadId: PAYLOAD_ID, secret: PAYLOAD_SECRET },
      },
      fields: {
        'body.code': new RegExp(`^code must be one of ${escapeRegExp(FAILURE_CODES)}$`),
        'body.xamanPayloadId': /^xamanPayloadId: payloadId must be a payload id \(uuid\)$/,
        'body.secret': nul('secret'),
      },
    },
  },
  idTooBig: {
    createPaymentBatch: {
      valid: { body: { cohortId: 1, grantIds: [1] } },
      fields: { 'body.cohortId': invalid('cohortId must be at most 2147483647') },
    },
    ...Object.fromEntries(
      (
        [
          ['listCohortPayments', 'cohort id', undefined],
          ['readPayment', 'payment id', undefined],
          ['recordPaymentTransaction', 'payment id', { transactionHash: HASH }],
          ['reportPaymentFailure', 'payment id', { code: 'RETRY' }],
        ] as const
      ).map(([name, field, body]) => [
        name,
        {
          valid: { params: { id: '1' }, ...(body ? { body } : {}) },
          fields: { 'params.id': tooBig(field) },
        },
      ]),
    ),
  },
};

/** Who may call each of the payments' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  listPaymentCohorts: ['admin'],
  listCohortPayments: ['admin'],
  // The admin's role is the access rule; the programme's wallet is the handler's own check.
  createPaymentBatch: ['admin'],
  recordPaymentTransaction: ['admin'],
  reportPaymentFailure: ['admin'],
  reconcilePayments: ['admin'],
  readPayment: ['admin'],
};
