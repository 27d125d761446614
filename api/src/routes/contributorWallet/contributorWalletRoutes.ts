import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** The contributor's wallet registration: a proof of ownership, per wallet kind (issue 17). */
export const contributorWalletRoutes: Pick<
  Handlers,
  | 'walletRegistrationChallenge'
  | 'registerWallet'
  | 'walletRegistrationXamanPayload'
  | 'registerXamanWallet'
> = {
  walletRegistrationChallenge: notBuiltYet,
  registerWallet: notBuiltYet,
  walletRegistrationXamanPayload: notBuiltYet,
  registerXamanWallet: notBuiltYet,
};
