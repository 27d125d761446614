import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { approve, askForKyc, giveBack, remind, reopen } from './reviewChanges';
import { listCohortApplications, readApplicationDetail } from './reviewQueries';

/** The admins' review of a cohort's applications. */
export const reviewRoutes: Pick<
  Handlers,
  | 'listCohortApplications'
  | 'readApplication'
  | 'approveApplication'
  | 'returnApplication'
  | 'requestKyc'
  | 'reopenApplication'
  | 'remindApplicants'
> = {
  async listCohortApplications({ params, query }, { db }) {
    return listCohortApplications(db, params.id, query);
  },

  async readApplication({ params }, { db }) {
    return readApplicationDetail(db, params.id);
  },

  async approveApplication({ params, actor }, { db, config }) {
    await approve(db, params.id, actor, config.publicAppUrl);
    return { success: true, message: MESSAGES.applicationApproved };
  },

  async returnApplication({ params, body, actor }, { db, config }) {
    await giveBack(db, params.id, body.reason, actor, config.publicAppUrl);
    return { success: true, message: MESSAGES.applicationReturned };
  },

  async requestKyc({ params, body, actor }, { db, config }) {
    await askForKyc(db, params.id, body.reason, actor, config.publicAppUrl);
    return { success: true, message: MESSAGES.kycRequested };
  },

  async reopenApplication({ params, body, actor }, { db }) {
    await reopen(db, params.id, body.reason, actor);
    return { success: true, message: MESSAGES.applicationReopened };
  },

  async remindApplicants({ params, actor }, { db, config }) {
    const { sent, skipped } = await remind(db, params.id, actor, config.publicAppUrl);
    return {
      success: true,
      message: sent + skipped > 0 ? MESSAGES.applicantsReminded : MESSAGES.noApplicantToRemind,
      sent,
      skipped,
    };
  },
};
