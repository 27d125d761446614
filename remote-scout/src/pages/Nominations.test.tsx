import { formatDate } from '@glow/shared-ui/pages';
import { screen, waitFor, within, act, fireEvent } from '@testing-library/react';
import { paths } from '../paths';
import { installScoutApi, scouted } from '../testing/fakeScoutApi';
import { renderScoutPage } from '../testing/renderScoutPage';

const WAVE_1_NOMINATION = scouted(12, {
  cohort: { id: 2, name: 'Wave 1', period: 'voting', active: false },
  status: 'in voting',
  score: 5,
  canChange: false,
});
const CO_NOMINATED = scouted(31, {
  contributor: { id: 8, firstName: 'Lars', lastName: 'Henriksen', githubUsername: 'larsh' },
  projects: [{ id: 2, name: 'Clio', githubRepo: 'XRPLF/clio', websiteUrl: null }],
  myPart: 'co-nominator',
  scouts: 2,
});

const rowOf = (name: string) => screen.getByText(name, { selector: 'strong' }).closest('tr')!;
const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

beforeEach(() => localStorage.clear());

describe('the scout nominations list', () => {
  it('groups the nominations by cohort in the order the API gives, with part, scouts and status', async () => {
    installScoutApi({}, { nominations: [scouted(30), CO_NOMINATED, WAVE_1_NOMINATION] });
    await renderScoutPage(paths.nominations);

    const wave2 = await screen.findByRole('table', { name: 'Wave 2' });
    const wave1 = screen.getByRole('table', { name: 'Wave 1' });
    expect(within(wave2).getAllByRole('row')).toHaveLength(3);
    expect(within(wave1).getAllByRole('row')).toHaveLength(2);
    expect(wave2.compareDocumentPosition(wave1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rowOf('Lars Henriksen').textContent).toContain('2 scoutsYour part: Co-nominated');
    // Read-only once the cohort has moved on.
    const old = within(wave1).getByText('Maya Okafor').closest('tr')!;
    expect(within(old).queryByRole('button')).toBeNull();
    expect(within(old).getByText('In voting')).toBeTruthy();
    // A co-nominator withdraws their backing; only the nominating scout edits.
    expect(within(rowOf('Lars Henriksen')).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("shows a closed cohort's nominations with the judges' final size, a Decline as not funded", async () => {
    const pilot = { id: 1, name: 'Pilot', period: 'closed' as const, active: false };
    installScoutApi(
      {},
      {
        nominations: [
          scouted(3, { cohort: pilot, status: 'sized', finalSize: 'large', canChange: false }),
          {
            ...CO_NOMINATED,
            cohort: pilot,
            status: 'declined',
            finalSize: 'decline',
            canChange: false,
          },
        ],
      },
    );
    await renderScoutPage(paths.nominations);

    await screen.findByRole('table', { name: 'Pilot' });
    expect(within(rowOf('Maya Okafor')).getByText('Sized: Large')).toBeTruthy();
    expect(within(rowOf('Lars Henriksen')).getByText('Not funded')).toBeTruthy();
  });

  it("shows a cancelled cohort's nominations as such, with nothing to change", async () => {
    const cancelled = { id: 3, name: 'Wave 2', period: 'cancelled' as const, active: false };
    installScoutApi(
      {},
      {
        nominations: [
          scouted(30, { cohort: cancelled, status: 'cohort cancelled', canChange: false }),
        ],
      },
    );
    await renderScoutPage(paths.nominations);

    const card = (await screen.findByRole('table', { name: 'Wave 2' })).closest('section')!;
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(rowOf('Maya Okafor')).getByText('Cohort cancelled')).toBeTruthy();
    expect(within(rowOf('Maya Okafor')).queryByRole('button')).toBeNull();
  });

  it('says what became of a sized grant: paid, or returned to the pool and why, never plain "Sized"', async () => {
    const pilot = { id: 1, name: 'Pilot', period: 'closed' as const, active: false };
    installScoutApi(
      {},
      {
        nominations: [
          scouted(3, {
            cohort: pilot,
            status: 'returned to pool',
            finalSize: 'large',
            grantReturnedBecause: 'KYC failed',
            canChange: false,
          }),
          { ...CO_NOMINATED, cohort: pilot, status: 'paid', finalSize: 'medium', canChange: false },
        ],
      },
    );
    await renderScoutPage(paths.nominations);

    await screen.findByRole('table', { name: 'Pilot' });
    const returned = within(rowOf('Maya Okafor')).getByText(
      'Sized: Large · grant returned to the pool (KYC failed)',
    );
    expect(returned).toBeTruthy();
    // It wraps in its column as a rounded box: a pill's round ends would crowd the lines into an oval.
    expect(getComputedStyle(returned).whiteSpace).toBe('normal');
    expect(getComputedStyle(returned).borderRadius).not.toBe('999px');
    expect(within(rowOf('Maya Okafor')).queryByText('Sized: Large')).toBeNull();
    expect(within(rowOf('Lars Henriksen')).getByText('Paid')).toBeTruthy();
  });

  it('clamps only a long description to two lines, with "more" to read it whole', async () => {
    const long = 'Rewrote the signing code of xrpl.js and its tests. '.repeat(4);
    const short =
      'Maintains the signing code of xrpl.js and answers its issues within a day or two, often less.';
    installScoutApi(
      {},
      {
        nominations: [scouted(30, { description: long }), { ...CO_NOMINATED, description: short }],
      },
    );
    await renderScoutPage(paths.nominations);
    const clamped = (text: string) =>
      getComputedStyle(screen.getByText(text.trim())).overflow === 'hidden';

    await screen.findByRole('table', { name: 'Wave 2' });
    expect(clamped(short)).toBe(false);
    expect(within(rowOf('Lars Henriksen')).queryByRole('button', { name: 'more' })).toBeNull();
    expect(clamped(long)).toBe(true);
    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'more' }));
    expect(clamped(long)).toBe(false);
    expect(within(rowOf('Maya Okafor')).getByRole('button', { name: 'less' })).toBeTruthy();
  });

  it('sends only the details changed in the edit dialog', async () => {
    const calls = installScoutApi(
      {
        'PATCH /api/nominations/{id}': {
          body: {
            success: true,
            message: 'nomination updated',
            nomination: scouted(30, { description: 'A better description.' }),
          },
        },
      },
      { nominations: [scouted(30)] },
    );
    await renderScoutPage(paths.nominations);
    await screen.findByRole('table', { name: 'Wave 2' });
    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Edit the nomination of Maya Okafor',
    });
    fireEvent.change(within(dialog).getByLabelText('Description of the work'), {
      target: { value: 'A better description.' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/nominations/30',
        body: { description: 'A better description.' },
      }),
    ]);
    expect(screen.getByText('Nomination updated')).toBeTruthy();
  });

  it('in the edit dialog, counts the 6 months of old work back from the day of the nomination', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
    const nominatedAt = daysAgo(40).toISOString();
    const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);
    // 200 days ago: more than 6 months before today, 160 days before the nomination.
    installScoutApi(
      {},
      { nominations: [scouted(30, { createdAt: nominatedAt, contributionDate: day(200) })] },
    );
    await renderScoutPage(paths.nominations);
    await screen.findByRole('table', { name: 'Wave 2' });
    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/months old/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Contribution date'), {
      target: { value: day(230) },
    });
    expect(
      await within(dialog).findByText(
        `This work was more than 6 months old when it was nominated, on ${formatDate(nominatedAt)}; judges look for work within the 6 months before the nomination.`,
      ),
    ).toBeTruthy();
  });

  it("shows the API's refusal in the edit dialog when the cohort has moved on", async () => {
    installScoutApi(
      {
        'PATCH /api/nominations/{id}': {
          status: 409,
          body: {
            message:
              'wrong status: Wave 2 is in its voting period; its nominations can no longer change',
          },
        },
      },
      { nominations: [scouted(30)] },
    );
    await renderScoutPage(paths.nominations);
    await screen.findByRole('table', { name: 'Wave 2' });
    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Description of the work'), {
      target: { value: 'Too late.' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })),
    );
    expect(
      await within(dialog).findByText(
        'wrong status: Wave 2 is in its voting period; its nominations can no longer change',
      ),
    ).toBeTruthy();
  });

  it('reads the list again after an edit and after a withdrawal', async () => {
    let nominations = [scouted(30), CO_NOMINATED];
    const list = () => ({ body: { nominations, page: 1, limit: 20, total: nominations.length } });
    installScoutApi({
      'GET /api/nominations/scouted': list,
      'PATCH /api/nominations/{id}': () => {
        nominations = [scouted(30, { description: 'A better description.' }), CO_NOMINATED];
        return {
          body: { success: true, message: 'nomination updated', nomination: nominations[0]! },
        };
      },
      'DELETE /api/nominations/{id}': () => {
        nominations = [CO_NOMINATED];
        return { body: { success: true, message: 'nomination withdrawn' } };
      },
    });
    await renderScoutPage(paths.nominations);
    await screen.findByRole('table', { name: 'Wave 2' });

    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Description of the work'), {
      target: { value: 'A better description.' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })),
    );
    await waitFor(() =>
      expect(rowOf('Maya Okafor').textContent).toContain('A better description.'),
    );

    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'Withdraw' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' })),
    );
    await waitFor(() =>
      expect(screen.queryByText('Maya Okafor', { selector: 'strong' })).toBeNull(),
    );
    expect(rowOf('Lars Henriksen')).toBeTruthy();
  });

  it('says what withdrawing does before doing it: alone, with co-nominators, or a backing', async () => {
    const calls = installScoutApi(
      {
        'DELETE /api/nominations/{id}/co-nominations/mine': {
          body: { success: true, message: 'co-nomination withdrawn' },
        },
      },
      {
        nominations: [
          scouted(30),
          scouted(32, {
            scouts: 3,
            contributor: { id: 9, firstName: 'Ana', lastName: 'Silva', githubUsername: 'asilva' },
          }),
          CO_NOMINATED,
        ],
      },
    );
    await renderScoutPage(paths.nominations);
    await screen.findByRole('table', { name: 'Wave 2' });

    fireEvent.click(within(rowOf('Maya Okafor')).getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw this nomination?' }).textContent).toContain(
      'Wave 2 loses the nomination of Maya Okafor for xrpl.js.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(rowOf('Ana Silva')).getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'it stays in Wave 2 and passes to the scout who backed it first',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);

    fireEvent.click(
      within(rowOf('Lars Henriksen')).getByRole('button', { name: 'Withdraw my backing' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your backing?' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw my backing' })),
    );
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/nominations/31/co-nominations/mine',
      }),
    ]);
    expect(await screen.findByText('Co-nomination withdrawn')).toBeTruthy();
  });
});
