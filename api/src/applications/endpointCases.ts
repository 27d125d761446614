// The applications' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import { ELIGIBLE_ANSWERS, type EndpointAccess, type EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  asInvalid,
  type BadInput,
  cohortIdCases,
  HEX64,
  invalid,
  KEYS,
  long,
  missing,
  NOT_OBJECTS,
  pagingCases,
  PAYLOAD_ID,
  PAYLOAD_SECRET,
  reasonCases,
  SIGNATURE,
} from '../testing/badInput';

// A contributor's application: valid details, so only the field under test is wrong.
const DETAILS = {
  previousXrplGrants: false,
  previousAccelerator: true,
  website: 'https://ines.example.org',
  github: 'https://github.com/ines',
  xHandle: '@ines_m',
  additionalInformation: 'I maintain the docs too.',
  confirmedAddress: KEYS.address,
  agreementName: 'Ines Moreau',
  agreementVersion: '2026-11-1',
};

const REGISTRATION_CHALLENGE = {
  kind: 'gemwallet',
  address: KEYS.address,
  publicKey: KEYS.publicKey,
};

const REGISTRATION = {
  kind: 'crossmark',
  challenge: HEX64.toUpperCase(),
  signature: SIGNATURE,
  publicKey: KEYS.publicKey,
};

const DOCUMENTS = 'terms, codeOfConduct, grantAgreement';

const REGISTRATION_KINDS = 'kind must be one of gemwallet, crossmark';

function applicationIdCases(body?: unknown): BadInput[] {
  return asInvalid(cohortIdCases(body, 'application id'));
}

function detailsCases(): BadInput[] {
  const withField = (field: string, value: unknown) => ({ body: { ...DETAILS, [field]: value } });
  return [
    ...NOT_OBJECTS,
    {
      what: 'no field',
      body: {},
      message: missing(
        'previousXrplGrants',
        'previousAccelerator',
        'confirmedAddress',
        'agreementName',
        'agreementVersion',
      ),
    },
    {
      what: 'a yes/no as text',
      ...withField('previousXrplGrants', 'no'),
      message: invalid('previousXrplGrants must be true or false'),
    },
    {
      what: 'a website over http',
      ...withField('website', 'http://ines.example.org'),
      message: invalid('website must be an https URL'),
    },
    {
      what: 'a website that is no URL',
      ...withField('website', 'ines dot org'),
      message: /^fields invalid: website must be an http or https URL/,
    },
    {
      what: 'a too long website',
      ...withField('website', `https://example.org/${long(190)}`),
      message: /^fields invalid: website must be at most 200 characters/,
    },
    {
      what: 'a GitHub address of a repository',
      ...withField('github', 'https://github.com/ines/xrpl.js'),
      message: invalid('github must be a GitHub username or https://github.com/ profile address'),
    },
    {
      what: 'an X handle with a space',
      ...withField('xHandle', 'ines m'),
      message: invalid('xHandle must be an X handle: up to 15 letters, digits or _'),
    },
    {
      what: 'too much additional information',
      ...withField('additionalInformation', long(2001)),
      message: invalid('additionalInformation must be at most 2000 characters'),
    },
    {
      what: 'a confirmed address that is no address',
      ...withField('confirmedAddress', 'ines'),
      message: invalid('confirmedAddress must be a classic XRPL address (r…)'),
    },
    {
      what: 'a blank name',
      ...withField('agreementName', '  '),
      message: missing('agreementName'),
    },
    {
      what: 'a too long name',
      ...withField('agreementName', long(201)),
      message: invalid('agreementName must be at most 200 characters'),
    },
    { what: 'an unknown field', ...withField('email', 'x@example.org'), message: /"email"/ },
  ];
}

/** Bad input to the applications' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    readContributorDocument: [
      {
        what: 'an unknown document',
        params: { document: 'privacy' },
        message: invalid(`document must be one of ${DOCUMENTS}`),
      },
    ],
    acceptContributorDocument: [
      ...NOT_OBJECTS.map((bad) => ({ ...bad, params: { document: 'terms' } })),
      { what: 'no version', params: { document: 'terms' }, body: {}, message: missing('version') },
      {
        what: 'a blank version',
        params: { document: 'terms' },
        body: { version: ' ' },
        message: missing('version'),
      },
      {
        what: 'the grant agreement (signed with the details, not accepted alone)',
        params: { document: 'grantAgreement' },
        body: { version: '2026-11-1' },
        message: invalid('document must be one of terms, codeOfConduct'),
      },
      {
        what: 'an unknown field',
        params: { document: 'terms' },
        body: { version: '2026-11-1', at: 'now' },
        message: /"at"/,
      },
    ],
    answerEligibility: [
      ...NOT_OBJECTS,
      { what: 'no answer', body: {}, message: missing(...Object.keys(ELIGIBLE_ANSWERS)) },
      {
        what: 'an answer as text',
        body: { ...ELIGIBLE_ANSWERS, over18: 'yes' },
        message: invalid('over18 must be true or false'),
      },
      {
        what: 'an unknown question',
        body: { ...ELIGIBLE_ANSWERS, happy: true },
        message: /"happy"/,
      },
      ...applicationIdCases(ELIGIBLE_ANSWERS),
    ],
    walletRegistrationChallenge: [
      ...NOT_OBJECTS,
      {
        what: 'no field',
        body: {},
        message: /^mandatory field missing: kind; fields invalid: address/,
      },
      {
        what: 'xaman (it registers through its own request)',
        body: { ...REGISTRATION_CHALLENGE, kind: 'xaman' },
        message: invalid(REGISTRATION_KINDS),
      },
      {
        what: 'gemwallet without its key',
        body: { kind: 'gemwallet', address: KEYS.address },
        message: missing('publicKey'),
      },
      {
        what: 'an X-address',
        body: {
          ...REGISTRATION_CHALLENGE,
          address: 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ',
        },
        message: invalid('address must be a classic XRPL address (r…)'),
      },
      {
        what: 'a key that is not hex',
        body: { ...REGISTRATION_CHALLENGE, publicKey: 'XYZ0' },
        message: invalid('publicKey must be hexadecimal'),
      },
      {
        what: 'an unknown field',
        body: { ...REGISTRATION_CHALLENGE, token: 'x' },
        message: /"token"/,
      },
    ],
    registerWallet: [
      ...NOT_OBJECTS,
      {
        what: 'no kind',
        body: { ...REGISTRATION, kind: undefined },
        message: missing('kind'),
      },
      {
        what: 'a challenge this server did not issue',
        body: { ...REGISTRATION, challenge: 'abc' },
        message: invalid('challenge must be a challenge issued by this server'),
      },
      {
        what: 'a signature that is not hex',
        body: { ...REGISTRATION, signature: 'XYZ0' },
        message: invalid('signature must be hexadecimal'),
      },
      {
        what: 'an empty key',
        body: { ...REGISTRATION, publicKey: '' },
        message: missing('publicKey'),
      },
      {
        what: "an address (it is the challenge's)",
        body: { ...REGISTRATION, address: KEYS.address },
        message: /"address"/,
      },
    ],
    registerXamanWallet: [
      ...NOT_OBJECTS.map((bad) => ({ ...bad, params: { payloadId: PAYLOAD_ID } })),
      {
        what: 'a payloadId that is not a uuid',
        params: { payloadId: 'payload-1' },
        body: { secret: PAYLOAD_SECRET },
        message: invalid('payloadId must be a payload id (uuid)'),
      },
      {
        what: 'no secret',
        params: { payloadId: PAYLOAD_ID },
        body: {},
        message: missing('secret'),
      },
      {
        what: 'a secret of another length',
        params: { payloadId: PAYLOAD_ID },
        body: { secret: PAYLOAD_SECRET.slice(1) },
        message: invalid('secret must be the secret answered with the payload'),
      },
    ],
    submitApplicationDetails: [...detailsCases(), ...applicationIdCases(DETAILS)],
    startKyc: applicationIdCases(),
    readKyc: applicationIdCases(),
    listCohortApplications: [
      ...asInvalid(pagingCases()),
      {
        what: 'an unknown status',
        query: { status: 'paid' },
        message: invalid(
          'status must be one of inProgress, submitted, returned, approved, walletChanged, notEligible, withdrawn',
        ),
      },
      ...asInvalid(cohortIdCases()),
    ],
    readApplication: applicationIdCases(),
    approveApplication: applicationIdCases(),
    returnApplication: [
      ...reasonCases({ reason: 'Your website is down' }, 1000),
      ...applicationIdCases({ reason: 'Your website is down' }),
    ],
    requestKyc: [
      ...reasonCases({ reason: 'Large grant' }, 1000),
      ...applicationIdCases({ reason: 'Large grant' }),
    ],
    reopenApplication: [
      ...reasonCases({ reason: 'Clicked No by mistake' }, 1000),
      ...applicationIdCases({ reason: 'Clicked No by mistake' }),
    ],
    remindApplicants: asInvalid(cohortIdCases()),
  },
  nulInText: {
    acceptContributorDocument: {
      valid: { params: { document: 'terms' }, body: { version: '2026-11-1' } },
      fields: {
        'params.document': invalid('document must be one of terms, codeOfConduct'),
        'body.version': invalid('version must not contain NUL characters'),
      },
    },
    readContributorDocument: {
      valid: { params: { document: 'terms' } },
      fields: { 'params.document': invalid(`document must be one of ${DOCUMENTS}`) },
    },
    walletRegistrationChallenge: {
      valid: { body: REGISTRATION_CHALLENGE },
      fields: {
        'body.kind': invalid(REGISTRATION_KINDS),
        'body.address': invalid('address must not contain NUL characters'),
        'body.publicKey': invalid('publicKey must not contain NUL characters'),
      },
    },
    registerWallet: {
      valid: { body: REGISTRATION },
      fields: {
        'body.kind': invalid(REGISTRATION_KINDS),
        'body.challenge': invalid('challenge must not contain NUL characters'),
        'body.signature': invalid('signature must not contain NUL characters'),
        'body.publicKey': invalid('publicKey must not contain NUL characters'),
      },
    },
    registerXamanWallet: {
      valid: { params: { payloadId: PAYLOAD_ID }, body: { secret: PAYLOAD_SECRET } },
      fields: {
        'params.payloadId': invalid('payloadId must be a payload id (uuid)'),
        'body.secret': invalid('secret must not contain NUL characters'),
      },
    },
    submitApplicationDetails: {
      valid: { params: { id: '1' }, body: DETAILS },
      fields: Object.fromEntries(
        [
          'website',
          'github',
          'xHandle',
          'additionalInformation',
          'confirmedAddress',
          'agreementName',
          'agreementVersion',
        ].map((field) => [`body.${field}`, invalid(`${field} must not contain NUL characters`)]),
      ),
    },
    listCohortApplications: {
      valid: { params: { id: '1' }, query: { status: 'submitted' } },
      fields: {
        'query.status': invalid(
          'status must be one of inProgress, submitted, returned, approved, walletChanged, notEligible, withdrawn',
        ),
      },
    },
    ...Object.fromEntries(
      (['returnApplication', 'requestKyc', 'reopenApplication'] as const).map((name) => [
        name,
        {
          valid: { params: { id: '1' }, body: { reason: 'A reason' } },
          fields: { 'body.reason': invalid('reason must not contain NUL characters') },
        },
      ]),
    ),
  },
  idTooBig: {
    ...Object.fromEntries(
      (
        [
          ['answerEligibility', 'application id', ELIGIBLE_ANSWERS],
          ['submitApplicationDetails', 'application id', DETAILS],
          ['startKyc', 'application id', undefined],
          ['readKyc', 'application id', undefined],
          ['listCohortApplications', 'cohort id', undefined],
          ['readApplication', 'application id', undefined],
          ['approveApplication', 'application id', undefined],
          ['returnApplication', 'application id', { reason: 'A reason' }],
          ['requestKyc', 'application id', { reason: 'A reason' }],
          ['reopenApplication', 'application id', { reason: 'A reason' }],
          ['remindApplicants', 'cohort id', undefined],
        ] as const
      ).map(([name, field, body]) => [
        name,
        {
          valid: { params: { id: '1' }, ...(body ? { body } : {}) },
          fields: { 'params.id': invalid(`${field} must be at most 2147483647`) },
        },
      ]),
    ),
  },
};

/** Who may call each of the applications' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  listMyApplications: ['contributor'],
  readContributorDocument: ['contributor'],
  acceptContributorDocument: ['contributor'],
  answerEligibility: ['contributor'],
  walletRegistrationChallenge: ['contributor'],
  registerWallet: ['contributor'],
  walletRegistrationXamanPayload: ['contributor'],
  registerXamanWallet: ['contributor'],
  submitApplicationDetails: ['contributor'],
  startKyc: ['contributor'],
  readKyc: ['contributor'],
  // Public: the KYC provider's signature over the raw body is the check.
  kycWebhook: 'public',
  listCohortApplications: ['admin'],
  readApplication: ['admin'],
  approveApplication: ['admin'],
  returnApplication: ['admin'],
  requestKyc: ['admin'],
  reopenApplication: ['admin'],
  remindApplicants: ['admin'],
};
