import type { Dashboard } from '@glow/contract';
import { now } from '../clock';
import type { Handlers } from '../http/handler';
import { readCohortProgress } from '../programme/cohortFigures';
import { findUnclosedCohort } from '../programme/cohortQueries';
import { utcDay } from '../programme/cohortRules';
import { toCohort } from '../programme/cohortViews';
import { countCohortActivity, countRegisteredVoters } from './dashboardQueries';
import { readWaitingOnAdmin } from './waitingOnAdmin';
import { countNewContactMessages } from '../help/contactQueries';
import { compileDistribution, shortOfAssessments } from '../judging/compiledDistribution';
import { readDistributionApproval } from '../judging/distributionApproval';

const NOTHING_TO_APPROVE = { approvals: 0, judges: 0, required: 0 };

export const dashboardRoutes: Pick<Handlers, 'adminDashboard'> = {
  /**
   * The unclosed cohort (started or not), its figures, what it waits for and what waits on admins.
   */
  async adminDashboard(_request, { db }) {
    const at = now();
    const [cohort, [registered]] = await Promise.all([
      findUnclosedCohort(db),
      countRegisteredVoters(db),
    ]);
    const registeredVoters = registered?.value ?? 0;
    const waitingOnAdmin = await readWaitingOnAdmin(db, cohort, at);
    const newContactMessages = await countNewContactMessages(db);
    if (!cohort) {
      return {
        cohort: null,
        figures: {
          nominations: 0,
          registeredVoters,
          votesToday: 0,
          assessments: 0,
          applicationsComplete: 0,
        },
        attention: {
          nominationsUnderAssessed: 0,
          distribution: NOTHING_TO_APPROVE,
          approvedGrants: 0,
          grantsReadyToPay: 0,
          paidGrants: 0,
          returnedGrants: 0,
        },
        waitingOnAdmin,
        newContactMessages,
      } satisfies Dashboard;
    }
    const [[activity], progress, distribution, judging] = await Promise.all([
      countCohortActivity(db, cohort.id, utcDay(at)),
      readCohortProgress(db, cohort.id),
      readDistributionApproval(db, cohort.id),
      compileDistribution(db, cohort.id, cohort.grantAmounts),
    ]);
    return {
      cohort: {
        ...toCohort(cohort),
        started: cohort.startsAt <= at,
        judgesRemindedAt: cohort.judgesRemindedAt?.toISOString() ?? null,
      },
      figures: {
        nominations: activity?.nominations ?? 0,
        registeredVoters,
        votesToday: activity?.votesToday ?? 0,
        assessments: progress.assessments,
        applicationsComplete: progress.applicationsComplete,
      },
      attention: {
        // From the judging each instance keeps compiled while it is unchanged, not re-read.
        nominationsUnderAssessed: shortOfAssessments(judging).length,
        distribution,
        approvedGrants: progress.approvedGrants,
        grantsReadyToPay: progress.grantsReadyToPay,
        paidGrants: progress.paidGrants,
        returnedGrants: progress.returnedGrants,
      },
      waitingOnAdmin,
      newContactMessages,
    };
  },
};
