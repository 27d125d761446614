import type { Handlers } from '../http/handler';
import { forgetWallet } from '../users/sessions';

export const walletSessionRoutes: Pick<Handlers, 'walletSession' | 'disconnectWallet'> = {
  async walletSession({ wallet }) {
    return { address: wallet.address, wallet: wallet.kind };
  },

  async disconnectWallet({ sessionId, actor, wallet }, { db }) {
    await forgetWallet(db, { sessionId, actor, wallet });
    return { success: true, message: 'wallet disconnected' };
  },
};
