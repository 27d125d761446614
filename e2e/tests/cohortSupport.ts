// The admin's cohort page in the browser suites: its timeline and its period moves.
import { expect, type Page } from '@playwright/test';
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

/** The period the cohort page's timeline marks as current. */
export function currentPeriod(page: Page, cohort: string) {
  return page.getByRole('list', { name: `Periods of ${cohort}` }).locator('[aria-current=step]');
}
