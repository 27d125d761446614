// Xaman's return URLs: the placeholders it fills in before sending the user back.
import type { StoredPayload } from './payloadStore';

/** Replaces {id}, {cid}, {txid} and {txblob}; the last two are empty until the payload is signed. */
export function fillReturnUrl(template: string | null, payload: StoredPayload): string | null {
  if (template === null) return null;
  const signed = payload.resolution?.signed ? payload.resolution.transaction : null;
  const values: Record<string, string> = {
    id: payload.uuid,
    cid: encodeURIComponent(payload.request.customMeta.identifier ?? ''),
    txid: signed?.txid ?? '',
    txblob: signed?.hex ?? '',
  };
  return template.replace(
    /\{(id|cid|txid|txblob)\}/g,
    (_placeholder, name: string) => values[name] ?? '',
  );
}

export function returnUrlsOf(payload: StoredPayload): { app: string | null; web: string | null } {
  return {
    app: fillReturnUrl(payload.request.returnUrl.app, payload),
    web: fillReturnUrl(payload.request.returnUrl.web, payload),
  };
}
