// An admin's page of one nomination.
import type { Handlers } from '../http/handler';
import { readAdminNomination } from './adminNominationView';

export const adminNominationRoutes: Pick<Handlers, 'getNomination'> = {
  async getNomination({ params, actor }, { db }) {
    return readAdminNomination(db, params.id, actor.id);
  },
};
