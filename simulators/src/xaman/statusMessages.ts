// What the payload status websocket sends, as Xaman words it.
import type { XummTypes } from 'xumm-sdk';
import type { StoredPayload } from './payloadStore';
import { returnUrlsOf } from './returnUrl';

export type ResolvedMessage = Omit<XummTypes.XummWebsocketBody, 'txid'> & {
  /** Only when signed. */
  txid?: string;
  opened_by_deeplink: boolean;
};

export const OPENED_MESSAGE = { opened: true } as const;
export const EXPIRED_MESSAGE = { expired: true } as const;
/** Xaman's answer to a client's `{"ping":true}`; xumm-sdk treats it as its keepalive. */
export const KEEPALIVE_ANSWER = { message: 'Right back at you!' } as const;

export function welcomeMessage(uuid: string): { message: string } {
  return { message: `Welcome ${uuid}` };
}

export function expiresInMessage(
  payload: StoredPayload,
  now: Date,
): { expires_in_seconds: number } {
  return {
    expires_in_seconds: Math.max(
      0,
      Math.floor((payload.expiresAt.getTime() - now.getTime()) / 1000),
    ),
  };
}

export function resolvedMessage(payload: StoredPayload): ResolvedMessage {
  const { resolution } = payload;
  if (!resolution) throw new Error(`Payload ${payload.uuid} is not resolved`);
  return {
    payload_uuidv4: payload.uuid,
    reference_call_uuidv4: resolution.referenceCallUuid,
    signed: resolution.signed,
    user_token: false,
    return_url: returnUrlsOf(payload),
    ...(resolution.signed ? { txid: resolution.transaction.txid } : {}),
    opened_by_deeplink: true,
    custom_meta: payload.request.customMeta,
  };
}
