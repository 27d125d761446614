// Temporary: screenshots of the pages this branch changed (not committed).
import { chromium } from '@playwright/test';

const BASE = 'http://localhost:8080';
const OUT = '/tmp/judging-shots';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const VIEWPORTS = [{ name: 'wide', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }];

async function api(method, path, token, body) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
async function session(email) {
  const login = await api('POST', '/api/users/login', null, { email, password: 'glow-demo' });
  const token = login.body.api_token;
  const verify = await api('GET', '/api/users/verify', token);
  return { token, user: verify.body.userInfo };
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
async function shoot(who, name, path, waitFor) {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(({ token, user }) => {
      localStorage.setItem('api_token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, who);
    const page = await context.newPage();
    await page.goto(`${BASE}${path}`);
    await page.getByText(waitFor).first().waitFor({ timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${name}-${viewport.name}.png`, fullPage: true });
    await context.close();
  }
}

const admin = await session('admin@glow.local');
const ana = await session('judge@glow.local');
const scout = await session('scout@glow.local');
const cohorts = await api('GET', '/api/cohorts?limit=20', admin.token);
const pilot = cohorts.body.cohorts.find((cohort) => cohort.name === 'Pilot');
const review = await api('GET', `/api/cohorts/${pilot.id}/review`, ana.token);
const skipped = review.body.rows.find((row) => row.sizesHidden !== null);
console.log('pilot', pilot.id, 'skipped', skipped?.nominationId, skipped?.sizesHidden);
// A scout with history, deactivated, for the Users page.
const users = await api('GET', '/api/users?limit=100&role=scout', admin.token);
const other = users.body.users.find((user) => user.email !== 'scout@glow.local' && !user.deactivatedAt);
if (other) console.log('deactivate', other.email, (await api('DELETE', '/api/users', admin.token, { id: other.id })).body);

await shoot(ana, 'judge-review-closed', `/judge/review/${pilot.id}`, 'read-only');
await shoot(ana, 'judge-distribution-closed', `/judge/distributions/${pilot.id}`, 'read-only');
if (skipped) await shoot(ana, 'judge-assessment-skipped', `/judge/assessment/${skipped.nominationId}`, 'read-only');
await shoot(ana, 'judge-home', '/judge', 'No cohort');
await shoot(admin, 'admin-users', '/admin/users', 'Deactivated');
await shoot(scout, 'scout-nominations', '/scout/nominations', 'Pilot');
await browser.close();
