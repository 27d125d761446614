import type { Handlers } from '../../http/handler';
import { notBuiltYet } from '../../http/notBuiltYet';

/** Identity verification: the contributor starts and reads it, the provider reports (issue 17). */
export const kycRoutes: Pick<Handlers, 'startKyc' | 'readKyc' | 'kycWebhook'> = {
  startKyc: notBuiltYet,
  readKyc: notBuiltYet,
  kycWebhook: notBuiltYet,
};
