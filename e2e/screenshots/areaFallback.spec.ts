import { expect, test } from '@playwright/test';
import path from 'node:path';
import {
  areaFallback,
  breakRemote,
  installClock,
  remoteListings,
  runClockUntilVisible,
} from '../tests/remoteSupport';
import { signInAs } from '../tests/support';

// The fallback of an area whose remote cannot be loaded, inside the page frame, for people to
// look at; saved in /screenshots (git-ignored). `pnpm --filter @glow/e2e screenshots`.

const FOLDER = path.join(__dirname, '..', '..', 'screenshots');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`area fallback ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'admin');
    await breakRemote(page, await remoteListings(page.request), 'glow_admin', '404');
    await installClock(page);
    await page.goto('/admin/users');
    const fallback = areaFallback(page);
    await runClockUntilVisible(page, fallback);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    const name = `area-fallback-${viewport.width}x${viewport.height}`;
    await page.screenshot({ path: path.join(FOLDER, `${name}.png`), fullPage: true });
    await page.screenshot({ path: path.join(FOLDER, `${name}-screen.png`) });
  });
}
