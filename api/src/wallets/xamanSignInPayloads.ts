// What a Xaman SignIn payload must be to prove an address, for the sign-in and for a
// contributor's wallet registration alike, and how a created payload is answered to the browser.
import type { XamanCreatedPayload } from '@glow/contract';
import type { Network } from '../config';
import { MESSAGES } from '../errors/messages';
import type { XamanCreated, XamanPayloadDetails } from '../clients/xamanClient';
import { verifySignedBlob } from './walletSignatures';

/**
 * Whether Xaman says the payload was signed on `network`: by its environment_networkid. An older
 * answer has none and names the network by Xaman's node type (environment_nodetype, the names
 * force_network takes) beside the node it used (environment_nodeuri): the node type must be the
 * network's and a node must be named. A custom node (CUSTOM) is on no network Glow knows.
 */
function signedOn(
  {
    environment_networkid: id,
    environment_nodetype: nodeType,
    environment_nodeuri: nodeUri,
  }: Partial<XamanPayloadDetails['response']>,
  network: Pick<Network, 'id' | 'xaman'>,
): boolean {
  if (typeof id === 'number') return id === network.id;
  return nodeType === network.xaman && typeof nodeUri === 'string' && nodeUri !== '';
}

/** Why a Xaman payload cannot sign anyone in, or null when it can. */
export function signInRefusal(
  details: XamanPayloadDetails,
  hex: string,
  network: Pick<Network, 'id' | 'name' | 'xaman'>,
) {
  const { meta, payload, response } = details;
  if (payload.tx_type !== 'SignIn') return MESSAGES.payloadNotSignIn;
  if (meta.cancelled) return MESSAGES.payloadNotSigned('cancelled');
  // Signed first: Xaman lets a request opened in time be signed after it expires.
  if (!meta.signed) return MESSAGES.payloadNotSigned(meta.expired ? 'expired' : 'not signed');
  if (!response.hex || !response.account) return MESSAGES.payloadNotSigned('not signed');
  if (response.hex.toUpperCase() !== hex.toUpperCase()) return MESSAGES.payloadHexMismatch;
  if (!signedOn(response, network)) return MESSAGES.payloadWrongNetwork(network.name);
  const blob = verifySignedBlob(hex);
  if (!blob || blob.transactionType !== null || blob.signedBy !== response.account)
    return MESSAGES.signatureInvalid;
  return null;
}

/** The created payload as the browser gets it, with the secret only it holds. */
export function createdPayloadView(created: XamanCreated, secret: string): XamanCreatedPayload {
  return {
    uuid: created.uuid,
    secret,
    payload: {
      uuid: created.uuid,
      next: { always: created.next.always },
      refs: { qr_png: created.refs.qr_png, websocket_status: created.refs.websocket_status },
      pushed: created.pushed,
    },
  };
}
