import type { ApplicationView } from '@glow/contract';
import { isEndedPeriod } from '@glow/shared-api';

/**
 * The application the pages work on: the newest one (the API lists the newest cohort first) whose
 * grant waits for the contributor to confirm a new wallet, in any cohort; else the newest that
 * was not withdrawn and whose cohort has not ended (closed or cancelled); else the newest not
 * withdrawn; else the newest.
 */
export function activeApplication(
  applications: readonly ApplicationView[],
): ApplicationView | null {
  const notWithdrawn = applications.filter(({ status }) => status !== 'withdrawn');
  return (
    notWithdrawn.find(({ status }) => status === 'walletChanged') ??
    notWithdrawn.find(({ cohort }) => !isEndedPeriod(cohort.period)) ??
    notWithdrawn[0] ??
    applications[0] ??
    null
  );
}
