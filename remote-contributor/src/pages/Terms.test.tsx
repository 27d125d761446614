import { formatDate } from '@glow/shared-ui/pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import {
  application,
  contributorDocument,
  factsAt,
  installContributorApi,
  myApplications,
  VERSION,
} from '../testing/fakeContributorApi';
import { renderContributorPage } from '../testing/renderContributorPage';

const ACCEPTED_AT = '2026-11-24T09:12:00.000Z';

describe('the terms of service and the code of conduct', () => {
  it('shows the terms with their version and accepts them explicitly, then opens the code of conduct', async () => {
    const calls = installContributorApi(undefined, {
      'POST /api/contributor/documents/{document}/acceptance': {
        body: { message: 'terms accepted', version: VERSION, acceptedAt: ACCEPTED_AT },
      },
    });
    const { router } = await renderContributorPage(paths.terms);

    const terms = await screen.findByRole('region', { name: 'Glow terms of service' });
    expect(within(terms).getByText(`Version ${VERSION}`)).toBeTruthy();
    expect(
      within(terms).getByText('Glow grants are paid in XRP to the address you register.'),
    ).toBeTruthy();
    const accept = within(terms).getByRole('button', { name: 'Accept' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(
      within(terms).getByRole('checkbox', {
        name: `I have read and accept the terms of service (version ${VERSION})`,
      }),
    );
    fireEvent.click(accept);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.codeOfConduct));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/contributor/documents/terms/acceptance');
    expect(post.body).toEqual({ version: VERSION });
    expect(await screen.findByText('Terms accepted')).toBeTruthy();
  });

  it('accepts the code of conduct, then opens the eligibility questions', async () => {
    const calls = installContributorApi(myApplications([application(factsAt('codeOfConduct'))]), {
      'POST /api/contributor/documents/{document}/acceptance': {
        body: { message: 'code of conduct accepted', version: VERSION, acceptedAt: ACCEPTED_AT },
      },
    });
    const { router } = await renderContributorPage(paths.codeOfConduct);
    const conduct = await screen.findByRole('region', { name: 'Glow code of conduct' });
    fireEvent.click(
      within(conduct).getByRole('checkbox', {
        name: `I have read and accept the code of conduct (version ${VERSION})`,
      }),
    );
    fireEvent.click(within(conduct).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.eligibility));
    expect(calls.find((call) => call.method === 'POST')!.path).toBe(
      '/api/contributor/documents/codeOfConduct/acceptance',
    );
  });

  it('says when the version shown was accepted, with the way on', async () => {
    installContributorApi(myApplications([application(factsAt('codeOfConduct'))]), {
      'GET /api/contributor/documents/{document}': {
        body: contributorDocument('terms', { acceptedVersion: VERSION, acceptedAt: ACCEPTED_AT }),
      },
    });
    await renderContributorPage(paths.terms);
    const terms = await screen.findByRole('region', { name: 'Glow terms of service' });
    expect(terms.textContent).toContain(
      `Accepted version ${VERSION} on ${formatDate(ACCEPTED_AT)}.`,
    );
    expect(within(terms).queryByRole('checkbox')).toBeNull();
    expect(within(terms).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      paths.codeOfConduct,
    );
  });

  it('asks again when the terms changed since they were accepted', async () => {
    installContributorApi(undefined, {
      'GET /api/contributor/documents/{document}': {
        body: contributorDocument('terms', {
          version: '2026-11-2',
          acceptedVersion: VERSION,
          acceptedAt: ACCEPTED_AT,
        }),
      },
    });
    await renderContributorPage(paths.terms);
    const terms = await screen.findByRole('region', { name: 'Glow terms of service' });
    expect(terms.textContent).toContain(
      `You accepted version ${VERSION}; the terms of service changed to version 2026-11-2.`,
    );
    expect(
      within(terms).getByRole('checkbox', {
        name: 'I have read and accept the terms of service (version 2026-11-2)',
      }),
    ).toBeTruthy();
  });

  it('shows the API’s refusal of an acceptance', async () => {
    installContributorApi(undefined, {
      'POST /api/contributor/documents/{document}/acceptance': {
        status: 400,
        body: { message: 'fields invalid: version 2026-11-1 is not the current terms (2026-11-2)' },
      },
    });
    const { router } = await renderContributorPage(paths.terms);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Fields invalid: version 2026-11-1 is not the current terms (2026-11-2)',
    );
    expect(router.state.location.pathname).toBe(paths.terms);
  });

  it('is locked until the terms are accepted: the code of conduct comes after them', async () => {
    installContributorApi();
    await renderContributorPage(paths.codeOfConduct);
    const locked = await screen.findByRole('region', { name: 'Locked' });
    expect(locked.textContent).toContain('Locked: accept the terms of service first.');
    expect(
      within(locked).getByRole('link', { name: 'Go to Terms of service' }).getAttribute('href'),
    ).toBe(paths.terms);
  });
});
