import { now } from '../clock';
import { invalid, notFound, rateLimited } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers, Services } from '../http/handler';
import type { Actor } from '../system/auditLog';
import { countAttempt } from '../system/rateLimiter';
import {
  consumeChallenge,
  forWalletRegistration,
  issueChallenge,
} from '../wallets/walletChallenges';
import {
  contributorAtWalletStep,
  registerProvenWallet,
  registrationMessage,
} from './walletRegistration';
import { addressOf, isSignedBy, utf8Hex } from '../wallets/walletSignatures';
import { claimXamanPayload, findXamanPayload, recordXamanPayload } from '../wallets/xamanPayloads';
import { limitChallenges, requireAddress } from '../wallets/walletSignIn';
import { createdPayloadView, signInRefusal } from '../wallets/xamanSignInPayloads';

/** Registration challenges and payloads are limited per client address and per user. */
async function limitRegistrations(services: Services, clientAddress: string, actor: Actor) {
  await limitChallenges(services, clientAddress);
  const { db, config } = services;
  const check = await countAttempt(
    db,
    `wallet-registration:user:${actor.id}`,
    config.walletChallengesPerAddress,
    config.loginLimits.windowMs,
  );
  if (!check.allowed) throw rateLimited(MESSAGES.tooManyWalletRequests(check.retryAfterMinutes));
}

/**
 * The contributor's wallet registration: a proof of ownership bound to this
 * purpose and this user, never a sign-in (no session changes), single use.
 */
export const contributorWalletRoutes: Pick<
  Handlers,
  | 'walletRegistrationChallenge'
  | 'registerWallet'
  | 'walletRegistrationXamanPayload'
  | 'registerXamanWallet'
> = {
  async walletRegistrationChallenge({ body, actor, clientAddress }, services) {
    const { db, config } = services;
    requireAddress(body.address);
    if (body.publicKey !== undefined && addressOf(body.publicKey) !== body.address)
      throw invalid(MESSAGES.keyNotOfAddress);
    const contributor = await contributorAtWalletStep(db, actor);
    await limitRegistrations(services, clientAddress, actor);
    const expiresAt = new Date(now().getTime() + config.walletChallengeTtlMs);
    const challenge = await issueChallenge(
      db,
      body.kind,
      config.walletChallengeTtlMs,
      { address: body.address, publicKey: body.publicKey },
      forWalletRegistration(actor.id),
    );
    const message = registrationMessage(contributor.id, body.address, challenge);
    return { challenge, message, messageHex: utf8Hex(message), expiresAt: expiresAt.toISOString() };
  },

  async registerWallet({ body, actor }, { db, config }) {
    const contributor = await contributorAtWalletStep(db, actor);
    const bound = await consumeChallenge(
      db,
      body.kind,
      body.challenge,
      forWalletRegistration(actor.id),
    );
    // GemWallet's challenge is bound to its key; Crossmark's key comes with the signature.
    if (!bound?.address || (bound.publicKey !== null && bound.publicKey !== body.publicKey))
      throw invalid(MESSAGES.challengeUnusable);
    const message = registrationMessage(contributor.id, bound.address, body.challenge);
    if (!isSignedBy(utf8Hex(message), body.signature, body.publicKey, bound.address))
      throw invalid(MESSAGES.signatureInvalid);
    await registerProvenWallet(
      db,
      actor,
      { address: bound.address, kind: body.kind },
      config.publicAppUrl,
    );
    return { message: MESSAGES.walletRegistered, address: bound.address };
  },

  async walletRegistrationXamanPayload({ actor, clientAddress }, services) {
    const { db, config, xaman } = services;
    await contributorAtWalletStep(db, actor);
    await limitRegistrations(services, clientAddress, actor);
    const txjson = { TransactionType: 'SignIn' } as const;
    const created = await xaman.create({
      txjson,
      options: { force_network: config.network.xaman, expire: 5 },
    });
    const secret = await recordXamanPayload(
      db,
      created.uuid,
      'SignIn',
      forWalletRegistration(actor.id),
    );
    return createdPayloadView(created, secret);
  },

  async registerXamanWallet({ params, body, actor }, { db, xaman, config }) {
    await contributorAtWalletStep(db, actor);
    const ours = await findXamanPayload(db, params.payloadId, body.secret);
    if (!ours) throw notFound(MESSAGES.payloadNotFound);
    const notBefore = new Date(now().getTime() - config.xamanPayloadMaxAgeMs);
    // One answer for a sign-in payload, another user's, a used or an old one: no oracle.
    const usable =
      ours.purpose === 'contributorWallet' &&
      ours.userId === actor.id &&
      !ours.usedAt &&
      ours.createdAt > notBefore;
    if (!usable) throw invalid(MESSAGES.challengeUnusable);
    const details = await xaman.get(ours.uuid);
    if (!details) throw notFound(MESSAGES.payloadNotFound);
    const refusal = signInRefusal(details, details.response.hex ?? '', config.network);
    if (refusal) throw invalid(refusal);
    if (!(await claimXamanPayload(db, ours.uuid, notBefore, forWalletRegistration(actor.id))))
      throw invalid(MESSAGES.challengeUnusable);
    const address = details.response.account!;
    await registerProvenWallet(db, actor, { address, kind: 'xaman' }, config.publicAppUrl);
    return { message: MESSAGES.walletRegistered, address };
  },
};
