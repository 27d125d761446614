// Xaman, through the API (which holds the Xaman platform keys): a payload is created, the user
// answers it in the Xaman app, and the API checks the signed result. No library in the browser
// except `qrcode`, loaded only when Xaman gives no QR image.
import type { WalletSignIn, XamanPayload } from '@glow/contract';
import { transactionHashOf } from '../transactionHash';
import { WalletError } from '../walletErrors';
import type { WalletApiClient } from '../walletApi';
import { abortable } from './abortable';
import type { Connector, WalletRequestContext, XamanJourney, XrplTransaction } from './types';
import { failureOf, outcomeOf, waitForXamanPayload, type OpenStatusSocket } from './xamanWait';

export interface XamanConnectorOptions {
  openSocket?: OpenStatusSocket;
  timeoutMs?: number;
  pollIntervalMs?: number;
}

/** What a visit to a Xaman return URL (SPEC.md section 2) comes to. */
export type XamanReturnOutcome =
  { journey: 'connect'; signIn: WalletSignIn | null } | { journey: 'transaction'; hash: string };

export interface XamanConnector extends Connector {
  /** Finishes a payload the user answered in Xaman, on return to the app. */
  resume(
    payloadId: string,
    journey: XamanJourney,
    api: WalletApiClient,
  ): Promise<XamanReturnOutcome>;
}

async function signInWith(
  payload: XamanPayload,
  payloadId: string,
  api: WalletApiClient,
): Promise<WalletSignIn | null> {
  const { hex, account } = payload.response;
  if (!hex || !account) throw new WalletError('FAILED_TO_SIGN_TX');
  const signIn = await api.xamanChecksign({ hex, payloadId });
  return signIn.token ? signIn : null;
}

function hashOf(payload: XamanPayload): string {
  const hash = transactionHashOf(payload);
  if (!hash) throw new WalletError('FAILED_TO_SIGN_TX');
  return hash;
}

export function createXamanConnector(options: XamanConnectorOptions = {}): XamanConnector {
  /** Creates the payload on the configured network, then waits for the user's answer. */
  async function request(
    transaction: XrplTransaction,
    journey: XamanJourney,
    context: WalletRequestContext,
  ) {
    const { api, signal, mobile } = context;
    const { network } = await abortable(api.publicConfig(), signal);
    // A return URL only for the phone: after a QR scan it would open the app on the phone too.
    const returnUrl = mobile ? context.returnUrl(journey) : null;
    const created = await abortable(
      api.xamanCreatePayload({
        transaction: transaction as XrplTransaction & { TransactionType: 'SignIn' | 'Payment' },
        options: {
          force_network: network.xaman,
          ...(returnUrl ? { return_url: { app: returnUrl, web: returnUrl } } : {}),
        },
      }),
      signal,
    );
    const payload = await waitForXamanPayload(created, { ...context, ...options });
    return { payload, payloadId: created.uuid };
  }

  return {
    kind: 'xaman',

    async signIn(context) {
      const { payload, payloadId } = await request(
        { TransactionType: 'SignIn' },
        'connect',
        context,
      );
      return abortable(signInWith(payload, payloadId, context.api), context.signal);
    },

    async signAndSubmit(transaction, context) {
      const { payload } = await request(transaction, 'transaction', context);
      return hashOf(payload);
    },

    async submitBulk(transactions, context) {
      const hashes: string[] = [];
      for (const transaction of transactions) {
        hashes.push(await this.signAndSubmit(transaction, context));
      }
      return hashes;
    },

    async resume(payloadId, journey, api) {
      const payload = await api.xamanGetPayload(payloadId);
      const outcome = outcomeOf(payload);
      if (outcome !== 'signed') throw failureOf(outcome);
      return journey === 'connect'
        ? { journey, signIn: await signInWith(payload, payloadId, api) }
        : { journey, hash: hashOf(payload) };
    },
  };
}
