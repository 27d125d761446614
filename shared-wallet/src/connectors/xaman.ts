// Xaman, through the API (which holds the Xaman platform keys): a payload is created, the user
// answers it in the Xaman app, and the API checks the signed result. No library in the browser
// except `qrcode`, loaded only when Xaman gives no QR image.
import type {
  WalletSignIn,
  XamanCreatePayloadRequest,
  XamanGetPayloadQuery,
  XamanPayload,
} from '@glow/contract';
import { transactionHashOf } from '../transactionHash';
import { WalletError, isWalletError } from '../walletErrors';
import type { WalletApiClient } from '../walletApi';
import { abortable } from './abortable';
import type {
  BulkOutcome,
  Connector,
  WalletRequestContext,
  XamanJourney,
  XrplTransaction,
} from './types';
import { failureOf, outcomeOf, waitForXamanPayload, type OpenStatusSocket } from './xamanWait';

export interface XamanConnectorOptions {
  openSocket?: OpenStatusSocket;
  timeoutMs?: number;
  pollIntervalMs?: number;
}

/** What a visit to a Xaman return URL comes to. */
export type XamanReturnOutcome =
  { journey: 'connect'; signIn: WalletSignIn | null } | { journey: 'transaction'; hash: string };

/** A payload this browser created: its id and the secret that reads it and signs in with it. */
export type OwnXamanPayload = XamanGetPayloadQuery;

export interface XamanConnector extends Connector {
  /** Finishes a payload the user answered in Xaman, on return to the app. */
  resume(
    own: OwnXamanPayload,
    journey: XamanJourney,
    api: WalletApiClient,
  ): Promise<XamanReturnOutcome>;
}

async function signInWith(
  payload: XamanPayload,
  own: OwnXamanPayload,
  api: WalletApiClient,
): Promise<WalletSignIn | null> {
  const { hex, account } = payload.response;
  if (!hex || !account) throw new WalletError('FAILED_TO_SIGN_TX');
  const signIn = await api.xamanChecksign({ hex, ...own });
  return signIn.token ? signIn : null;
}

function hashOf(payload: XamanPayload, own?: OwnXamanPayload): string {
  const hash = transactionHashOf(payload);
  if (!hash) throw new WalletError('FAILED_TO_SIGN_TX', undefined, own);
  return hash;
}

/** A wallet error names the payload it is about; anything else passes unchanged. */
function aboutPayload(error: unknown, own: OwnXamanPayload): unknown {
  return isWalletError(error) ? new WalletError(error.code, error.message, own) : error;
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
        // The API accepts only a SignIn and Glow's own payments, and says which field is wrong.
        transaction: transaction as XamanCreatePayloadRequest['transaction'],
        options: {
          force_network: network.xaman,
          ...(returnUrl ? { return_url: { app: returnUrl, web: returnUrl } } : {}),
        },
      }),
      signal,
    );
    const own = { payloadId: created.uuid, secret: created.secret };
    if (returnUrl) context.keepXamanSecret(own.payloadId, own.secret);
    try {
      const payload = await waitForXamanPayload(created, { ...context, ...options });
      return { payload, own };
    } catch (error) {
      throw aboutPayload(error, own);
    }
  }

  return {
    kind: 'xaman',

    async signIn(context) {
      const { payload, own } = await request({ TransactionType: 'SignIn' }, 'connect', context);
      return abortable(signInWith(payload, own, context.api), context.signal);
    },

    // Proving a contributor's wallet: the API makes a SignIn payload for this purpose; once
    // signed, the page sends its id and secret, and the API checks the signed blob and claims
    // the payload.
    async proveOwnership(address, requests, context) {
      const created = await abortable(requests.xamanPayload(), context.signal);
      const payload = await waitForXamanPayload(created, { ...context, ...options });
      if (payload.response.account !== address) throw new WalletError('OTHER_ACCOUNT');
      return { kind: 'xaman', payloadId: created.uuid, secret: created.secret };
    },

    // Every payload is made with force_network: Xaman itself refuses to sign on another one.
    async checkNetwork() {},

    // A failure names its payload (WalletError.xamanPayload) for the API to confirm it.
    async signAndSubmit(transaction, context) {
      const { payload, own } = await request(transaction, 'transaction', context);
      return hashOf(payload, own);
    },

    // Xaman signs one payload at a time: one after the other, stopping at the first that fails;
    // those after it were never shown to the wallet. An API refusal (no payload made) ends the
    // bulk the same way, or is thrown when it is the first.
    async submitBulk(transactions, context) {
      const outcomes: BulkOutcome[] = [];
      for (const transaction of transactions) {
        if (outcomes.length > 0 && !('hash' in outcomes[outcomes.length - 1]!)) {
          outcomes.push({ notAttempted: true });
          continue;
        }
        try {
          outcomes.push({ hash: await this.signAndSubmit(transaction, context) });
        } catch (error) {
          if (isWalletError(error)) outcomes.push({ error });
          else if (outcomes.length === 0) throw error;
          else outcomes.push({ notAttempted: true });
        }
      }
      return outcomes;
    },

    async resume(own, journey, api) {
      const payload = await api.xamanGetPayload(own);
      const outcome = outcomeOf(payload);
      if (outcome !== 'signed') throw failureOf(outcome);
      return journey === 'connect'
        ? { journey, signIn: await signInWith(payload, own, api) }
        : { journey, hash: hashOf(payload) };
    },
  };
}
