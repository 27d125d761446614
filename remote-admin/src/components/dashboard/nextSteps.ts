import { counted, daysAfter, formatDate, formatDay } from '@glow/shared-ui/pages';
import type { Dashboard } from '@glow/contract';
import { MIN_ASSESSMENTS_PER_NOMINATION } from '@glow/shared-api';
import { cohortPath, paths, paymentsPath } from '../../paths';

/** One thing that needs an admin next, and the page where it is done. */
export interface NextStep {
  text: string;
  to: string;
}

/**
 * What the unclosed cohort's period waits for next, from the dashboard's
 * figures, each with a link to where it is done. What waits on admins with a count (voting run
 * past its plan, grants ready to pay…) is the dashboard's `waitingOnAdmin`, listed apart.
 */
export function nextSteps({ cohort, figures, attention }: Dashboard, now = new Date()): NextStep[] {
  if (!cohort) return [{ text: 'No cohort is running: start one', to: paths.startCohort }];
  const cohortPage = cohortPath(cohort.id);
  if (!cohort.started) {
    return [
      {
        text: `${cohort.name} starts on ${formatDate(cohort.startsAt)}; scouts nominate from then`,
        to: cohortPage,
      },
    ];
  }

  switch (cohort.period) {
    case 'nomination':
      return [
        figures.nominations === 0
          ? { text: 'No nominations yet: scouts nominate until you open voting', to: cohortPage }
          : {
              text: `${counted(figures.nominations, ['nomination', 'nominations'])} so far: open voting when the scouts are done`,
              to: cohortPage,
            },
      ];
    case 'voting': {
      const days = counted(cohort.votingPeriodDays, ['day', 'days']);
      const plannedEnd = daysAfter(cohort.periodStartedAt, cohort.votingPeriodDays);
      // Past its plan, the waiting list says so.
      if (now.getTime() >= new Date(plannedEnd).getTime()) return [];
      return [
        {
          text: `Voting opened ${formatDay(cohort.periodStartedAt)}; planned to run ${days} (until ${formatDay(plannedEnd)})`,
          to: cohortPage,
        },
      ];
    }
    case 'assessment': {
      const steps: NextStep[] = [
        attention.nominationsUnderAssessed > 0
          ? {
              text: `${counted(attention.nominationsUnderAssessed, ['nomination has', 'nominations have'])} fewer than ${MIN_ASSESSMENTS_PER_NOMINATION} assessments`,
              to: cohortPage,
            }
          : {
              text: `Every nomination has ${MIN_ASSESSMENTS_PER_NOMINATION} assessments or more`,
              to: cohortPage,
            },
      ];
      const { approvals, judges, required } = attention.distribution;
      // Judges approve distributions from the judging issue on; until then none is required.
      if (required > 0) {
        steps.push({
          text:
            approvals >= required
              ? `Distribution approved by ${approvals} of ${judges} judges: start the distribution`
              : `Distribution approved by ${approvals} of ${judges} judges`,
          to: cohortPage,
        });
      }
      return steps;
    }
    case 'distribution': {
      // Grants ready to pay are on the waiting list; returned ones are not among those to pay.
      if (attention.grantsReadyToPay > 0) return [];
      const toPay = attention.approvedGrants - attention.returnedGrants;
      const returned =
        attention.returnedGrants > 0
          ? ` (${counted(attention.returnedGrants, ['grant', 'grants'])} returned to the pool)`
          : '';
      return [
        attention.paidGrants >= toPay
          ? { text: `Every grant to pay is paid${returned}: close the cohort`, to: cohortPage }
          : {
              text: `${counted(toPay - attention.paidGrants, [
                'approved grant is not ready to pay yet',
                'approved grants are not ready to pay yet',
              ])}${returned}`,
              to: paymentsPath(cohort.id),
            },
      ];
    }
    case 'closed':
    case 'cancelled':
      return [{ text: 'No cohort is running: start one', to: paths.startCohort }];
  }
}
