import { formatDateTime } from '@glow/shared-ui/pages';
import type { AdminApplicationDetail } from '@glow/contract';
import { selectBreadcrumb } from '@glow/shared-api';
import { installFakeApi, type FakeAnswer, type ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { applicationPath, applicationsPath, cohortPath, nominationPath } from '../paths';
import {
  INES_ADDRESS,
  INES_APPLICATION,
  LARS_APPLICATION,
  progressOf,
} from '../testing/applications';
import { renderAdminPage } from '../testing/renderAdminPage';

let calls: ReceivedCall[];
let application: AdminApplicationDetail;
const callsTo = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

function install(routes: Record<string, FakeAnswer | ((call: ReceivedCall) => FakeAnswer)> = {}) {
  calls = installFakeApi({
    'GET /api/applications/{id}': () => ({ body: application }),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  application = structuredClone(INES_APPLICATION);
  install();
});

async function open() {
  const rendered = await renderAdminPage(applicationPath(application.id));
  await screen.findByRole('heading', {
    level: 1,
    name: `Application of ${application.contributor.name}`,
  });
  return rendered;
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const OUTCOME = { success: true } as const;

describe('an application: what the admin reviews', () => {
  it("puts the application's cohort in the breadcrumb trail: Cohorts › Wave 1", async () => {
    const { store } = await open();
    expect(selectBreadcrumb(store.getState(), applicationPath(application.id))).toEqual({
      label: `Application of ${application.contributor.name}`,
      trail: [
        { label: 'Cohorts', path: '/admin/cohorts' },
        { label: 'Wave 1', path: cohortPath(2) },
      ],
    });
  });

  it('shows each step with who and when, the answers, the wallet in full, details and agreement', async () => {
    await open();
    expect(callsTo('GET', '/api/applications/31')[0]?.token).toBe('admin-token');
    expect(screen.getByRole('link', { name: 'Applications of Wave 1' }).getAttribute('href')).toBe(
      applicationsPath(2),
    );

    const steps = within(region('Steps').getByRole('list', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'AccountDone',
      `Terms of serviceDoneVersion 2026-11-1, accepted ${formatDateTime('2026-11-24T10:01:00.000Z')}`,
      `Code of conductDoneVersion 2026-11-1, accepted ${formatDateTime('2026-11-24T10:02:00.000Z')}`,
      `EligibilityDoneAnswered ${formatDateTime('2026-11-24T10:03:00.000Z')} by Ines Moreau`,
      `WalletDoneRegistered ${formatDateTime('2026-11-24T10:05:00.000Z')}`,
      `Application detailsDoneSubmitted ${formatDateTime('2026-11-24T10:20:00.000Z')}`,
      'Review by the adminsNext',
      'Identity verification (KYC)Not needed',
    ]);

    expect(
      region('Nominations')
        .getByRole('link', { name: 'Ledger Lens, xrpl.js' })
        .getAttribute('href'),
    ).toBe(nominationPath(40));

    const answers = region('Eligibility').getAllByRole('listitem');
    expect(answers).toHaveLength(7);
    expect(answers.every((answer) => answer.textContent?.endsWith('Yes'))).toBe(true);

    expect(region('Wallet').getByText(INES_ADDRESS).tagName).toBe('CODE');
    const details = region('Details and agreement');
    const fact = (name: string) => details.getByText(name).nextElementSibling?.textContent;
    expect(fact('Previous XRPL grants')).toBe('No');
    expect(fact('Previous accelerator (e.g. XRPL Aquarium)')).toBe('Yes');
    expect(details.getByRole('link', { name: '@imoreau' }).getAttribute('href')).toBe(
      'https://github.com/imoreau',
    );
    expect(fact('X handle')).toBe('—');
    expect(fact('Signed as')).toBe('Ines Moreau');
    expect(fact('Address confirmed')).toBe(INES_ADDRESS);
    expect(
      region('Identity verification (KYC)').getByText('Status').nextElementSibling?.textContent,
    ).toBe('Not required');
    expect(
      region('History')
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      `${formatDateTime('2026-11-24T10:01:00.000Z')} · Ines Moreau: Accepted the terms of service, version 2026-11-1`,
      `${formatDateTime('2026-11-24T10:20:00.000Z')} · Ines Moreau: Submitted the application`,
    ]);
  });

  it('marks a failing eligibility answer with its explanation, and offers only Reopen', async () => {
    application = structuredClone(LARS_APPLICATION);
    install();
    await open();

    const failing = region('Eligibility')
      .getAllByRole('listitem')
      .filter((answer) => !answer.textContent?.endsWith('Yes'));
    expect(failing.map((answer) => answer.textContent)).toEqual([
      'The nominated work was done within the 6 months before it was nominated.NoNot eligible: Glow rewards work done within the 6 months before its nomination.',
    ]);
    const review = region('Review');
    expect(
      review.getByText(
        'Not eligible: Glow rewards work done within the 6 months before its nomination.',
      ),
    ).toBeTruthy();
    expect(review.getAllByRole('button').map((button) => button.textContent)).toEqual(['Reopen']);
    expect(region('Wallet').getByText('No wallet registered yet.')).toBeTruthy();
  });

  it('a returned one: who returned it, when and why; a wallet changed since submission', async () => {
    application = {
      ...application,
      status: 'returned',
      progress: progressOf({ status: 'returned' }),
      walletChangedAfterSubmission: true,
      review: {
        reviewed: { at: '2026-11-24T11:00:00.000Z', by: 'Demo Admin' },
        returnReason: 'The website is not the project’s.',
      },
    };
    install();
    await open();

    const review = region('Review');
    expect(review.getByText(/^Returned/).textContent).toBe(
      `Returned ${formatDateTime('2026-11-24T11:00:00.000Z')} by Demo Admin: “The website is not the project’s.” — the contributor can change it and submit again.`,
    );
    expect(
      review.getByText(
        'The wallet changed after the application was submitted: the grant is not paid until the contributor confirms the new address in the agreement and an admin approves again.',
      ),
    ).toBeTruthy();
    expect(region('Wallet').getByText('Wallet changed after submission')).toBeTruthy();
    expect(review.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Request KYC',
    ]);
  });

  it('an approved one: the address its grant is paid to, approved with it', async () => {
    application = {
      ...application,
      status: 'approved',
      progress: progressOf({ status: 'approved' }),
      approvedAddress: INES_ADDRESS,
      review: {
        reviewed: { at: '2026-11-24T11:00:00.000Z', by: 'Demo Admin' },
        returnReason: null,
      },
    };
    install();
    await open();
    const destination = region('Wallet').getByRole('definition');
    expect(destination.textContent).toBe(INES_ADDRESS);
    expect(
      region('Wallet').getByText('The grant is paid to (approved with the application)'),
    ).toBeTruthy();
  });

  const NEW_ADDRESS = 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf';

  it('one sent back by a wallet change: waits for the contributor to confirm the new address', async () => {
    application = {
      ...application,
      status: 'walletChanged',
      progress: progressOf({ status: 'walletChanged' }),
      walletChangedAfterSubmission: true,
      wallet: { ...application.wallet!, address: NEW_ADDRESS },
      approvedAddress: null,
      review: {
        reviewed: { at: '2026-11-24T11:00:00.000Z', by: 'Demo Admin' },
        returnReason: null,
      },
    };
    install();
    await open();
    expect(screen.getByText('Wallet changed')).toBeTruthy();
    const review = region('Review');
    expect(
      review.getByText(
        'Wallet changed: Ines Moreau must confirm the new address in the grant agreement and submit again; then it needs your approval again.',
      ),
    ).toBeTruthy();
    expect(review.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(region('Wallet').queryByText(/The grant is paid to/)).toBeNull();
    const steps = within(region('Steps').getByRole('list', { name: 'Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent).slice(5, 7)).toEqual([
      `Application detailsNextSubmitted ${formatDateTime('2026-11-24T10:20:00.000Z')}`,
      `Review by the adminsLockedReviewed ${formatDateTime('2026-11-24T11:00:00.000Z')} by Demo Admin, before the wallet changed`,
    ]);
  });

  it('one confirmed again after a wallet change: approving pays the grant to the new address', async () => {
    application = {
      ...application,
      walletChangedAfterSubmission: true,
      wallet: { ...application.wallet!, address: NEW_ADDRESS },
      agreement: { ...application.agreement!, address: NEW_ADDRESS },
    };
    install();
    await open();
    expect(
      region('Review').getByText(
        `The wallet changed after the application was submitted; the agreement now names ${NEW_ADDRESS}. Approving pays the grant to it.`,
      ),
    ).toBeTruthy();
  });

  it('says "application not found" for an unknown one', async () => {
    install({
      'GET /api/applications/{id}': { status: 404, body: { message: 'application not found' } },
    });
    await renderAdminPage(applicationPath(99));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'application not found: there is no application 99.',
    );
  });
});

describe('an application: the decisions', () => {
  it('approves a submitted application after a confirmation, and reads it again', async () => {
    install({
      'POST /api/applications/{id}/approval': () => {
        application = {
          ...application,
          status: 'approved',
          progress: progressOf({ status: 'approved' }),
          review: {
            reviewed: { at: '2026-11-24T11:00:00.000Z', by: 'Demo Admin' },
            returnReason: null,
          },
        };
        return { body: { ...OUTCOME, message: 'application approved' } };
      },
    });
    await open();

    fireEvent.click(region('Review').getByRole('button', { name: 'Approve' }));
    const dialog = within(
      screen.getByRole('dialog', { name: "Approve Ines Moreau's application?" }),
    );
    expect(dialog.getByText(/is emailed that the application is approved/)).toBeTruthy();
    expect(callsTo('POST', '/api/applications/31/approval')).toHaveLength(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Approve' })));

    expect(callsTo('POST', '/api/applications/31/approval')).toHaveLength(1);
    expect(await screen.findByText('Application approved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(region('Review').getByText(/^Approved/).textContent).toBe(
        `Approved ${formatDateTime('2026-11-24T11:00:00.000Z')} by Demo Admin.`,
      ),
    );
    expect(region('Review').queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says in the confirmation that payment also waits for a pending KYC', async () => {
    application.kycStatus = 'pending';
    application.kyc = {
      status: 'pending',
      requestReason: 'We check who receives company money.',
      verifications: [
        { status: 'pending', createdAt: '2026-11-24T10:40:00.000Z', decidedAt: null },
      ],
    };
    install();
    await open();
    fireEvent.click(region('Review').getByRole('button', { name: 'Approve' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        /Payment also waits for their identity verification/,
      ),
    ).toBeTruthy();
  });

  it('returns an application with a reason, required before anything is sent', async () => {
    install({
      'POST /api/applications/{id}/return': () => ({
        body: { ...OUTCOME, message: 'application returned' },
      }),
    });
    await open();

    fireEvent.click(region('Review').getByRole('button', { name: 'Return' }));
    const dialog = within(
      screen.getByRole('dialog', { name: "Return Ines Moreau's application?" }),
    );
    const reason = dialog.getByLabelText('Reason');
    expect(document.activeElement).toBe(reason);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Return' })));
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(reason.getAttribute('aria-describedby')!.split(' ').at(-1)!)
        ?.textContent,
    ).toBe('Reason is required');
    expect(callsTo('POST', '/api/applications/31/return')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'The website is not the project’s.' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Return' })));
    expect(callsTo('POST', '/api/applications/31/return')[0]?.body).toEqual({
      reason: 'The website is not the project’s.',
    });
    expect(await screen.findByText('Application returned')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a KYC with a reason', async () => {
    install({
      'POST /api/applications/{id}/kyc-request': { body: { ...OUTCOME, message: 'KYC requested' } },
    });
    await open();
    fireEvent.click(region('Review').getByRole('button', { name: 'Request KYC' }));
    const dialog = within(
      screen.getByRole('dialog', { name: 'Ask Ines Moreau to verify their identity?' }),
    );
    fireEvent.change(dialog.getByLabelText('Reason'), {
      target: { value: 'The explorer is a company product.' },
    });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Request KYC' })));
    expect(callsTo('POST', '/api/applications/31/kyc-request')[0]?.body).toEqual({
      reason: 'The explorer is a company product.',
    });
    expect(await screen.findByText('KYC requested')).toBeTruthy();
  });

  it('reopens a not-eligible application with a reason', async () => {
    application = structuredClone(LARS_APPLICATION);
    install({
      'POST /api/applications/{id}/reopen': {
        body: { ...OUTCOME, message: 'application reopened' },
      },
    });
    await open();
    fireEvent.click(region('Review').getByRole('button', { name: 'Reopen' }));
    const dialog = within(
      screen.getByRole('dialog', { name: "Reopen Lars Henriksen's application?" }),
    );
    fireEvent.change(dialog.getByLabelText('Reason'), {
      target: { value: 'He clicked No by mistake: the fix shipped in October.' },
    });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Reopen' })));
    expect(callsTo('POST', '/api/applications/32/reopen')[0]?.body).toEqual({
      reason: 'He clicked No by mistake: the fix shipped in October.',
    });
    expect(await screen.findByText('Application reopened')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const refusal = "wrong status: Ines Moreau's application is approved";
    install({
      'POST /api/applications/{id}/approval': { status: 409, body: { message: refusal } },
      'POST /api/applications/{id}/return': { status: 409, body: { message: refusal } },
    });
    await open();

    fireEvent.click(region('Review').getByRole('button', { name: 'Approve' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' })),
    );
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(
      refusal,
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(region('Review').getByRole('button', { name: 'Return' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Fix the website' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Return' })));
    expect((await dialog.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
