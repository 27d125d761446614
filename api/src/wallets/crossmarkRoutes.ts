import { invalid } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { consumeChallenge, issueChallenge, FOR_SIGN_IN } from './walletChallenges';
import { isSignedBy } from './walletSignatures';
import { limitChallenges, requireAddress, signInWallet } from './walletSignIn';

export const crossmarkRoutes: Pick<Handlers, 'crossmarkHash' | 'crossmarkChecksign'> = {
  async crossmarkHash({ clientAddress }, services) {
    await limitChallenges(services, clientAddress);
    const { db, config } = services;
    return {
      hash: await issueChallenge(db, 'crossmark', config.walletChallengeTtlMs, null, FOR_SIGN_IN),
    };
  },

  async crossmarkChecksign(request, services) {
    const { signature, pubkey, address, token } = request.body;
    requireAddress(address);
    if (!(await consumeChallenge(services.db, 'crossmark', token, FOR_SIGN_IN)))
      throw invalid(MESSAGES.challengeUnusable);
    // Crossmark's signInAndWait signs the challenge's bytes as given (hex).
    if (!isSignedBy(token, signature, pubkey, address)) throw invalid(MESSAGES.signatureInvalid);
    return signInWallet(services, request, { address, kind: 'crossmark' });
  },
};
