// The shell origin's Content-Security-Policy in the browser suites: a page watched for every
// violation of it, and a path opened under it.
import { expect, type Page } from '@playwright/test';

/**
 * Collects every violation of the page's policy: the `securitypolicyviolation` events of every
 * document it opens, and the console's "Refused to …" lines.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('glowReportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { glowReportPolicyViolation(text: string): void })
        .glowReportPolicyViolation;
      report(`${location.pathname}: ${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a path: it must come with the policy, show its page and finish loading. */
export async function openUnderPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  expect(policy, `${path} is served with a Content-Security-Policy`).toContain(
    "frame-ancestors 'none'",
  );
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}
