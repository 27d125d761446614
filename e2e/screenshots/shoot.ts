import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';

// What every screenshot spec shares: where the files go (/screenshots, git-ignored), the screens
// they are taken at, and how a page is saved.

const FOLDER = path.join(__dirname, '..', '..', 'screenshots');

export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Saves the whole page as `<name>-<width>x<height>.png`, and what the screen shows with `focus` in
 * view (the top of the page unless given) as `…-screen.png`. Also checks that nothing is wider
 * than the screen.
 */
export async function shoot(page: Page, name: string, focus?: Locator) {
  const { width, height } = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  const file = (suffix: string) => path.join(FOLDER, `${name}-${width}x${height}${suffix}.png`);
  // Let toasts and transitions settle.
  await page.waitForTimeout(300);
  // From the top: scrolled, the sticky header would be drawn across the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file(''), fullPage: true });
  if (focus) await focus.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file('-screen') });
}
