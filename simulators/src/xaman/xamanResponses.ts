// The answers of Xaman's platform API, in the shapes xumm-sdk declares.
import { randomUUID } from 'node:crypto';
import type { SdkTypes, XummTypes } from 'xumm-sdk';
import { describeNetwork } from './networks';
import type { CancelOutcome, PayloadStore, StoredPayload } from './payloadStore';
import { returnUrlsOf } from './returnUrl';

export const APPLICATION_NAME = 'Glow (local Xaman stand-in)';

export interface XamanSite {
  /** Where browsers and people reach the stand-in: sign pages, QR codes, status websocket. */
  publicUrl: string;
  /** On Xaman an application's uuid is its API key. */
  applicationUuid: string;
}

export interface XamanResponses {
  pong(): SdkTypes.Pong;
  created(payload: StoredPayload): XummTypes.XummPostPayloadResponse;
  details(payload: StoredPayload): XummTypes.XummGetPayloadResponse;
  cancelled(payload: StoredPayload, outcome: CancelOutcome): XummTypes.XummDeletePayloadResponse;
}

export function signPageUrl(site: XamanSite, uuid: string): string {
  return `${site.publicUrl}/sign/${uuid}`;
}

export function createXamanResponses(
  site: XamanSite,
  store: Pick<PayloadStore, 'isExpired'>,
  now: () => Date = () => new Date(),
): XamanResponses {
  function meta(payload: StoredPayload): XummTypes.XummPayloadMeta {
    const { request, resolution } = payload;
    const returnUrls = returnUrlsOf(payload);
    return {
      exists: true,
      uuid: payload.uuid,
      multisign: request.multisign,
      submit: request.submit,
      pathfinding: false,
      pathfinding_fallback: false,
      ...(request.forceNetwork ? { force_network: request.forceNetwork } : {}),
      destination: destinationOf(payload),
      resolved_destination: destinationOf(payload),
      resolved: resolution !== null,
      signed: resolution?.signed === true,
      // Xaman's "cancelled" is the user rejecting; a payload cancelled by the API is "expired".
      cancelled: resolution?.signed === false,
      expired: store.isExpired(payload),
      pushed: false,
      app_opened: payload.openedAt !== null,
      opened_by_deeplink: payload.openedAt ? true : null,
      return_url_app: returnUrls.app,
      return_url_web: returnUrls.web,
      is_xapp: false,
      signers: null,
    };
  }

  return {
    pong() {
      return {
        pong: true,
        auth: {
          quota: {},
          application: {
            uuidv4: site.applicationUuid,
            name: APPLICATION_NAME,
            webhookurl: '',
            disabled: 0,
          },
          call: { uuidv4: randomUUID() },
        },
      };
    },

    created(payload) {
      const signUrl = signPageUrl(site, payload.uuid);
      return {
        uuid: payload.uuid,
        next: { always: signUrl },
        refs: {
          qr_png: `${signUrl}_q.png`,
          qr_matrix: `${signUrl}_q.json`,
          qr_uri_quality_opts: ['m', 'q', 'h'],
          websocket_status: signUrl.replace(/^http/, 'ws'),
        },
        pushed: false,
      };
    },

    details(payload) {
      const details = currentDetails(payload);
      if (payload.resolution?.signed !== true || payload.resolution.reportsNetworkId)
        return details;
      // An older answer has no environment_networkid at all (xumm-sdk types it number | null).
      const older: Partial<XummTypes.XummGetPayloadResponse['response']> = { ...details.response };
      delete older.environment_networkid;
      return { ...details, response: older as XummTypes.XummGetPayloadResponse['response'] };
    },

    cancelled(payload, outcome) {
      return {
        result: outcome,
        meta: meta(payload),
        custom_meta: payload.request.customMeta,
      };
    },
  };

  function currentDetails(payload: StoredPayload): XummTypes.XummGetPayloadResponse {
    const { request, resolution } = payload;
    const signed = resolution?.signed ? resolution : null;
    const network = signed ? describeNetwork(signed.networkId) : null;
    const destinationTag = request.txjson.DestinationTag;
    return {
      meta: meta(payload),
      application: {
        name: APPLICATION_NAME,
        description: 'Signs with local keys; nothing leaves this machine',
        disabled: 0,
        uuidv4: site.applicationUuid,
        icon_url: '',
        issued_user_token: null,
      },
      payload: {
        tx_type: request.txjson.TransactionType as XummTypes.XummJsonTransaction['TransactionType'],
        tx_destination: destinationOf(payload),
        tx_destination_tag: typeof destinationTag === 'number' ? destinationTag : null,
        request_json: request.txjson as XummTypes.XummJsonTransaction,
        origintype: payload.openedAt ? 'DEEP_LINK' : null,
        signmethod: resolution ? 'PIN' : null,
        created_at: secondsPrecision(payload.createdAt),
        expires_at: secondsPrecision(payload.expiresAt),
        expires_in_seconds: Math.floor((payload.expiresAt.getTime() - now().getTime()) / 1000),
      },
      response: {
        hex: signed?.transaction.hex ?? null,
        txid: signed?.transaction.txid ?? null,
        resolved_at: resolution?.resolvedAt.toISOString() ?? null,
        dispatched_to: signed?.dispatched?.node ?? null,
        dispatched_result: signed?.dispatched?.result ?? null,
        dispatched_nodetype: signed?.dispatched ? (network?.nodeType ?? null) : null,
        dispatched_to_node: signed ? signed.dispatched !== null : null,
        environment_nodeuri: network?.nodeUri ?? null,
        environment_nodetype: network?.nodeType ?? null,
        environment_networkid: signed?.networkId ?? null,
        multisign_account: null,
        account: signed?.transaction.account ?? null,
        signer: signed?.transaction.account ?? null,
        ...(signed ? { signer_pubkey: signed.transaction.signingPubKey } : {}),
        user: null,
      },
      custom_meta: {
        identifier: request.customMeta.identifier ?? null,
        blob: request.customMeta.blob ?? null,
        instruction: request.customMeta.instruction ?? null,
      },
    };
  }
}

function destinationOf(payload: StoredPayload): string {
  const destination = payload.request.txjson.Destination;
  return typeof destination === 'string' ? destination : '';
}

/** Xaman writes payload times as "2020-05-03T19:28:21Z". */
function secondsPrecision(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
