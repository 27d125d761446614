// Contributors in the browser suites: the nominated contributors found through the admin's API,
// their pages in browser contexts of their own, the steps of their application as the pages show
// them, and the KYC stand-in's verification page.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ContributorDocumentView, ContributorList, MyApplications } from '@glow/contract';
import { KYC_URL } from '../playwright.config';
import {
  adminHeaders,
  answerOf,
  bearer,
  latestEmailTo,
  linkIn,
  openSignedIn,
  sessionThroughApi,
  type Headers,
  type StoredSession,
} from './support';

export interface NominatedContributor {
  id: number;
  email: string;
  /** First and last name, as the pages name the contributor. */
  name: string;
}

/** The one contributor whose name or GitHub username `search` finds, as the admin reads them. */
export async function contributorFound(
  request: APIRequestContext,
  search: string,
): Promise<NominatedContributor> {
  const { contributors } = await answerOf<ContributorList>(
    await request.get('/api/contributors', {
      headers: await adminHeaders(request),
      params: { search },
    }),
    200,
  );
  expect(contributors, `the contributors found by "${search}"`).toHaveLength(1);
  const [{ id, email, firstName, lastName }] = contributors as [ContributorList['contributors'][0]];
  return { id, email, name: `${firstName} ${lastName}` };
}

/**
 * Follows the newest invitation the contributor was emailed ("You were nominated for a Glow
 * grant") and sets `password` with its link, as the page does.
 */
export async function setPasswordFromInvitation(page: Page, email: string, password: string) {
  const invitation = await latestEmailTo(email, 'You were nominated for a Glow grant');
  await page.goto(linkIn(invitation));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText(/password has been set/i)).toBeVisible();
}

/**
 * Sets the contributor's password with the token of their newest invitation, through the API,
 * and signs them in.
 */
export async function contributorThroughApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ session: StoredSession; headers: Headers }> {
  const invitation = await latestEmailTo(email, 'You were nominated for a Glow grant');
  const token = new URL(linkIn(invitation)).searchParams.get('token');
  expect(token, 'the invitation link carries a token').toBeTruthy();
  await answerOf(await request.post('/api/users/password', { data: { token, password } }), 200);
  const session = await sessionThroughApi(request, email, password);
  return { session, headers: bearer(session) };
}

/** Accepts the current terms of service and code of conduct through the API. */
export async function acceptDocumentsThroughApi(request: APIRequestContext, headers: Headers) {
  for (const document of ['terms', 'codeOfConduct'] as const) {
    const { version } = await answerOf<ContributorDocumentView>(
      await request.get(`/api/contributor/documents/${document}`, { headers }),
      200,
    );
    await answerOf(
      await request.post(`/api/contributor/documents/${document}/acceptance`, {
        headers,
        data: { version },
      }),
      200,
    );
  }
}

/** The contributor's application in the cohort, as they read it. */
export async function myApplicationIn(
  request: APIRequestContext,
  headers: Headers,
  cohortName: string,
) {
  const { applications } = await answerOf<MyApplications>(
    await request.get('/api/contributor/applications', { headers }),
    200,
  );
  const application = applications.find(({ cohort }) => cohort.name === cohortName);
  expect(application, `an application in ${cohortName}`).toBeTruthy();
  return application!;
}

/** A page in a browser context of its own, signed in with the contributor's password. */
export async function contributorPage(
  browser: Browser,
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, await sessionThroughApi(page.request, email, password));
  return page;
}

/** The application's steps, in order, as the dashboard's stepper lists them. */
export function stepper(page: Page) {
  return page.getByRole('navigation', { name: 'Steps of your application' }).getByRole('list');
}

/** The step the stepper marks as current. */
export function currentStep(page: Page) {
  return stepper(page).locator('[aria-current=step]');
}

/** The eligibility questions as the page asks them, by the contract's keys. */
export const ELIGIBILITY_QUESTIONS = {
  over18: 'I am 18 years old or older.',
  notInSanctionedRegion: /^I do not live in, and am not a resident of, Syria, Iran/,
  notOnSanctionsList: 'I am not on a sanctions list.',
  notAffiliatedEmployee: /^I am not employed by Ripple, the Interledger Foundation/,
  notScoutOrJudge: 'I am not a scout or a judge in this cohort.',
  recentWork: 'The nominated work was done within the 6 months before it was nominated.',
  notAlreadyFunded: 'This work has not been funded already (grant, bounty or salary).',
} as const;
export type EligibilityQuestion = keyof typeof ELIGIBILITY_QUESTIONS;

/** Answers every eligibility question "Yes", except those `no` lists. */
export async function answerEligibility(page: Page, no: EligibilityQuestion[] = []) {
  for (const [key, question] of Object.entries(ELIGIBILITY_QUESTIONS)) {
    const answer = no.includes(key as EligibilityQuestion) ? 'No' : 'Yes';
    await page
      .getByRole('group', { name: question })
      .getByRole('radio', { name: answer, exact: true })
      .check();
  }
}

/**
 * Accepts a document (the terms of service, the code of conduct) on its page: the checkbox
 * naming its version, then Accept.
 */
export async function acceptDocument(page: Page, document: 'terms of service' | 'code of conduct') {
  await page
    .getByRole('checkbox', { name: new RegExp(`^I have read and accept the ${document}`) })
    .check();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
}

/** The dashboard's section of the application in a cohort. */
export function applicationSection(page: Page, cohort: string) {
  return page.getByRole('region', { name: `Your application for ${cohort}` });
}

/** The dashboard's identity verification (KYC) section. */
export function kycSection(page: Page) {
  return page.getByRole('region', { name: 'Identity verification' });
}

/** Whether `url` is a verification page of the KYC stand-in (another origin than Glow's). */
export function isKycVerificationPage(url: URL): boolean {
  return url.origin === KYC_URL && url.pathname.startsWith('/verify/');
}

/**
 * Has the KYC stand-in lose its next `count` webhook deliveries (each retried after a doubling
 * wait from 1 s), so that a decision reaches Glow a few seconds after it is made.
 */
export async function loseNextKycWebhooks(count: number) {
  const response = await fetch(`${KYC_URL}/__simulator/webhook/fail-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  expect(response.status, await response.text()).toBe(200);
}
