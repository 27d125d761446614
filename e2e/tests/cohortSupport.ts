// The admin's cohort page in the browser suites: its timeline and its period moves, and a close
// confirmed through the API as the page confirms it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CohortClosing, MoveCohortRequest } from '@glow/contract';
import { answerOf, type Headers } from './support';
import { toast } from './walletSupport';

export interface PeriodMove {
  /** The button's label, also the confirmation's. */
  button: string;
  /** The confirmation's title. */
  question: string;
  /** What changes, as the confirmation says it. */
  effect: string;
  toastTitle: string;
}

/** Moves the cohort whose page is open one period on, through the button and its confirmation. */
export async function moveFromCohortPage(
  page: Page,
  { button, question, effect, toastTitle }: PeriodMove,
) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toContainText(effect);
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, toastTitle)).toBeVisible();
}

/**
 * What a close names, as the cohort page sends it: the grants GET …/closing shows going back to
 * the pool and, before the applications' due date, that date.
 */
export async function closeConfirmationThroughApi(
  request: APIRequestContext,
  cohortId: number,
  headers: Headers,
): Promise<Omit<MoveCohortRequest, 'period'>> {
  const closing = await answerOf<CohortClosing>(
    await request.get(`/api/cohorts/${cohortId}/closing`, { headers }),
    200,
  );
  return {
    returningGrantIds: closing.returningToPool.map((grant) => grant.grantId),
    ...(closing.beforeApplicationsDue &&
      closing.applicationsDueOn !== null && { applicationsDueOn: closing.applicationsDueOn }),
  };
}

/** The period the cohort page's timeline marks as current. */
export function currentPeriod(page: Page, cohort: string) {
  return page.getByRole('list', { name: `Periods of ${cohort}` }).locator('[aria-current=step]');
}
