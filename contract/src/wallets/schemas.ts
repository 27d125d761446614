import { z } from 'zod';
import { WALLET_KINDS } from '../domain/wallets';
import { classicAddress, drops, text, webUrl, wholeNumber } from '../fields';
import { ID_MAX } from '../limits';
import { isMissing } from '../isMissing';

export const WalletKindSchema = z.enum(WALLET_KINDS);

/** Shape only; the API also checks the checksum. */
export const XrplAddressSchema = classicAddress('address', 'address must be a valid XRPL address');

/** Hexadecimal text, as wallets give keys and signatures. */
export const hexadecimal = (field: string, maxLength: number) =>
  text(field)
    .min(1, `${field} is required`)
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    // Empty passes here so that an empty value gets the one message above.
    .regex(/^([0-9A-Fa-f]{2,})?$/, `${field} must be hexadecimal`);

export const PublicKeySchema = hexadecimal('pubkey', 66);
export const SignatureSchema = hexadecimal('signature', 200);

/** The challenge a wallet signs: 64 hexadecimal characters, issued by the API, single use. */
export const ChallengeSchema = text('token').regex(
  /^[0-9A-F]{64}$/,
  'token must be a challenge issued by this server',
);

/**
 * Every wallet sign-in ends with a session token (stored as api_token) and the confirmed address.
 */
export const WalletSignInSchema = z.object({
  token: text('token'),
  address: text('address'),
  wallet: WalletKindSchema,
});
export type WalletSignIn = z.infer<typeof WalletSignInSchema>;

export const CrossmarkHashSchema = z.object({ hash: text('hash') });
export type CrossmarkHash = z.infer<typeof CrossmarkHashSchema>;

export const CrossmarkChecksignRequestSchema = z.strictObject({
  signature: SignatureSchema,
  pubkey: PublicKeySchema,
  address: XrplAddressSchema,
  /** The hash from GET /api/wallets/crossmark/hash. */
  token: ChallengeSchema,
});
export type CrossmarkChecksignRequest = z.infer<typeof CrossmarkChecksignRequestSchema>;

export const GemWalletHashQuerySchema = z.strictObject({
  pubkey: PublicKeySchema,
  address: XrplAddressSchema,
});
export type GemWalletHashQuery = z.infer<typeof GemWalletHashQuerySchema>;

export const GemWalletHashSchema = z.object({ token: text('token') });
export type GemWalletHash = z.infer<typeof GemWalletHashSchema>;

export const GemWalletChecksignRequestSchema = z.strictObject({
  signature: SignatureSchema,
  token: ChallengeSchema,
});
export type GemWalletChecksignRequest = z.infer<typeof GemWalletChecksignRequestSchema>;

/** Xaman network keys accepted by `force_network`. */
export const XAMAN_NETWORKS = ['MAINNET', 'TESTNET', 'XAHAU', 'XAHAUTESTNET'] as const;

const url = (field: string) => webUrl(`options.return_url.${field}`);

/** A whole number of drops (millionths of an XRP), as the ledger writes XRP amounts. */
const DROPS_MESSAGE = 'transaction.Amount must be an amount of XRP in drops, as a string';
const DropsSchema = drops('transaction.Amount', DROPS_MESSAGE);

const transactionAddress = (field: string) => {
  const message = `transaction.${field} must be an XRPL address`;
  return text(`transaction.${field}`, message).regex(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/, message);
};

/** The longest memo field Glow sends, in hexadecimal characters. */
const MEMO_FIELD_MAX_LENGTH = 256;

/** A sign-in request: Xaman signs a SignIn pseudo-transaction, nothing is submitted. */
export const XamanSignInTransactionSchema = z.strictObject({
  TransactionType: z.literal('SignIn'),
});

/**
 * A payment in XRP from the session's wallet. The API asks Xaman only for the payments Glow makes
 * (the voter registration payment, a grant payment), from the session's own address (`Account`,
 * filled in when left out).
 */
export const XamanPaymentTransactionSchema = z.strictObject({
  TransactionType: z.literal('Payment'),
  Account: transactionAddress('Account').optional(),
  Destination: transactionAddress('Destination'),
  Amount: DropsSchema,
  /** A grant payment's last ledger (the server's, never the wallet's choice). */
  LastLedgerSequence: wholeNumber('transaction.LastLedgerSequence', {
    min: 1,
    max: ID_MAX,
  }).optional(),
  /** A grant payment's memo naming its payment (exactly one). */
  Memos: z
    .array(
      z.strictObject({
        Memo: z.strictObject({
          MemoType: hexadecimal('transaction.Memos.MemoType', MEMO_FIELD_MAX_LENGTH),
          MemoFormat: hexadecimal('transaction.Memos.MemoFormat', MEMO_FIELD_MAX_LENGTH).optional(),
          MemoData: hexadecimal('transaction.Memos.MemoData', MEMO_FIELD_MAX_LENGTH),
        }),
      }),
    )
    .length(1, 'transaction.Memos must hold exactly one memo')
    .optional(),
});
export type XamanPaymentTransaction = z.infer<typeof XamanPaymentTransactionSchema>;

export const XamanCreatePayloadRequestSchema = z.strictObject({
  /** A sign-in request, or a payment for the wallet to sign and submit. */
  transaction: z.discriminatedUnion(
    'TransactionType',
    [XamanSignInTransactionSchema, XamanPaymentTransactionSchema],
    {
      error: (issue) =>
        issue.code === 'invalid_union'
          ? 'transaction.TransactionType must be SignIn or Payment'
          : 'transaction must be an object',
    },
  ),
  options: z
    .strictObject({
      return_url: z
        .strictObject({
          app: url('app').optional(),
          web: url('web').optional(),
        })
        .optional(),
      force_network: z.enum(XAMAN_NETWORKS).optional(),
    })
    .optional(),
});
export type XamanCreatePayloadRequest = z.infer<typeof XamanCreatePayloadRequestSchema>;

export const XamanCreatedPayloadSchema = z.object({
  uuid: text('uuid'),
  /**
   * The payload's secret, for this browser only: reading the payload and signing in with it need
   * it (its uuid is public: in the QR code and the status websocket address).
   */
  secret: text('secret'),
  payload: z.object({
    uuid: text('uuid'),
    next: z.object({ always: text('always') }),
    refs: z.object({ qr_png: text('qr_png'), websocket_status: text('websocket_status') }),
    pushed: z.boolean(),
  }),
});
export type XamanCreatedPayload = z.infer<typeof XamanCreatedPayloadSchema>;

export const PayloadIdSchema = z.uuid({ error: 'payloadId must be a payload id (uuid)' });

/** The `secret` createpayload answered: 32 random bytes, base64url. */
export const PayloadSecretSchema = text('secret', (issue) =>
  isMissing(issue.input) ? 'secret is required' : 'secret must be a string',
)
  .min(1, { error: 'secret is required', abort: true })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'secret must be the secret answered with the payload');

export const XamanGetPayloadQuerySchema = z.strictObject({
  payloadId: PayloadIdSchema,
  secret: PayloadSecretSchema,
});
export type XamanGetPayloadQuery = z.infer<typeof XamanGetPayloadQuerySchema>;

/** The fields of a Xaman payload the app reads. */
export const XamanPayloadSchema = z.object({
  uuid: text('uuid'),
  meta: z.object({
    signed: z.boolean(),
    cancelled: z.boolean(),
    expired: z.boolean(),
    resolved: z.boolean(),
  }),
  response: z.object({
    hex: text('hex').nullable(),
    account: text('account').nullable(),
    txid: text('txid').nullable(),
  }),
});
export type XamanPayload = z.infer<typeof XamanPayloadSchema>;

export const XamanChecksignQuerySchema = z.strictObject({
  hex: hexadecimal('hex', 4000),
  /** Which payload the hex answers: only payloads this server created are accepted. */
  payloadId: PayloadIdSchema,
  secret: PayloadSecretSchema,
});
export type XamanChecksignQuery = z.infer<typeof XamanChecksignQuerySchema>;

export const WalletSessionSchema = z.object({ address: text('address'), wallet: WalletKindSchema });
export type WalletSessionInfo = z.infer<typeof WalletSessionSchema>;

/** What the browser needs to know about the deployment: its public config. */
export const PublicConfigSchema = z.object({
  network: z.object({
    /** The ledger network id (XRPL mainnet 0, testnet 1; Xahau 21337, testnet 21338). */
    id: z.number().int(),
    name: text('name'),
    xaman: z.enum(XAMAN_NETWORKS),
  }),
  /** A voter registers once by paying this many drops to this address. */
  voterRegistration: z.object({
    destination: text('destination'),
    amountDrops: text('amountDrops'),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
