// The steps of /scout/nominations/new as a user works them, shared by the journey and the
// screenshots; and a keyboard that counts its key presses, for the keyboard-only run.
import { expect, type Locator, type Page } from '@playwright/test';

/** The screening questions as the page asks them, by a short name. */
export const SCREENING_QUESTIONS = {
  age: 'Is the nominee 18 or older?',
  region: /^Does the nominee live in Syria, Iran/,
  sanctions: 'Is the nominee on a sanctions list?',
  ripple: 'Is the nominee an employee of Ripple or an affiliated organisation?',
} as const;
export type ScreeningQuestion = keyof typeof SCREENING_QUESTIONS;
type Answer = 'Yes' | 'No';

/** The answers that let a nominee through. */
export const PASSING_ANSWERS: Record<ScreeningQuestion, Answer> = {
  age: 'Yes',
  region: 'No',
  sanctions: 'No',
  ripple: 'No',
};

export function screeningQuestion(page: Page, question: ScreeningQuestion) {
  return page.getByRole('group', { name: SCREENING_QUESTIONS[question] });
}

/** Answers every screening question: the passing answer unless `answers` gives another. */
export async function answerScreening(
  page: Page,
  answers: Partial<Record<ScreeningQuestion, Answer>> = {},
) {
  for (const question of Object.keys(SCREENING_QUESTIONS) as ScreeningQuestion[]) {
    const answer = answers[question] ?? PASSING_ANSWERS[question];
    await screeningQuestion(page, question).getByRole('radio', { name: answer }).check();
  }
}

export async function passScreening(page: Page) {
  await answerScreening(page);
}

/** The steps of the flow by the titles of their headings. */
const STEP_TITLES = {
  screening: '1. Screening',
  projects: '2. Projects',
  contributor: '3. Contributor',
  details: '4. Details',
  review: '5. Review and submit',
} as const;
export type Step = keyof typeof STEP_TITLES;

/** The step's card (a region named by its heading). */
export function stepCard(page: Page, step: Step) {
  return page.getByRole('region', { name: STEP_TITLES[step], exact: true });
}

/** A step's heading, which takes the focus when the step opens after another one. */
export function stepHeading(page: Page, step: Step) {
  return page.getByRole('heading', { level: 2, name: STEP_TITLES[step], exact: true });
}

/** The step the step list marks as current. */
export function currentStep(page: Page) {
  return page
    .getByRole('navigation', { name: 'Steps of the nomination' })
    .locator('[aria-current=step]');
}

export function continueButton(page: Page) {
  return page.getByRole('button', { name: 'Continue', exact: true });
}

export const PROJECT_PICKER = 'Find a project';
export const CONTRIBUTOR_PICKER = 'Find a contributor';

/** A picker's option whose first line is `name` (a project's name, a contributor's). */
export function pickerOption(page: Page, name: string) {
  return page.getByRole('option').filter({ has: page.getByText(name, { exact: true }) });
}

/** Types into a search picker and chooses the option named `name`. */
export async function chooseInPicker(page: Page, picker: string, search: string, name: string) {
  await page.getByRole('combobox', { name: picker }).fill(search);
  await pickerOption(page, name).click();
}

/** The co-nomination offer that replaces the contributor step when the pair is nominated. */
export function coNominationOffer(page: Page) {
  return page.getByRole('region', { name: /is already nominated for/ });
}

/**
 * A keyboard that counts what it does, for a user who has no mouse: `presses` counts the keys
 * pressed to move and act (Tab, arrows, Space, Enter), `typed` the characters typed into fields.
 */
export class CountingKeyboard {
  presses = 0;
  typed = 0;

  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses += 1;
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  /** Presses Tab until `target` has the focus (at most `limit` times). */
  async tabTo(target: Locator, limit = 40) {
    await expect(target).toBeVisible();
    for (let tabs = 0; tabs <= limit; tabs += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press('Tab');
    }
    throw new Error(`${String(target)} was not reached in ${limit} presses of Tab`);
  }

  /** Tabs into a radio group and chooses `answer` with the arrow keys (Space for the first). */
  async chooseRadio(group: Locator, answer: string) {
    await this.tabTo(group.getByRole('radio').first());
    const target = group.getByRole('radio', { name: answer });
    for (let moves = 0; moves < 5; moves += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) break;
      await this.press('ArrowDown');
    }
    if (!(await target.isChecked())) await this.press('Space');
    await expect(target).toBeChecked();
  }

  /**
   * Types into a search picker, then moves to the option named `name` with the arrow keys (the
   * first is active once results show) and chooses it with Enter.
   */
  async chooseInPicker(picker: Locator, search: string, name: string) {
    await this.tabTo(picker);
    await this.type(search);
    const option = pickerOption(this.page, name);
    await expect(option).toBeVisible();
    const optionId = await option.getAttribute('id');
    for (let moves = 0; moves < 10; moves += 1) {
      if ((await picker.getAttribute('aria-activedescendant')) === optionId) break;
      await this.press('ArrowDown');
    }
    await expect(picker).toHaveAttribute('aria-activedescendant', optionId!);
    await this.press('Enter');
  }
}
