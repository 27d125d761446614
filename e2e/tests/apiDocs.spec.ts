// The API's own page, through the app's origin: /api/docs renders under its policy (no violation
// reported), and the API's answers carry their headers through the proxy.
import { expect, test } from './fixtures';

test('/api/docs renders the OpenAPI document with no Content-Security-Policy violation', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Glow API/ })).toBeVisible();
  await expect(page.getByText('/api/users/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("the API's answers reach the browser with their security headers", async ({ page }) => {
  const response = await page.request.get('/api/health');
  expect(response.headers()).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
