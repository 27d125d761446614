import { invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { consumeChallenge, issueChallenge, FOR_SIGN_IN } from './walletChallenges';
import { addressOf, isSignedBy, utf8Hex } from './walletSignatures';
import { limitChallenges, requireAddress, signInWallet } from './walletSignIn';

export const gemWalletRoutes: Pick<Handlers, 'gemWalletHash' | 'gemWalletChecksign'> = {
  async gemWalletHash({ query, clientAddress }, services) {
    const { db, config } = services;
    requireAddress(query.address);
    if (addressOf(query.pubkey) !== query.address) throw invalid(MESSAGES.keyNotOfAddress);
    await limitChallenges(services, clientAddress);
    const token = await issueChallenge(
      db,
      'gemwallet',
      config.walletChallengeTtlMs,
      { address: query.address, publicKey: query.pubkey },
      FOR_SIGN_IN,
    );
    return { token };
  },

  async gemWalletChecksign(request, services) {
    const { signature, token } = request.body;
    const challenge = await consumeChallenge(services.db, 'gemwallet', token, FOR_SIGN_IN);
    if (!challenge?.address || !challenge.publicKey) throw invalid(MESSAGES.challengeUnusable);
    // GemWallet's signMessage signs the UTF-8 bytes of the text it is given.
    if (!isSignedBy(utf8Hex(token), signature, challenge.publicKey, challenge.address)) {
      throw invalid(MESSAGES.signatureInvalid);
    }
    return signInWallet(services, request, { address: challenge.address, kind: 'gemwallet' });
  },
};
