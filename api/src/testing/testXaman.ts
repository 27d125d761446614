// The Xaman stand-in (simulators/src/xaman), started for one test API and joined to its ledger
// (it submits what it signs, as Xaman does), and the controls that play the wallet user's part:
// open, approve (sign), reject, let expire.
import type { XummTypes } from 'xumm-sdk';
import { XummSdk } from 'xumm-sdk';
import {
  DEMO_XAMAN_ADDRESS,
  DEMO_XAMAN_SEED,
  startXamanSimulator,
} from '../../../simulators/src/xaman';
import { watchStatus, type StatusWatcher } from '../../../simulators/src/xaman/xamanTestKit';
import { linkXamanToLedger } from '../../../simulators/src/xamanLedgerLink';
import type { XrplLedgerSimulator } from '../../../simulators/src/xrplLedger';

const HOST = '127.0.0.1';

export { DEMO_XAMAN_ADDRESS, DEMO_XAMAN_SEED, type StatusWatcher };

/**
 * Listens on a payload's status websocket (the address Xaman gives with the QR code), as anyone
 * who saw it can; resolves once connected.
 */
export function watchPayloadStatus(websocketStatus: string): Promise<StatusWatcher> {
  return watchStatus(websocketStatus);
}

export type XamanPayloadDetails = XummTypes.XummGetPayloadResponse;

export interface XamanApproval {
  /** The family seed to sign with; the stand-in's demo account when left out. */
  seed?: string;
  /** The network the signature is reported for; the stand-in's (the API's) network when left out. */
  networkId?: number;
  /** An older Xaman answer: the network by node type and node only, no environment_networkid. */
  withoutNetworkId?: boolean;
}

export interface TestXaman {
  /** For XAMAN_API_URL. */
  url: string;
  /** The platform API with the API's credentials, as another program holding them would call it. */
  sdk: XummSdk;
  approve(uuid: string, approval?: XamanApproval): Promise<XamanPayloadDetails>;
  reject(uuid: string): Promise<XamanPayloadDetails>;
  expire(uuid: string): Promise<XamanPayloadDetails>;
  open(uuid: string): Promise<XamanPayloadDetails>;
  /** Creates a payload on the stand-in directly, not through the API; answers its uuid. */
  createDirectly(txjson: XummTypes.XummJsonTransaction): Promise<string>;
  close(): Promise<void>;
}

export interface TestXamanOptions {
  apiKey: string;
  apiSecret: string;
  /** The network the stand-in reports signatures for (the API's configured one). */
  networkId: number;
  /** The ledger Xaman reads sequences from and submits what it signed to, as the real one does. */
  ledger?: XrplLedgerSimulator;
}

export async function startTestXaman({ ledger, ...options }: TestXamanOptions): Promise<TestXaman> {
  const simulator = await startXamanSimulator({
    host: HOST,
    port: 0,
    ...options,
    ...(ledger ? linkXamanToLedger(ledger) : {}),
  });
  const sdk = new XummSdk(options.apiKey, options.apiSecret);
  sdk.setEndpoint(simulator.url);

  async function control(uuid: string, action: string, body?: unknown) {
    const response = await fetch(`${simulator.url}/__simulator/payloads/${uuid}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    if (!response.ok)
      throw new Error(
        `The Xaman stand-in's ${action} answered ${response.status}: ${JSON.stringify(answer)}`,
      );
    return answer as XamanPayloadDetails;
  }

  return {
    url: simulator.url,
    sdk,
    approve: (uuid, approval = {}) => control(uuid, 'approve', approval),
    reject: (uuid) => control(uuid, 'reject'),
    expire: (uuid) => control(uuid, 'expire'),
    open: (uuid) => control(uuid, 'open'),
    async createDirectly(txjson) {
      const created = await sdk.payload.create({ txjson }, true);
      if (!created) throw new Error('The Xaman stand-in did not create the payload');
      return created.uuid;
    },
    close: () => simulator.close(),
  };
}
