import type { ApplicationView } from '@glow/contract';

/**
 * The application the pages work on: the newest cohort's (the API lists the newest first),
 * unless it was withdrawn and an earlier one is still open.
 */
export function activeApplication(
  applications: readonly ApplicationView[],
): ApplicationView | null {
  return applications.find(({ status }) => status !== 'withdrawn') ?? applications[0] ?? null;
}
