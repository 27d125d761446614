import type { Handlers } from '../http/handler';
import { readKyc, startKyc } from './kycVerifications';
import { kycWebhook } from './kycWebhook';

/** Identity verification: the contributor starts and reads it, the provider reports. */
export const kycRoutes: Pick<Handlers, 'startKyc' | 'readKyc' | 'kycWebhook'> = {
  async startKyc({ params, actor, log }, { db, kyc, config }) {
    const returnUrl = `${config.publicAppUrl}/contributor/applications`;
    return startKyc(db, kyc, actor, params.id, returnUrl, log);
  },

  async readKyc({ params, actor }, { db }) {
    return readKyc(db, actor, params.id);
  },

  kycWebhook,
};
