import { and, eq, isNull } from 'drizzle-orm';
import { xamanPayloads } from '../../db/schema';
import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Handlers } from '../../http/handler';
import { verifySignedBlob } from '../../services/walletSignatures';
import type { XamanPayloadDetails } from '../../services/xamanClient';
import { limitChallenges, signInWallet } from './walletSignIn';

/** Why a Xaman payload cannot sign anyone in, or null when it can. */
function signInRefusal(
  details: XamanPayloadDetails,
  hex: string,
  networkId: number,
  networkName: string,
) {
  const { meta, payload, response } = details;
  if (payload.tx_type !== 'SignIn') return MESSAGES.payloadNotSignIn;
  if (meta.cancelled) return MESSAGES.payloadNotSigned('cancelled');
  // Signed first: Xaman lets a request opened in time be signed after it expires.
  if (!meta.signed) return MESSAGES.payloadNotSigned(meta.expired ? 'expired' : 'not signed');
  if (!response.hex || !response.account) return MESSAGES.payloadNotSigned('not signed');
  if (response.hex.toUpperCase() !== hex.toUpperCase()) return MESSAGES.payloadHexMismatch;
  if (Number(response.environment_networkid ?? -1) !== networkId)
    return MESSAGES.payloadWrongNetwork(networkName);
  const blob = verifySignedBlob(hex);
  if (!blob || blob.transactionType !== null || blob.signedBy !== response.account)
    return MESSAGES.signatureInvalid;
  return null;
}

export const xamanRoutes: Pick<
  Handlers,
  'xamanCreatePayload' | 'xamanGetPayload' | 'xamanChecksign'
> = {
  async xamanCreatePayload({ body, clientAddress }, services) {
    const { db, config, xaman } = services;
    const network = config.network.xaman;
    if (body.options?.force_network && body.options.force_network !== network) {
      throw new ApiError(400, MESSAGES.wrongForcedNetwork(network));
    }
    await limitChallenges(services, clientAddress);
    const created = await xaman.create({
      txjson: body.transaction as Parameters<typeof xaman.create>[0]['txjson'],
      options: {
        ...(body.options?.return_url ? { return_url: body.options.return_url } : {}),
        force_network: network,
        expire: 5,
      },
    });
    await db
      .insert(xamanPayloads)
      .values({ uuid: created.uuid, transactionType: body.transaction.TransactionType });
    return {
      uuid: created.uuid,
      payload: {
        uuid: created.uuid,
        next: { always: created.next.always },
        refs: { qr_png: created.refs.qr_png, websocket_status: created.refs.websocket_status },
        pushed: created.pushed,
      },
    };
  },

  async xamanGetPayload({ query }, { db, xaman }) {
    const [ours] = await db
      .select()
      .from(xamanPayloads)
      .where(eq(xamanPayloads.uuid, query.payloadId))
      .limit(1);
    const details = ours ? await xaman.get(query.payloadId) : null;
    if (!details) throw new ApiError(404, MESSAGES.payloadNotFound);
    const { meta, response } = details;
    return {
      uuid: query.payloadId,
      meta: {
        signed: meta.signed,
        cancelled: meta.cancelled,
        expired: meta.expired,
        resolved: meta.resolved,
      },
      response: { hex: response.hex, account: response.account, txid: response.txid },
    };
  },

  async xamanChecksign(request, services) {
    const { hex, payloadId } = request.query;
    const { db, xaman, config } = services;
    const [ours] = await db
      .select()
      .from(xamanPayloads)
      .where(eq(xamanPayloads.uuid, payloadId))
      .limit(1);
    if (!ours) throw new ApiError(404, MESSAGES.payloadNotFound);
    if (ours.usedAt) throw new ApiError(409, MESSAGES.payloadUsed);
    const details = await xaman.get(payloadId);
    if (!details) throw new ApiError(404, MESSAGES.payloadNotFound);
    const refusal = signInRefusal(details, hex, config.network.id, config.network.name);
    if (refusal) throw new ApiError(400, refusal);

    // One conditional UPDATE: of two concurrent checks of one payload, only one signs in.
    const [claimed] = await db
      .update(xamanPayloads)
      .set({ usedAt: new Date() })
      .where(and(eq(xamanPayloads.uuid, payloadId), isNull(xamanPayloads.usedAt)))
      .returning();
    if (!claimed) throw new ApiError(409, MESSAGES.payloadUsed);
    return signInWallet(services, request, { address: details.response.account!, kind: 'xaman' });
  },
};
