// The wallets' calls: wallet sign-in (Crossmark, GemWallet, Xaman) and wallet sessions.
import * as ROUTES from './routes';
import { type Endpoint } from '../endpoint';
import { ErrorBodySchema, OutcomeSchema } from '../common';
import {
  CrossmarkChecksignRequestSchema,
  CrossmarkHashSchema,
  GemWalletChecksignRequestSchema,
  GemWalletHashQuerySchema,
  GemWalletHashSchema,
  WalletSessionSchema,
  WalletSignInSchema,
  XamanChecksignQuerySchema,
  XamanCreatePayloadRequestSchema,
  XamanCreatedPayloadSchema,
  XamanGetPayloadQuerySchema,
  XamanPayloadSchema,
} from './schemas';

export const WALLETS_ENDPOINTS = {
  crossmarkHash: {
    ...ROUTES.crossmarkHash,
    access: 'public',
    summary: 'A single-use challenge for Crossmark to sign',
    tag: 'wallets',
    response: CrossmarkHashSchema,
  },
  crossmarkChecksign: {
    ...ROUTES.crossmarkChecksign,
    access: 'public',
    summary: 'Checks a Crossmark signature of the challenge; answers a session for the address',
    tag: 'wallets',
    body: CrossmarkChecksignRequestSchema,
    response: WalletSignInSchema,
    errors: { 401: ErrorBodySchema },
  },
  gemWalletHash: {
    ...ROUTES.gemWalletHash,
    access: 'public',
    summary: 'A single-use challenge for GemWallet to sign, bound to the public key and address',
    tag: 'wallets',
    query: GemWalletHashQuerySchema,
    response: GemWalletHashSchema,
  },
  gemWalletChecksign: {
    ...ROUTES.gemWalletChecksign,
    access: 'public',
    summary: 'Checks a GemWallet signature of the challenge; answers a session for the address',
    tag: 'wallets',
    body: GemWalletChecksignRequestSchema,
    response: WalletSignInSchema,
    errors: { 401: ErrorBodySchema },
  },
  xamanCreatePayload: {
    ...ROUTES.xamanCreatePayload,
    access: 'public',
    summary:
      "Creates a Xaman payload on the configured network: a SignIn, or (with a wallet session) one of Glow's payments from that wallet; answers the payload's secret",
    tag: 'wallets',
    body: XamanCreatePayloadRequestSchema,
    response: XamanCreatedPayloadSchema,
    errors: { 403: ErrorBodySchema, 502: ErrorBodySchema },
  },
  xamanGetPayload: {
    ...ROUTES.xamanGetPayload,
    access: 'public',
    summary: 'The state of a payload this server created, for the holder of its secret',
    tag: 'wallets',
    query: XamanGetPayloadQuerySchema,
    response: XamanPayloadSchema,
    errors: { 404: ErrorBodySchema, 502: ErrorBodySchema },
  },
  xamanChecksign: {
    ...ROUTES.xamanChecksign,
    access: 'public',
    summary:
      'Checks a signed Xaman SignIn payload (with its secret, within its maximum age); answers a session for its account',
    tag: 'wallets',
    query: XamanChecksignQuerySchema,
    response: WalletSignInSchema,
    errors: {
      401: ErrorBodySchema,
      404: ErrorBodySchema,
      409: ErrorBodySchema,
      502: ErrorBodySchema,
    },
  },
  walletSession: {
    ...ROUTES.walletSession,
    access: 'wallet',
    summary: "The wallet confirmed for the bearer token's session",
    tag: 'wallets',
    response: WalletSessionSchema,
  },
  disconnectWallet: {
    ...ROUTES.disconnectWallet,
    access: 'wallet',
    summary: 'Forgets the wallet of the session (ends the session when no user is signed in)',
    tag: 'wallets',
    response: OutcomeSchema,
  },
} as const satisfies Record<string, Endpoint>;
