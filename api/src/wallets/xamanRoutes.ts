import { now } from '../clock';
import { conflict, invalid, notFound, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers, Services } from '../http/handler';
import { allowedPayment } from './paymentRequests';
import { countAttempt } from '../system/rateLimiter';
import { FOR_SIGN_IN } from './walletChallenges';
import { claimXamanPayload, findXamanPayload, recordXamanPayload } from './xamanPayloads';
import { limitChallenges, signInWallet } from './walletSignIn';
import { createdPayloadView, signInRefusal } from './xamanSignInPayloads';

/** Xaman sends the user back only to Glow: a return URL elsewhere would lead away from it. */
function requireGlowReturnUrls(urls: { app?: string; web?: string } | undefined, appUrl: string) {
  const glow = new URL(appUrl).origin;
  for (const url of [urls?.app, urls?.web]) {
    if (url !== undefined && new URL(url).origin !== glow) {
      throw invalid(MESSAGES.returnUrlNotGlow(glow));
    }
  }
}

/** Each read asks Xaman: limited per client address, and (for the secret's holder) per payload. */
async function limitStatusChecks({ db, config }: Services, key: string, limit: number) {
  const check = await countAttempt(db, key, limit, config.loginLimits.windowMs);
  if (!check.allowed) throw rateLimited(MESSAGES.tooManyStatusChecks(check.retryAfterMinutes));
}

export const xamanRoutes: Pick<
  Handlers,
  'xamanCreatePayload' | 'xamanGetPayload' | 'xamanChecksign'
> = {
  async xamanCreatePayload({ body, clientAddress, wallet, actor }, services) {
    const { db, config, xaman } = services;
    const network = config.network.xaman;
    if (body.options?.force_network && body.options.force_network !== network) {
      throw invalid(MESSAGES.wrongForcedNetwork(network));
    }
    requireGlowReturnUrls(body.options?.return_url, config.publicAppUrl);
    await limitChallenges(services, clientAddress);
    const { txjson, paymentId } =
      body.transaction.TransactionType === 'SignIn'
        ? { txjson: body.transaction, paymentId: null }
        : await allowedPayment(body.transaction, { wallet, actor }, services);
    const created = await xaman.create({
      txjson,
      options: {
        ...(body.options?.return_url ? { return_url: body.options.return_url } : {}),
        force_network: network,
        expire: 5,
      },
    });
    const secret = await recordXamanPayload(
      db,
      created.uuid,
      txjson.TransactionType,
      FOR_SIGN_IN,
      paymentId,
    );
    return createdPayloadView(created, secret);
  },

  async xamanGetPayload({ query, clientAddress }, services) {
    const { db, config, xaman } = services;
    const { perAddress, perPayload } = config.xamanStatusChecks;
    await limitStatusChecks(services, `xaman-status:address:${clientAddress}`, perAddress);
    const ours = await findXamanPayload(db, query.payloadId, query.secret);
    if (!ours) throw notFound(MESSAGES.payloadNotFound);
    // Counted only for the secret's holder: others cannot use up a payload's checks.
    await limitStatusChecks(services, `xaman-status:payload:${ours.uuid}`, perPayload);
    const details = await xaman.get(ours.uuid);
    if (!details) throw notFound(MESSAGES.payloadNotFound);
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
    if (!ours) throw notFound(MESSAGES.payloadNotFound);
    // A payload made to register a contributor's wallet signs no one in.
    if (ours.purpose !== 'signIn') throw invalid(MESSAGES.payloadNotSignIn);
    if (ours.usedAt) throw conflict(MESSAGES.payloadUsed);
    const notBefore = new Date(now().getTime() - config.xamanPayloadMaxAgeMs);
    const maxAgeMinutes = config.xamanPayloadMaxAgeMs / 60_000;
    if (ours.createdAt <= notBefore) throw invalid(MESSAGES.payloadTooOld(maxAgeMinutes));
    const details = await xaman.get(payloadId);
    if (!details) throw notFound(MESSAGES.payloadNotFound);
    const refusal = signInRefusal(details, hex, config.network);
    if (refusal) throw invalid(refusal);

    if (!(await claimXamanPayload(db, payloadId, notBefore, FOR_SIGN_IN))) {
      throw conflict(MESSAGES.payloadUsed);
    }
    return signInWallet(services, request, { address: details.response.account!, kind: 'xaman' });
  },
};
