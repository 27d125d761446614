// The wallets' endpoints in the contract's table tests: the bad input each refuses
// (validation.test.ts beside this file runs it) and who may call each (permissions.test.ts).
// http/validation.test.ts and http/permissions.test.ts check that every endpoint has its cases.
import type { EndpointAccess, EndpointName } from '@glow/contract';
import {
  type BadInputTables,
  type BadInput,
  HEX64,
  KEYS,
  long,
  NOT_OBJECTS,
  nul,
  PAYLOAD_ID,
  PAYLOAD_SECRET,
  SIGNATURE,
} from '../testing/badInput';
import { newWallet, withBadChecksum } from '../testing/testWallets';

const CROSSMARK = {
  signature: SIGNATURE,
  pubkey: KEYS.publicKey,
  address: KEYS.address,
  token: HEX64,
};

const GEMWALLET = { signature: SIGNATURE, token: HEX64 };

const GEM_QUERY = { pubkey: KEYS.publicKey, address: KEYS.address };

const PAYLOAD_QUERY = { payloadId: PAYLOAD_ID, secret: PAYLOAD_SECRET };

const SIGN_IN = { transaction: { TransactionType: 'SignIn' } };

const PAYMENT = {
  TransactionType: 'Payment',
  Destination: KEYS.address,
  Amount: '1',
};

/** The secret of a Xaman payload is required, and of its one shape. */
function secretCases(valid: Record<string, string>): BadInput[] {
  const without = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'secret'));
  return [
    { what: 'no secret', query: without, message: /^secret is required$/ },
    { what: 'an empty secret', query: { ...without, secret: '' }, message: /^secret is required$/ },
    ...[PAYLOAD_SECRET.slice(1), `${PAYLOAD_SECRET}A`, `${PAYLOAD_SECRET.slice(1)}=`].map(
      (secret) => ({
        what: `a secret of ${secret.length} characters (${secret.slice(-3)})`,
        query: { ...without, secret },
        message: /^secret must be the secret answered with the payload$/,
      }),
    ),
  ];
}

const NOT_AN_ADDRESS = /^address must be a valid XRPL address$/;

/** The cases every hexadecimal field shares, in a body or a query that is otherwise valid. */
function hexCases(
  field: string,
  maxLength: number,
  valid: Record<string, string>,
  where: 'body' | 'query',
): BadInput[] {
  const input = (value?: string | number): Pick<BadInput, 'body' | 'query'> => {
    const fields: Record<string, string> = { ...valid };
    delete fields[field];
    if (typeof value === 'string') fields[field] = value;
    return where === 'body' ? { body: { ...fields, [field]: value } } : { query: fields };
  };
  return [
    { what: `no ${field}`, ...input(), message: new RegExp(`^${field} must be a string$`) },
    ...(where === 'body'
      ? [
          {
            what: `a number as ${field}`,
            ...input(12),
            message: new RegExp(`^${field} must be a string$`),
          },
        ]
      : []),
    { what: `an empty ${field}`, ...input(''), message: new RegExp(`^${field} is required`) },
    {
      what: `a too long ${field}`,
      ...input('A'.repeat(maxLength + 2)),
      message: new RegExp(`^${field} must be at most ${maxLength} characters$`),
    },
    {
      what: `${field} not hex`,
      ...input('XYZ0'),
      message: new RegExp(`^${field} must be hexadecimal$`),
    },
  ];
}

// Grant payments.
const GRANT_MEMO = { Memo: { MemoType: '676C6F772F7061796D656E74', MemoData: '3137' } };

const CHALLENGE = HEX64.toUpperCase();

/** A payment with every field and option, so that each string field has a place to be. */
const XAMAN_PAYMENT = {
  transaction: { ...PAYMENT, Account: KEYS.address },
  options: {
    return_url: { app: 'https://glow.example.com/a', web: 'https://glow.example.com/w' },
    force_network: 'TESTNET',
  },
};

/** Bad input to the wallets' calls, and what each 400 must say. */
export const BAD_INPUT: BadInputTables = {
  badInput: {
    crossmarkChecksign: [
      ...NOT_OBJECTS,
      ...hexCases('signature', 200, CROSSMARK, 'body'),
      ...hexCases('pubkey', 66, CROSSMARK, 'body'),
      {
        what: 'no address',
        body: { ...CROSSMARK, address: undefined },
        message: /^address must be a string$/,
      },
      {
        what: 'a number as address',
        body: { ...CROSSMARK, address: 7 },
        message: /^address must be a string$/,
      },
      {
        what: 'an address of another shape',
        body: { ...CROSSMARK, address: 'xrp-address' },
        message: NOT_AN_ADDRESS,
      },
      {
        what: 'a too long address',
        body: { ...CROSSMARK, address: `r${'a'.repeat(40)}` },
        message: NOT_AN_ADDRESS,
      },
      {
        what: 'an address with a bad checksum',
        body: { ...CROSSMARK, address: withBadChecksum(KEYS.address) },
        message: NOT_AN_ADDRESS,
      },
      {
        what: 'no token',
        body: { ...CROSSMARK, token: undefined },
        message: /^token must be a string$/,
      },
      {
        what: 'a short token',
        body: { ...CROSSMARK, token: 'AB' },
        message: /^token must be a challenge issued by this server$/,
      },
      {
        what: 'a lower-case token',
        body: { ...CROSSMARK, token: HEX64.toLowerCase() },
        message: /^token must be a challenge/,
      },
      {
        what: 'a too long token',
        body: { ...CROSSMARK, token: `${HEX64}00` },
        message: /^token must be a challenge/,
      },
      {
        what: 'an unknown field',
        body: { ...CROSSMARK, wallet: 'crossmark' },
        message: /^body: Unrecognized key: "wallet"$/,
      },
    ],
    gemWalletHash: [
      ...hexCases('pubkey', 66, GEM_QUERY, 'query'),
      {
        what: 'no address',
        query: { pubkey: KEYS.publicKey },
        message: /^address must be a string$/,
      },
      {
        what: 'an address of another shape',
        query: { ...GEM_QUERY, address: 'xrp-address' },
        message: NOT_AN_ADDRESS,
      },
      {
        what: 'an address with a bad checksum',
        query: { ...GEM_QUERY, address: withBadChecksum(KEYS.address) },
        message: NOT_AN_ADDRESS,
      },
      {
        what: 'a pubkey of another address',
        query: { ...GEM_QUERY, pubkey: newWallet().publicKey },
        message: /^pubkey does not belong to address$/,
      },
      { what: 'an unknown parameter', query: { ...GEM_QUERY, network: '1' }, message: /"network"/ },
    ],
    gemWalletChecksign: [
      ...NOT_OBJECTS,
      ...hexCases('signature', 200, GEMWALLET, 'body'),
      { what: 'no token', body: { signature: SIGNATURE }, message: /^token must be a string$/ },
      {
        what: 'a token that is not hex',
        body: { ...GEMWALLET, token: 'Z'.repeat(64) },
        message: /^token must be a challenge/,
      },
      {
        what: 'a too long token',
        body: { ...GEMWALLET, token: long(201) },
        message: /^token must be a challenge/,
      },
      {
        what: 'an unknown field',
        body: { ...GEMWALLET, address: KEYS.address },
        message: /^body: Unrecognized key: "address"$/,
      },
    ],
    xamanCreatePayload: [
      ...NOT_OBJECTS,
      { what: 'no transaction', body: {}, message: /^transaction/ },
      { what: 'a string as transaction', body: { transaction: 'SignIn' }, message: /^transaction/ },
      {
        what: 'no TransactionType',
        body: { transaction: {} },
        message: /^transaction.TransactionType must be SignIn or Payment$/,
      },
      ...['AccountDelete', 'TrustSet', 'signin', ''].map((type) => ({
        what: `TransactionType ${type || '(empty)'}`,
        body: { transaction: { TransactionType: type } },
        message: /^transaction.TransactionType must be SignIn or Payment$/,
      })),
      { what: 'a string as options', body: { ...SIGN_IN, options: 'fast' }, message: /^options/ },
      {
        what: 'an unknown option',
        body: { ...SIGN_IN, options: { submit: true } },
        message: /"submit"/,
      },
      {
        what: 'a return_url that is not a URL',
        body: { ...SIGN_IN, options: { return_url: { web: 'not a url' } } },
        message: /^options.return_url.web must be an http or https URL$/,
      },
      ...[
        'javascript:alert(1)',
        'data:text/html,<p>hi</p>',
        'xumm://open',
        'ftp://glow.example.com',
      ].map((app) => ({
        what: `a return_url of another scheme: ${app}`,
        body: { ...SIGN_IN, options: { return_url: { app } } },
        message: /^options.return_url.app must be an http or https URL$/,
      })),
      {
        what: 'a too long return_url',
        body: {
          ...SIGN_IN,
          options: { return_url: { app: `https://glow.example.com/${long(2000)}` } },
        },
        message: /return_url.app must be at most 2000 characters/,
      },
      {
        what: 'an unknown return_url field',
        body: { ...SIGN_IN, options: { return_url: { desktop: 'https://glow.example.com' } } },
        message: /"desktop"/,
      },
      {
        what: 'an unknown force_network',
        body: { ...SIGN_IN, options: { force_network: 'DEVNET' } },
        message: /^options.force_network/,
      },
      ...['MAINNET', 'XAHAU', 'XAHAUTESTNET'].map((network) => ({
        what: `force_network ${network} (Glow uses TESTNET)`,
        body: { ...SIGN_IN, options: { force_network: network } },
        message: /^force_network must be TESTNET, the network Glow uses$/,
      })),
      {
        what: 'an unknown field',
        body: { ...SIGN_IN, user_token: 'abc' },
        message: /"user_token"/,
      },
      {
        what: 'a SignIn with transaction fields',
        body: { transaction: { TransactionType: 'SignIn', Account: KEYS.address } },
        message: /^transaction: Unrecognized key: "Account"$/,
      },
      {
        what: 'a Payment without Destination',
        body: { transaction: { ...PAYMENT, Destination: undefined } },
        message: /^transaction.Destination must be an XRPL address$/,
      },
      {
        what: 'a Payment to something that is not an address',
        body: { transaction: { ...PAYMENT, Destination: 'rNotAnAddress' } },
        message: /^transaction.Destination must be an XRPL address$/,
      },
      {
        what: 'a Payment from something that is not an address',
        body: { transaction: { ...PAYMENT, Account: 42 } },
        message: /^transaction.Account must be an XRPL address$/,
      },
      ...[undefined, 1, '0', '-1', '1.5', '01', { currency: 'USD', value: '1' }].map((Amount) => ({
        what: `a Payment of Amount ${JSON.stringify(Amount)}`,
        body: { transaction: { ...PAYMENT, Amount } },
        message: /^transaction.Amount must be an amount of XRP in drops, as a string$/,
      })),
      {
        what: 'a Payment with a field Glow does not set',
        body: { transaction: { ...PAYMENT, InvoiceID: HEX64 } },
        message: /^transaction: Unrecognized key: "InvoiceID"$/,
      },
      ...[0, 1.5, '812450'].map((LastLedgerSequence) => ({
        what: `a Payment with LastLedgerSequence ${JSON.stringify(LastLedgerSequence)}`,
        body: { transaction: { ...PAYMENT, LastLedgerSequence } },
        message: /^transaction.LastLedgerSequence must be (at least 1|a whole number|a number)$/,
      })),
      {
        what: 'a Payment with two memos',
        body: { transaction: { ...PAYMENT, Memos: [GRANT_MEMO, GRANT_MEMO] } },
        message: /^transaction.Memos must hold exactly one memo$/,
      },
      {
        what: 'a Payment with a memo that is not hexadecimal',
        body: {
          transaction: { ...PAYMENT, Memos: [{ Memo: { ...GRANT_MEMO.Memo, MemoData: 'glow' } }] },
        },
        message:
          /^transaction.Memos.0.Memo.MemoData: transaction.Memos.MemoData must be hexadecimal$/,
      },
      {
        what: 'a Payment with a memo of 258 hexadecimal characters',
        body: {
          transaction: {
            ...PAYMENT,
            Memos: [{ Memo: { ...GRANT_MEMO.Memo, MemoData: 'AB'.repeat(129) } }],
          },
        },
        message:
          /^transaction.Memos.0.Memo.MemoData: transaction.Memos.MemoData must be at most 256 characters$/,
      },
    ],
    xamanGetPayload: [
      {
        what: 'no payloadId',
        query: { secret: PAYLOAD_SECRET },
        message: /^payloadId must be a payload id \(uuid\)$/,
      },
      {
        what: 'a payloadId that is not a uuid',
        query: { ...PAYLOAD_QUERY, payloadId: 'payload-1' },
        message: /^payloadId must be a payload id/,
      },
      {
        what: 'a too long payloadId',
        query: { ...PAYLOAD_QUERY, payloadId: `${PAYLOAD_ID}0` },
        message: /^payloadId must be a payload id/,
      },
      ...secretCases(PAYLOAD_QUERY),
      {
        what: 'an unknown parameter',
        query: { ...PAYLOAD_QUERY, uuid: PAYLOAD_ID },
        message: /"uuid"/,
      },
    ],
    xamanChecksign: [
      ...hexCases('hex', 4000, { hex: HEX64, ...PAYLOAD_QUERY }, 'query'),
      {
        what: 'no payloadId',
        query: { hex: HEX64, secret: PAYLOAD_SECRET },
        message: /^payloadId must be a payload id \(uuid\)$/,
      },
      {
        what: 'a payloadId that is not a uuid',
        query: { hex: HEX64, ...PAYLOAD_QUERY, payloadId: "1' OR '1'='1" },
        message: /^payloadId must be a payload id/,
      },
      ...secretCases({ hex: HEX64, ...PAYLOAD_QUERY }),
      {
        what: 'an unknown parameter',
        query: { hex: HEX64, ...PAYLOAD_QUERY, account: KEYS.address },
        message: /"account"/,
      },
    ],
  },
  nulInText: {
    crossmarkChecksign: {
      valid: { body: CROSSMARK },
      fields: {
        'body.signature': nul('signature'),
        'body.pubkey': nul('pubkey'),
        'body.address': nul('address'),
        'body.token': nul('token'),
      },
    },
    gemWalletHash: {
      valid: { query: GEM_QUERY },
      fields: { 'query.pubkey': nul('pubkey'), 'query.address': nul('address') },
    },
    gemWalletChecksign: {
      valid: { body: { ...GEMWALLET, token: CHALLENGE } },
      fields: { 'body.signature': nul('signature'), 'body.token': nul('token') },
    },
    xamanCreatePayload: {
      valid: { body: XAMAN_PAYMENT },
      fields: {
        'body.transaction.TransactionType':
          /^transaction.TransactionType must be SignIn or Payment$/,
        'body.transaction.Account': nul('transaction.Account'),
        'body.transaction.Destination': nul('transaction.Destination'),
        'body.transaction.Amount': nul('transaction.Amount'),
        'body.options.return_url.app': nul('options.return_url.app'),
        'body.options.return_url.web': nul('options.return_url.web'),
        'body.options.force_network': /^options.force_network: /,
      },
    },
    xamanGetPayload: {
      valid: { query: PAYLOAD_QUERY },
      fields: {
        'query.payloadId': /^payloadId must be a payload id \(uuid\)$/,
        'query.secret': nul('secret'),
      },
    },
    xamanChecksign: {
      valid: { query: { hex: HEX64, ...PAYLOAD_QUERY } },
      fields: {
        'query.hex': nul('hex'),
        'query.payloadId': /^payloadId must be a payload id \(uuid\)$/,
        'query.secret': nul('secret'),
      },
    },
  },
  idTooBig: {},
};

/** Who may call each of the wallets' endpoints, written out by hand. */
export const WHO_MAY_CALL: Partial<Record<EndpointName, EndpointAccess>> = {
  crossmarkHash: 'public',
  crossmarkChecksign: 'public',
  gemWalletHash: 'public',
  gemWalletChecksign: 'public',
  xamanCreatePayload: 'public',
  xamanGetPayload: 'public',
  xamanChecksign: 'public',
  walletSession: 'wallet',
  disconnectWallet: 'wallet',
};
