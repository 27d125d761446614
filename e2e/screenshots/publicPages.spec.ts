import { expect, test } from '@playwright/test';
import { expectHeading } from '../tests/support';
import {
  connectedVoterThroughApi,
  nominationCard,
  openWithWallet,
  registeredVoterThroughApi,
} from '../tests/votingSupport';
import { installExtensionWallet, toast } from '../tests/walletSupport';
import { shoot, VIEWPORTS } from './shoot';

// Screenshots of the public pages for people to look at, saved in /screenshots (git-ignored).
// Not part of the checks: `pnpm --filter @glow/e2e screenshots` (after a build).

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('home', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(/^Running since /)).toBeVisible();
      await shoot(page, 'home');
    });

    test('vote, not connected', async ({ page }) => {
      await page.goto('/vote');
      await expect(page.getByRole('article')).toHaveCount(6);
      await shoot(page, 'vote-not-connected');
    });

    test('vote, registering', async ({ page, request }) => {
      const voter = await connectedVoterThroughApi(request);
      await installExtensionWallet(page, 'gemwallet', 'ed25519', { wallet: voter.wallet });
      await openWithWallet(page, voter);
      // The API's check of the payment waits until the screenshot is taken.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/voters', async (route) => {
        if (route.request().method() === 'POST') await released;
        await route.continue();
      });
      await page.goto('/vote');
      const panel = page.getByRole('region', { name: 'Register to vote' });
      await panel.getByRole('button', { name: 'Register' }).click();
      await expect(panel.locator('[aria-current=step]')).toContainText('Wait for the ledger');
      await shoot(page, 'vote-registering', panel);
      release();
      await expect(panel.getByText('You are registered.')).toBeVisible({ timeout: 25_000 });
      await shoot(page, 'vote-registered', panel);
    });

    test('vote, voted', async ({ page, request }) => {
      const voter = await registeredVoterThroughApi(request);
      await openWithWallet(page, voter);
      await page.goto('/vote');
      await expectHeading(page, 'Vote for Glow');
      await expect(page.getByText(/is registered to vote/)).toBeVisible();
      await nominationCard(page, 'rippled')
        .getByRole('button', { name: 'Downvote rippled' })
        .click();
      await expect(toast(page, 'Downvote')).toBeVisible();
      await nominationCard(page, 'xrpl.js').getByRole('button', { name: 'Upvote xrpl.js' }).click();
      await expect(toast(page, 'Upvote')).toBeVisible();
      await shoot(page, 'vote-voted', nominationCard(page, 'xrpl.js'));
    });
  });
}
