import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NOT_SIGNED, ADDRESS_NOT_CONFIRMED } from '../components/detailsForm';
import { paths } from '../paths';
import {
  application,
  factsAt,
  INES_ADDRESS,
  INES_HANDLES,
  installContributorApi,
  myApplications,
  REGISTERED,
  VERSION,
} from '../testing/fakeContributorApi';
import { renderContributorPage } from '../testing/renderContributorPage';

const EARLIER_DETAILS = {
  previousXrplGrants: true,
  previousAccelerator: false,
  website: 'https://ines.example.org',
  github: 'imoreau',
};

const atDetails = (fields = {}) =>
  myApplications([application(factsAt('details'), fields)], REGISTERED);

const submitted = {
  'PUT /api/contributor/applications/{id}/details': {
    body: { message: 'application submitted', progress: application(factsAt('approved')).progress },
  },
};

function choose(question: string, choice: 'Yes' | 'No') {
  fireEvent.click(
    within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }),
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function signAndConfirm(name = 'Ines Moreau') {
  fireEvent.click(
    screen.getByRole('checkbox', {
      name: 'This is my XRPL address; I am liable for it being right',
    }),
  );
  type('Type your full name to sign', name);
}

const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const form = () => screen.findByRole('form', { name: 'Your application' });

describe('the application details', () => {
  it('sends the details, the confirmed registered address and the typed signature', async () => {
    const calls = installContributorApi(atDetails(), submitted);
    await renderContributorPage(paths.detailsSubmission);
    await form();

    expect(screen.getByLabelText('Registered address').textContent).toBe(INES_ADDRESS);
    expect(screen.getByText('Glow grant agreement')).toBeTruthy();
    expect(
      screen.getByText(
        'I confirm that my answers to the eligibility questions still hold for this cohort.',
      ),
    ).toBeTruthy();

    // No details submitted yet: GitHub and X start from the contributor's record.
    expect(inputValue('GitHub')).toBe(INES_HANDLES.githubUsername);
    expect(inputValue('X handle')).toBe(INES_HANDLES.xHandle);
    choose('Previous XRPL grants?', 'No');
    choose('Previous accelerator (e.g. XRPL Aquarium)?', 'Yes');
    type('Website', 'https://ines.example.org');
    type('X handle', '@ines_dev');
    type('Additional information', 'I maintain the signing code.');
    expect(screen.getByText('Optional · 28 of 2,000 characters')).toBeTruthy();
    signAndConfirm('  Ines Moreau ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Application submitted')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/contributor/applications/12/details');
    expect(put.body).toEqual({
      previousXrplGrants: false,
      previousAccelerator: true,
      website: 'https://ines.example.org',
      github: INES_HANDLES.githubUsername,
      xHandle: 'ines_dev',
      additionalInformation: 'I maintain the signing code.',
      confirmedAddress: INES_ADDRESS,
      agreementName: 'Ines Moreau',
      agreementVersion: VERSION,
    });
  });

  it('sends nothing without answers, the address confirmed and the signature', async () => {
    const calls = installContributorApi(atDetails(), submitted);
    await renderContributorPage(paths.detailsSubmission);
    await form();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(ADDRESS_NOT_CONFIRMED)).toBeTruthy();
    expect(screen.getAllByText('Answer this question')).toHaveLength(2);
    expect(screen.getByText(NOT_SIGNED)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('fills the form with the details submitted before, to check and sign again', async () => {
    installContributorApi(atDetails({ details: EARLIER_DETAILS }), submitted);
    await renderContributorPage(paths.detailsSubmission);
    await form();
    const checked = (question: string) =>
      within(screen.getByRole('group', { name: question }))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => (radio as HTMLInputElement).value);
    expect(checked('Previous XRPL grants?')).toEqual(['yes']);
    expect(checked('Previous accelerator (e.g. XRPL Aquarium)?')).toEqual(['no']);
    expect(inputValue('GitHub')).toBe('imoreau');
    // What was submitted stands: an X handle left out then is not taken from the record.
    expect(inputValue('X handle')).toBe('');
    expect((screen.getByLabelText('Type your full name to sign') as HTMLInputElement).value).toBe(
      '',
    );
    expect(
      (screen.getByRole('checkbox', { name: /This is my XRPL address/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('shows the API’s refusal of the typed name under it', async () => {
    installContributorApi(atDetails({ details: EARLIER_DETAILS }), {
      'PUT /api/contributor/applications/{id}/details': {
        status: 400,
        body: {
          message:
            'fields invalid: agreementName must be your full name as Glow has it: Ines Moreau',
        },
      },
    });
    await renderContributorPage(paths.detailsSubmission);
    await form();
    signAndConfirm('Ines M.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByText('Your typed name must be your full name as Glow has it: Ines Moreau'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Type your full name to sign').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows the admins’ reason on a returned application and resubmits it', async () => {
    const calls = installContributorApi(
      myApplications(
        [
          application(
            { ...factsAt('details'), status: 'returned' },
            { details: EARLIER_DETAILS, returnReason: 'Your website link is broken.' },
          ),
        ],
        REGISTERED,
      ),
      submitted,
    );
    await renderContributorPage(paths.detailsSubmission);
    const returned = await form();
    expect(within(returned).getByRole('status').textContent).toContain(
      'The admins returned your application: Your website link is broken.',
    );
    type('Website', 'https://ines.example.net');
    signAndConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        website: 'https://ines.example.net',
        github: 'imoreau',
      }),
    );
  });

  it('asks to confirm the new address after a wallet change, and resubmits with it', async () => {
    const calls = installContributorApi(
      myApplications(
        [
          application(
            { ...factsAt('details'), status: 'walletChanged' },
            { details: EARLIER_DETAILS },
          ),
        ],
        REGISTERED,
      ),
      submitted,
    );
    await renderContributorPage(paths.detailsSubmission);
    const changed = await form();
    expect(within(changed).getByRole('status').textContent).toContain(
      'Your wallet changed after you submitted: confirm the new address in the grant agreement and submit again.',
    );
    signAndConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Resubmit' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        confirmedAddress: INES_ADDRESS,
      }),
    );
  });

  it('says the application is with the admins once submitted', async () => {
    installContributorApi(
      myApplications(
        [
          application(
            { ...factsAt('approved'), status: 'submitted' },
            {
              agreement: {
                name: 'Ines Moreau',
                version: VERSION,
                address: INES_ADDRESS,
                signedAt: '2026-11-24T10:00:00.000Z',
              },
            },
          ),
        ],
        REGISTERED,
      ),
    );
    await renderContributorPage(paths.detailsSubmission);
    const done = await screen.findByRole('region', { name: 'Application submitted' });
    expect(done.textContent).toContain('Your application is with the admins for review.');
    expect(done.textContent).toContain(`signed by Ines Moreau`);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('is locked before a wallet is registered', async () => {
    installContributorApi(myApplications([application(factsAt('wallet'))]));
    await renderContributorPage(paths.detailsSubmission);
    const locked = await screen.findByRole('region', { name: 'Locked' });
    expect(locked.textContent).toContain('Locked: register your wallet first.');
    expect(within(locked).getByRole('link', { name: 'Go to Wallet' }).getAttribute('href')).toBe(
      paths.walletRegistration,
    );
  });
});
