// The payloads in brief, for tests (GET /__simulator/payloads) and the front page.
import type { PayloadState, PayloadStore } from './payloadStore';
import { signPageUrl, type XamanSite } from './xamanResponses';

export interface ListedPayload {
  uuid: string;
  tx_type: string;
  state: PayloadState;
  created_at: string;
  expires_at: string;
  sign_url: string;
}

/** Newest first. */
export function listPayloads(store: PayloadStore, site: XamanSite): ListedPayload[] {
  return store.list().map((payload) => ({
    uuid: payload.uuid,
    tx_type: payload.request.txjson.TransactionType,
    state: store.stateOf(payload),
    created_at: payload.createdAt.toISOString(),
    expires_at: payload.expiresAt.toISOString(),
    sign_url: signPageUrl(site, payload.uuid),
  }));
}
