import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Handlers, Services } from '../../http/handler';
import { allowedPayment } from '../../services/paymentRequests';
import { countAttempt } from '../../services/rateLimiter';
import { verifySignedBlob } from '../../services/walletSignatures';
import type { XamanPayloadDetails } from '../../services/xamanClient';
import {
  claimXamanSignIn,
  findXamanPayload,
  recordXamanPayload,
} from '../../services/xamanPayloads';
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

/** Xaman sends the user back only to Glow: a return URL elsewhere would lead away from it. */
function requireGlowReturnUrls(urls: { app?: string; web?: string } | undefined, appUrl: string) {
  const glow = new URL(appUrl).origin;
  for (const url of [urls?.app, urls?.web]) {
    if (url !== undefined && new URL(url).origin !== glow) {
      throw new ApiError(400, MESSAGES.returnUrlNotGlow(glow));
    }
  }
}

/** Each read asks Xaman: limited per client address, and (for the secret's holder) per payload. */
async function limitStatusChecks({ db, config }: Services, key: string, limit: number) {
  const check = await countAttempt(db, key, limit, config.loginLimits.windowMs);
  if (!check.allowed)
    throw new ApiError(429, MESSAGES.tooManyStatusChecks(check.retryAfterMinutes));
}

export const xamanRoutes: Pick<
  Handlers,
  'xamanCreatePayload' | 'xamanGetPayload' | 'xamanChecksign'
> = {
  async xamanCreatePayload({ body, clientAddress, wallet, actor }, services) {
    const { db, config, xaman } = services;
    const network = config.network.xaman;
    if (body.options?.force_network && body.options.force_network !== network) {
      throw new ApiError(400, MESSAGES.wrongForcedNetwork(network));
    }
    requireGlowReturnUrls(body.options?.return_url, config.publicAppUrl);
    await limitChallenges(services, clientAddress);
    const txjson =
      body.transaction.TransactionType === 'SignIn'
        ? body.transaction
        : await allowedPayment(body.transaction, { wallet, actor }, services);
    const created = await xaman.create({
      txjson,
      options: {
        ...(body.options?.return_url ? { return_url: body.options.return_url } : {}),
        force_network: network,
        expire: 5,
      },
    });
    const secret = await recordXamanPayload(db, created.uuid, txjson.TransactionType);
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
  },

  async xamanGetPayload({ query, clientAddress }, services) {
    const { db, config, xaman } = services;
    const { perAddress, perPayload } = config.xamanStatusChecks;
    await limitStatusChecks(services, `xaman-status:address:${clientAddress}`, perAddress);
    const ours = await findXamanPayload(db, query.payloadId, query.secret);
    if (!ours) throw new ApiError(404, MESSAGES.payloadNotFound);
    // Counted only for the secret's holder: others cannot use up a payload's checks.
    await limitStatusChecks(services, `xaman-status:payload:${ours.uuid}`, perPayload);
    const details = await xaman.get(ours.uuid);
    if (!details) throw new ApiError(404, MESSAGES.payloadNotFound);
    const { meta, response } = details;
    return {
      uuid: ours.uuid,
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
    const { hex, payloadId, secret } = request.query;
    const { db, xaman, config } = services;
    const ours = await findXamanPayload(db, payloadId, secret);
    if (!ours) throw new ApiError(404, MESSAGES.payloadNotFound);
    if (ours.usedAt) throw new ApiError(409, MESSAGES.payloadUsed);
    const notBefore = new Date(Date.now() - config.xamanPayloadMaxAgeMs);
    const maxAgeMinutes = config.xamanPayloadMaxAgeMs / 60_000;
    if (ours.createdAt <= notBefore) throw new ApiError(400, MESSAGES.payloadTooOld(maxAgeMinutes));
    const details = await xaman.get(payloadId);
    if (!details) throw new ApiError(404, MESSAGES.payloadNotFound);
    const refusal = signInRefusal(details, hex, config.network.id, config.network.name);
    if (refusal) throw new ApiError(400, refusal);

    if (!(await claimXamanSignIn(db, payloadId, notBefore))) {
      throw new ApiError(409, MESSAGES.payloadUsed);
    }
    return signInWallet(services, request, { address: details.response.account!, kind: 'xaman' });
  },
};
