import type { KycStatus } from '@glow/shared-api';
import { formatDate } from '@glow/shared-ui/pages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openProviderPage } from '../components/openProviderPage';
import { KYC_POLL_MS } from '../components/KycBlock';
import { paths } from '../paths';
import {
  application,
  factsAt,
  installContributorApi,
  myApplications,
  REGISTERED,
} from '../testing/fakeContributorApi';
import { renderContributorPage } from '../testing/renderContributorPage';

jest.mock('../components/openProviderPage', () => ({ openProviderPage: jest.fn() }));

/** Each step of the stepper as "name: state". */
const stepperLines = () =>
  within(screen.getByRole('navigation', { name: 'Steps of your application' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const submitted = (kycStatus: KycStatus | null) =>
  application({ ...factsAt('approved'), status: 'submitted', kycStatus });

beforeEach(() => jest.mocked(openProviderPage).mockClear());

describe('the contributor dashboard', () => {
  it('shows each nomination as a card and the application’s steps with the next action', async () => {
    const twice = application(factsAt('eligibility'), {
      nominations: [
        // Before the cohort's distribution is approved: no size yet.
        ...application().nominations.map((nomination) => ({ ...nomination, finalSize: null })),
        {
          id: 31,
          projects: [{ id: 2, name: 'Clio' }],
          description: 'Kept Clio’s API in step with rippled.',
          scouts: 1,
          finalSize: null,
        },
      ],
    });
    installContributorApi(myApplications([twice]));
    await renderContributorPage(paths.applications);

    const nominations = await screen.findByRole('region', { name: 'Your nominations' });
    const cards = within(nominations).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'xrpl.js',
      'Clio',
    ]);
    expect(cards[0]!.textContent).toContain('Rewrote the transaction signing of xrpl.js.');
    expect(cards[0]!.textContent).toContain('Wave 3');
    expect(cards[0]!.textContent).toContain('Nominated by 2 scouts');
    expect(cards[1]!.textContent).toContain('Nominated by 1 scout');

    const card = screen.getByRole('region', { name: 'Your application for Wave 3' });
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(stepperLines()).toEqual([
      'AccountDone',
      'Terms of serviceDone',
      'Code of conductDone',
      'EligibilityNext',
      'WalletLocked',
      'Application detailsLocked',
      'Review by the adminsLocked',
      // The grant's size, which decides whether KYC is needed, is not decided yet.
      'Identity verification (KYC)Not known yet',
    ]);
    expect(within(card).getByText('KYC: not known yet')).toBeTruthy();
    const current = screen.getByText('Eligibility').closest('li')!;
    expect(current.getAttribute('aria-current')).toBe('step');
    // A locked step is no link: its page would only say which step comes first.
    expect(screen.queryByRole('link', { name: 'Wallet' })).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: 'Answer the eligibility questions' })
        .getAttribute('href'),
    ).toBe(paths.eligibility);
  });

  it('opens on the area’s home too, where signing in lands', async () => {
    installContributorApi();
    await renderContributorPage(paths.home);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(
      within(card).getByRole('link', { name: 'Accept the terms of service' }).getAttribute('href'),
    ).toBe(paths.terms);
  });

  it('shows the admins’ reason for a returned application and the way to change it', async () => {
    installContributorApi(
      myApplications(
        [
          application(
            { ...factsAt('details'), status: 'returned' },
            { returnReason: 'Your website link is broken.' },
          ),
        ],
        REGISTERED,
      ),
    );
    await renderContributorPage(paths.applications);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(within(card).getByText('Returned')).toBeTruthy();
    expect(card.textContent).toContain(
      'The admins returned your application: Your website link is broken.',
    );
    expect(
      within(card)
        .getByRole('link', { name: 'Submit your application details' })
        .getAttribute('href'),
    ).toBe(paths.detailsSubmission);
    expect(screen.getByText(REGISTERED.address)).toBeTruthy();
  });

  it('says why a contributor is not eligible, with no step left to take', async () => {
    installContributorApi(
      myApplications([
        application(
          { ...factsAt('eligibility'), status: 'notEligible', eligibilityAnswered: true },
          { failingEligibility: ['recentWork'] },
        ),
      ]),
    );
    await renderContributorPage(paths.applications);
    const why = await screen.findByRole('region', { name: 'You are not eligible for this cohort' });
    expect(why.textContent).toContain(
      'Glow rewards work done within the 6 months before its nomination.',
    );
    expect(why.textContent).toContain(
      'You answered No to “The nominated work was done within the 6 months before it was nominated.”',
    );
    expect(stepperLines()).toContain('EligibilityNot eligible');
    expect(
      within(screen.getByRole('region', { name: 'Your application for Wave 3' })).getByText(
        'Not eligible',
        { selector: 'span' },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Register your wallet/ })).toBeNull();
  });

  describe('an unfinished application of a closed cohort', () => {
    const closedWave1 = (status: 'inProgress' | 'returned' = 'inProgress') =>
      application(
        { ...factsAt('wallet'), status, cohortPeriod: 'closed' },
        {
          id: 11,
          cohort: {
            id: 2,
            name: 'Wave 1',
            period: 'closed',
            applicationsDueOn: '2026-10-30',
            cancelReason: null,
          },
          nominations: [
            {
              id: 20,
              projects: [{ id: 3, name: 'Xahau docs' }],
              description: 'Wrote the hooks guide.',
              scouts: 1,
              finalSize: null,
            },
          ],
        },
      );

    it('is named not completed, and the open cohort’s application is the active one', async () => {
      // Listed first on purpose: the page prefers the open cohort's, whatever the order.
      installContributorApi(myApplications([closedWave1(), application(factsAt('eligibility'))]));
      await renderContributorPage(paths.applications);

      const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
      expect(within(card).getByText('In progress')).toBeTruthy();
      const nominations = screen.getByRole('region', { name: 'Your nominations' });
      const wave1Card = within(nominations).getByRole('article', { name: 'Xahau docs' });
      expect(within(wave1Card).getByText('Not completed (cohort closed)')).toBeTruthy();
      expect(within(wave1Card).queryByText('In progress')).toBeNull();
      const earlier = screen.getByRole('region', { name: 'Earlier applications' });
      expect(within(earlier).getByRole('listitem').textContent).toBe(
        'Wave 1: Not completed (cohort closed)',
      );
    });

    it('names a nomination the judges declined "Not funded", never a size', async () => {
      const declined = closedWave1();
      declined.nominations = [{ ...declined.nominations[0]!, finalSize: 'decline' }];
      installContributorApi(myApplications([declined]));
      await renderContributorPage(paths.applications);

      const nominations = await screen.findByRole('region', { name: 'Your nominations' });
      const card = within(nominations).getByRole('article', { name: 'Xahau docs' });
      expect(within(card).getByText('Not funded')).toBeTruthy();
      expect(within(card).queryByText(/Size:/)).toBeNull();
    });

    it('offers no next step when it is the only application, and says why', async () => {
      installContributorApi(myApplications([closedWave1('returned')]));
      await renderContributorPage(paths.applications);

      const card = await screen.findByRole('region', { name: 'Your application for Wave 1' });
      expect(within(card).getByText('Not completed (cohort closed)')).toBeTruthy();
      expect(card.textContent).toContain(
        'Wave 1 closed before your application was submitted: this application is over.',
      );
      expect(within(card).queryByRole('link', { name: 'Register your wallet' })).toBeNull();
      expect(stepperLines()).toContain('WalletLocked');
    });
  });

  it('asks to confirm a changed wallet in the agreement, also in a closed cohort, before anything newer', async () => {
    const changed = application(
      { ...factsAt('approved'), status: 'walletChanged', cohortPeriod: 'closed' },
      {
        id: 11,
        cohort: {
          id: 2,
          name: 'Wave 1',
          period: 'closed',
          applicationsDueOn: '2026-10-30',
          cancelReason: null,
        },
        nominations: [
          {
            id: 20,
            projects: [{ id: 3, name: 'Xahau docs' }],
            description: 'Wrote the hooks guide.',
            scouts: 1,
            finalSize: 'small',
          },
        ],
      },
    );
    installContributorApi(
      myApplications([application(factsAt('eligibility')), changed], REGISTERED),
    );
    await renderContributorPage(paths.applications);

    const card = await screen.findByRole('region', { name: 'Your application for Wave 1' });
    expect(within(card).getByText('Wallet changed')).toBeTruthy();
    expect(card.textContent).toContain(
      'You changed your wallet after submitting: confirm the new address in the grant agreement and submit again. The admins then approve your application again; your grant is paid only to an approved address.',
    );
    expect(
      within(card)
        .getByRole('link', { name: 'Submit your application details' })
        .getAttribute('href'),
    ).toBe(paths.detailsSubmission);
  });

  it('says when the application is with the admins', async () => {
    installContributorApi(myApplications([submitted(null)], REGISTERED));
    await renderContributorPage(paths.applications);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(card.textContent).toContain('Your application is with the admins for review');
    expect(stepperLines()).toContain('Review by the adminsWith the admins');
  });

  it('shows a paid grant with its amount, date and transaction', async () => {
    const hash = 'AB'.repeat(32);
    const approved = application(factsAt('approved'), {
      grant: {
        size: 'medium',
        amountDrops: '750000000',
        state: 'paid',
        payment: {
          txHash: hash,
          explorerUrl: `https://testnet.xrpl.org/transactions/${hash}`,
          paidAt: '2026-11-24T12:00:00.000Z',
        },
      },
    });
    installContributorApi(myApplications([approved], REGISTERED));
    await renderContributorPage(paths.applications);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(card.textContent).toContain('Paid Your grant of 750 XRP was paid on');
    // Paid: the wallet is not to be changed or connected again for this grant.
    expect(screen.getByText(/Your registered wallet:/).textContent).not.toContain('change');
    expect(within(card).getByRole('link', { name: hash }).getAttribute('href')).toBe(
      `https://testnet.xrpl.org/transactions/${hash}`,
    );
  });

  it("shows the grant's amount in XRP beside its size, and that it needs no KYC", async () => {
    const decided = application(factsAt('approved'), {
      nominations: [{ ...application().nominations[0]!, finalSize: 'medium' }],
      grant: { size: 'medium', amountDrops: '750000000', state: 'payable', payment: null },
    });
    installContributorApi(myApplications([decided], REGISTERED));
    await renderContributorPage(paths.applications);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(within(card).getByText('KYC: not needed')).toBeTruthy();
    expect(stepperLines()).toContain('Identity verification (KYC)Not needed');
    const nomination = within(screen.getByRole('region', { name: 'Your nominations' })).getByRole(
      'article',
    );
    expect(within(nomination).getByText('Size: Medium · 750 XRP')).toBeTruthy();
  });

  it('names the KYC status once the size asks for one', async () => {
    const large = submitted('required');
    large.nominations = [{ ...large.nominations[0]!, finalSize: 'large' }];
    large.grant = { size: 'large', amountDrops: '3000000000', state: 'waiting', payment: null };
    installContributorApi(myApplications([large], REGISTERED));
    await renderContributorPage(paths.applications);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(screen.getByText('Size: Large · 3,000 XRP')).toBeTruthy();
    expect(within(card).getByText('KYC: required')).toBeTruthy();
  });

  it('says the payment follows while an approved grant is not paid', async () => {
    installContributorApi(myApplications([application(factsAt('approved'))], REGISTERED));
    await renderContributorPage(paths.applications);
    const card = await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(card.textContent).toContain('Payment follows the cohort');
    expect(card.textContent).not.toContain('was paid');
  });

  it('starts the identity verification on the provider’s page', async () => {
    const calls = installContributorApi(myApplications([submitted('required')], REGISTERED), {
      'POST /api/contributor/applications/{id}/kyc': {
        body: { redirectUrl: 'http://127.0.0.1:8030/verify/ver_1', status: 'pending' },
      },
    });
    await renderContributorPage(paths.applications);
    const kyc = await screen.findByRole('region', { name: 'Identity verification' });
    expect(within(kyc).getByText('Required')).toBeTruthy();
    fireEvent.click(within(kyc).getByRole('button', { name: 'Start verification' }));
    await waitFor(() =>
      expect(openProviderPage).toHaveBeenCalledWith('http://127.0.0.1:8030/verify/ver_1'),
    );
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/contributor/applications/12/kyc',
    );
  });

  it('starts no verification before the details are submitted', async () => {
    installContributorApi(
      myApplications([application({ ...factsAt('wallet'), kycStatus: 'required' })]),
    );
    await renderContributorPage(paths.applications);
    const kyc = await screen.findByRole('region', { name: 'Identity verification' });
    expect(kyc.textContent).toContain(
      'You can start the verification once your application details are submitted.',
    );
    expect(within(kyc).queryByRole('button', { name: 'Start verification' })).toBeNull();
  });

  it('shows the API’s refusal when the verification cannot start', async () => {
    installContributorApi(myApplications([submitted('required')], REGISTERED), {
      'POST /api/contributor/applications/{id}/kyc': {
        status: 502,
        body: { message: 'KYC provider unavailable: try again in a few minutes' },
      },
    });
    await renderContributorPage(paths.applications);
    fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(
      await screen.findByText('KYC provider unavailable: try again in a few minutes'),
    ).toBeTruthy();
    expect(openProviderPage).not.toHaveBeenCalled();
  });

  it('asks for the verification’s status every 5 seconds until the provider decides', async () => {
    // Time runs on by itself too (the page loads as usual); the test moves it 5 s at a time.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let decided = false;
      const calls = installContributorApi(undefined, {
        'GET /api/contributor/applications': () => ({
          body: myApplications([submitted(decided ? 'approved' : 'pending')], REGISTERED),
        }),
        'GET /api/contributor/applications/{id}/kyc': () => ({
          body: decided
            ? { status: 'approved', decidedAt: '2026-11-24T10:10:00.000Z' }
            : { status: 'pending', decidedAt: null },
        }),
      });
      await renderContributorPage(paths.applications);
      const kyc = await screen.findByRole('region', { name: 'Identity verification' });
      expect(within(kyc).getByText('Pending')).toBeTruthy();
      const reads = () => calls.filter((call) => call.path.endsWith('/kyc')).length;
      await waitFor(() => expect(reads()).toBe(1));

      await act(() => jest.advanceTimersByTimeAsync(KYC_POLL_MS));
      await waitFor(() => expect(reads()).toBe(2));
      decided = true;
      await act(() => jest.advanceTimersByTimeAsync(KYC_POLL_MS));
      await waitFor(() => expect(within(kyc).getByText('Approved')).toBeTruthy());
      expect(kyc.textContent).toContain('Your identity is verified.');

      const afterDecision = reads();
      await act(() => jest.advanceTimersByTimeAsync(KYC_POLL_MS * 3));
      expect(reads()).toBe(afterDecision);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when there is no application yet', async () => {
    installContributorApi(myApplications([]));
    await renderContributorPage(paths.applications);
    expect(await screen.findByRole('region', { name: 'No application yet' })).toBeTruthy();
  });

  it("shows the API's refusal when the applications cannot be read, with a way to try again", async () => {
    installContributorApi(undefined, {
      'GET /api/contributor/applications': { status: 500, body: { message: 'database error' } },
    });
    await renderContributorPage(paths.applications);
    expect(await screen.findByText('database error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the applications’ due date', () => {
  const dayFromToday = (days: number) =>
    new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);
  const dueIn = (days: number, facts = factsAt('wallet')) =>
    application(facts, {
      cohort: { ...application().cohort, period: 'voting', applicationsDueOn: dayFromToday(days) },
    });
  const card = () => screen.getByRole('region', { name: 'Your application for Wave 3' });

  it('says by when an unfinished application must be complete', async () => {
    installContributorApi(myApplications([dueIn(10)]));
    await renderContributorPage(paths.applications);
    await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(
      within(card()).getByText(
        (_text, element) =>
          element?.tagName === 'STRONG' &&
          element.textContent === `Complete your application by ${formatDate(dayFromToday(10))}.`,
      ),
    ).toBeTruthy();
  });

  it('says it was due once the date passed, and that the close ends it', async () => {
    installContributorApi(myApplications([dueIn(-2)]));
    await renderContributorPage(paths.applications);
    await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(within(card()).getByRole('status').textContent).toBe(
      `Your application was due by ${formatDate(dayFromToday(-2))}. Complete it now: when Wave 3 closes, an application not complete cannot be paid.`,
    );
  });

  it('says nothing of it once the application is submitted', async () => {
    installContributorApi(
      myApplications([dueIn(10, { ...factsAt('approved'), status: 'submitted' })]),
    );
    await renderContributorPage(paths.applications);
    await screen.findByRole('region', { name: 'Your application for Wave 3' });
    expect(within(card()).queryByText(/Complete your application by/)).toBeNull();
  });
});

describe('an application of a cancelled cohort', () => {
  it('is over, says so with the admins’ reason, and offers no step', async () => {
    const cancelled = application(
      { ...factsAt('wallet'), cohortPeriod: 'cancelled' },
      {
        cohort: {
          ...application().cohort,
          period: 'cancelled',
          cancelReason: 'Started by mistake.',
        },
      },
    );
    installContributorApi(myApplications([cancelled]));
    await renderContributorPage(paths.applications);
    const card = within(await screen.findByRole('region', { name: 'Your application for Wave 3' }));
    expect(card.getByText('Ended (cohort cancelled)')).toBeTruthy();
    expect(
      card.getByText(
        'Wave 3 was cancelled: this application is over and no grant is paid from it. You can be nominated again in a later cohort.',
      ),
    ).toBeTruthy();
    expect(card.getByText('The reason given: «Started by mistake.»')).toBeTruthy();
    expect(card.queryByRole('link', { name: /^Register your wallet/ })).toBeNull();
    expect(card.queryByText(/Complete your application by/)).toBeNull();
  });
});
