import { expect, test } from '@playwright/test';
import {
  areaFallback,
  breakRemote,
  installClock,
  remoteListings,
  runClockUntilVisible,
} from '../tests/remoteSupport';
import { signInAs } from '../tests/support';
import { shoot, VIEWPORTS } from './shoot';

// The fallback of an area whose remote cannot be loaded, inside the page frame, for people to
// look at; saved in /screenshots (git-ignored). `pnpm --filter @glow/e2e screenshots`.

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
    await shoot(page, 'area-fallback');
  });
}
