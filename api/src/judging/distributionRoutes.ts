import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { approve, excuse, remind, unexcuse } from './distributionChanges';
import { cohortReadableBy } from './judgeAccess';
import { readDistribution, readReview } from './reviewQueries';

/** The review, the distribution, its approvals and excusals, and the judges' reminders. */
export const distributionRoutes: Pick<
  Handlers,
  | 'getReview'
  | 'getDistribution'
  | 'approveDistribution'
  | 'excuseJudge'
  | 'unexcuseJudge'
  | 'remindJudges'
> = {
  async getReview({ params, query, actor }, { db }) {
    const cohort = await cohortReadableBy(db, params.id, actor);
    return readReview(db, cohort, actor, query);
  },

  async getDistribution({ params, actor }, { db }) {
    const cohort = await cohortReadableBy(db, params.id, actor);
    return readDistribution(db, cohort, actor);
  },

  async approveDistribution({ params, actor }, { db, config }) {
    const cohort = await approve(db, params.id, actor, config.publicAppUrl);
    return readDistribution(db, cohort, actor);
  },

  async excuseJudge({ params, body, actor }, { db, config }) {
    const cohort = await excuse(
      db,
      params.id,
      params.judgeId,
      body.reason,
      actor,
      config.publicAppUrl,
    );
    return readDistribution(db, cohort, actor);
  },

  async unexcuseJudge({ params, actor }, { db }) {
    const cohort = await unexcuse(db, params.id, params.judgeId, actor);
    return readDistribution(db, cohort, actor);
  },

  async remindJudges({ params, actor }, { db, config }) {
    const emailed = await remind(db, params.id, actor, config.publicAppUrl);
    return {
      success: true,
      message: emailed > 0 ? MESSAGES.judgesReminded : MESSAGES.noJudgeToRemind,
      emailed,
    };
  },
};
