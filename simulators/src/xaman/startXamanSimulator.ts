// The Xaman stand-in: Xaman's platform API, sign pages, QR codes and the status websocket on
// one port, faithful enough that the real xumm-sdk works against it (`sdk.setEndpoint(url)`).
import type { XummTypes } from 'xumm-sdk';
import { createStandInServer, listenOn } from '../standInServer';
import { isNetworkId } from '../xrplNetworks';
import { controlRoutes } from './controlRoutes';
import { createPayloadStore, type Dispatch } from './payloadStore';
import { platformRoutes } from './platformRoutes';
import { requestListRoute } from './requestListRoute';
import { signPageRoutes } from './signPageRoutes';
import { attachStatusSocket } from './statusSocket';
import {
  DEFAULT_XAMAN_API_KEY,
  DEFAULT_XAMAN_API_SECRET,
  DEFAULT_XAMAN_NETWORK_ID,
} from './xamanDefaults';
import { createXamanResponses, type XamanSite } from './xamanResponses';

export interface XamanSimulatorOptions {
  host?: string;
  /** 0 picks a free port; the stand-in reports the one it got. */
  port: number;
  apiKey?: string;
  apiSecret?: string;
  /** The network signatures are reported for (`response.environment_networkid`); 1 = testnet. */
  networkId?: number;
  /**
   * Where browsers reach the stand-in (`next.always`, `refs.qr_png`, `refs.websocket_status`),
   * e.g. an address a phone can open; default `http://<host>:<port>`.
   */
  publicUrl?: string;
  /**
   * Called with every signed payload before the status websocket reports it: the place to submit
   * `signedBlob` to a ledger. What it answers becomes the payload's `response.dispatched_*`.
   * Its errors are logged, not passed on.
   */
  onSigned?: (
    payload: XummTypes.XummGetPayloadResponse,
    signedBlob: string,
  ) => OnSignedOutcome | Promise<OnSignedOutcome>;
  /**
   * The signer's next Sequence on the ledger, which Xaman reads before signing a transaction
   * that sets none; without it (or when it answers undefined) the stand-in signs with 1.
   */
  accountSequence?: (account: string) => number | undefined | Promise<number | undefined>;
}

/** Nothing, or where the signed transaction was submitted and the ledger's engine result. */
export type OnSignedOutcome = Dispatch | undefined | void;

export interface XamanSimulator {
  port: number;
  /** Where the API reaches it: the endpoint for xumm-sdk's `setEndpoint`. */
  url: string;
  publicUrl: string;
  close(): Promise<void>;
}

// xumm-sdk's own check: it refuses a key or secret that is not a lower-case UUID.
const SDK_CREDENTIAL = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/;

export async function startXamanSimulator({
  host = '127.0.0.1',
  port,
  apiKey = DEFAULT_XAMAN_API_KEY,
  apiSecret = DEFAULT_XAMAN_API_SECRET,
  networkId = DEFAULT_XAMAN_NETWORK_ID,
  publicUrl,
  onSigned,
  accountSequence,
}: XamanSimulatorOptions): Promise<XamanSimulator> {
  for (const [name, value] of [
    ['API key', apiKey],
    ['API secret', apiSecret],
  ] as const) {
    if (!SDK_CREDENTIAL.test(value)) {
      throw new Error(`The Xaman ${name} must be a lower-case UUID (xumm-sdk refuses others)`);
    }
  }
  if (!isNetworkId(networkId)) throw new Error(`Not a network id: ${networkId}`);

  const site: XamanSite = { publicUrl: '', applicationUuid: apiKey };
  const store = createPayloadStore({
    afterSigned: async (payload) => {
      const { resolution } = payload;
      if (!onSigned || !resolution?.signed) return;
      try {
        const dispatched = await onSigned(responses.details(payload), resolution.transaction.hex);
        resolution.dispatched = dispatched ?? null;
      } catch (error) {
        console.error(`Xaman stand-in: onSigned failed for ${payload.uuid}: ${String(error)}`);
      }
    },
    accountSequence: async (account) => {
      if (!accountSequence) return undefined;
      try {
        return await accountSequence(account);
      } catch (error) {
        console.error(`Xaman stand-in: accountSequence failed for ${account}: ${String(error)}`);
        return undefined;
      }
    },
  });
  const responses = createXamanResponses(site, store);

  const name = 'Xaman stand-in';
  const app = createStandInServer(name);
  await app.register(platformRoutes, { apiKey, apiSecret, store, responses });
  await app.register(signPageRoutes, { store, site, networkId });
  await app.register(controlRoutes, { store, responses, site, networkId });
  await app.register(requestListRoute, { store, site });
  const statusSocket = attachStatusSocket({ server: app.server, store });
  let boundTo: number;
  try {
    boundTo = await listenOn(app, name, port, host);
  } catch (error) {
    statusSocket.close();
    store.close();
    throw error;
  }

  const url = `http://${host}:${boundTo}`;
  // Known only now that the port is bound (port 0 picks one).
  site.publicUrl = (publicUrl ?? url).replace(/\/+$/, '');

  return {
    port: boundTo,
    url,
    publicUrl: site.publicUrl,
    close: async () => {
      statusSocket.close();
      store.close();
      await app.close();
    },
  };
}
