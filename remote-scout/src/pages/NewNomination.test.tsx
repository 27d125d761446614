import { signedOut } from '@glow/shared-api';
import type { ReceivedCall } from '@glow/shared-api/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  draftKey,
  emptyDraft,
  writeDraft,
  type NominationDraft,
} from '../components/NominationDraft';
import { stepPath } from '../components/steps';
import { paths } from '../paths';
import {
  CLIO,
  installScoutApi,
  MAYA,
  MAYA_FOR_XRPL_JS,
  project,
  scouted,
  WAVE_1,
  WAVE_2,
} from '../testing/fakeScoutApi';
import { renderScoutPage, signedInScout } from '../testing/renderScoutPage';

const PASSING: NominationDraft['answers'] = {
  over18: 'yes',
  notInRestrictedRegion: 'no',
  notOnSanctionsList: 'no',
  notRippleEmployee: 'no',
};

const storedDraft = (): NominationDraft | null => {
  const stored = localStorage.getItem(draftKey(signedInScout.id));
  return stored ? (JSON.parse(stored) as NominationDraft) : null;
};

/** A draft of Wave 2 with `changes`, as a scout would have left it. */
function keepDraft(changes: Partial<NominationDraft>) {
  writeDraft(signedInScout.id, { ...emptyDraft(WAVE_2), ...changes });
}

const READY: Partial<NominationDraft> = {
  answers: PASSING,
  projects: [{ id: 1, name: 'xrpl.js', githubRepo: 'XRPLF/xrpl.js' }],
  contributor: { ...MAYA, activeNominations: 0 },
  description: 'Rewrote the transaction signing.',
  categories: ['Solving Technical Debt'],
  contributionDate: '2026-11-02',
};

const writes = (calls: ReceivedCall[]) => calls.filter((call) => call.method !== 'GET');
const stepHeading = () => screen.findByRole('heading', { level: 2, name: /^\d\. / });
/** Waits for the step titled `title` to be shown. */
const expectStep = (title: string) => screen.findByRole('heading', { level: 2, name: title });
/** Opens the contributor step's form with an empty draft, fills in `values` by label, submits. */
async function submitNewContributor(values: Record<string, string>) {
  keepDraft({ ...READY, contributor: null });
  await renderScoutPage(stepPath('contributor'));
  await stepHeading();
  fireEvent.click(screen.getByRole('button', { name: 'Create a contributor' }));
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Create contributor' })),
  );
}

const messageOf = (label: string) =>
  (screen.getByLabelText(label) as HTMLElement)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .at(-1);

beforeEach(() => localStorage.clear());

// jsdom has no CSS.escape, which user-event uses to find the other radios of a group.
beforeAll(() => {
  if (!globalThis.CSS?.escape)
    Object.assign(globalThis, { CSS: { escape: (value: string) => value } });
});

describe('a new nomination: screening', () => {
  it('stops at a failing answer with the reason, sends nothing, and keeps it across a reload', async () => {
    const calls = installScoutApi();
    const { view } = await renderScoutPage(paths.newNomination);
    await stepHeading();
    const sanctions = screen.getByRole('group', { name: 'Is the nominee on a sanctions list?' });
    fireEvent.click(within(sanctions).getByLabelText('Yes'));

    expect(
      screen.getByText('Nominees on a sanctions list cannot be funded through Glow.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    expect(writes(calls)).toEqual([]);

    view.unmount();
    await renderScoutPage(paths.newNomination);
    await stepHeading();
    expect(
      screen.getByText('Nominees on a sanctions list cannot be funded through Glow.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(
      screen.queryByText('Nominees on a sanctions list cannot be funded through Glow.'),
    ).toBeNull();
    expect(storedDraft()).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('does not open a later step before the screening is done', async () => {
    installScoutApi();
    const { router } = await renderScoutPage(stepPath('review'));
    await expectStep('1. Screening');
    expect(router.state.location.search).toBe('?step=screening');
  });
});

describe('a new nomination: the whole flow with the keyboard only', () => {
  it('reaches and submits every step with Tab, Space, arrows and Enter', async () => {
    const calls = installScoutApi();
    const user = userEvent.setup();
    await renderScoutPage(paths.newNomination);
    await stepHeading();

    // 1. Screening: Yes to the first question, No to the three others (arrow keys in a group).
    await user.tab();
    await user.keyboard(' ');
    for (let question = 0; question < 3; question += 1) {
      await user.tab();
      await user.keyboard('{ArrowRight}');
    }
    expect(storedDraft()?.answers).toEqual(PASSING);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Continue');
    await user.keyboard('{Enter}');

    // 2. Projects: type, the list opens; Arrow Down, Enter chooses.
    await expectStep('2. Projects');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Find a project' }));
    await user.keyboard('xrpl');
    await screen.findByRole('option', { name: /xrpl\.js/ });
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(storedDraft()?.projects.map((chosen) => chosen.name)).toEqual(['xrpl.js']);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    while (document.activeElement !== continueButton) await user.tab();
    await user.keyboard('{Enter}');

    // 3. Contributor.
    await expectStep('3. Contributor');
    await user.tab();
    await user.keyboard('okafor');
    await screen.findByRole('option', { name: /Maya Okafor/ });
    await user.keyboard('{Enter}');
    expect(storedDraft()?.contributor?.id).toBe(MAYA.id);
    const next = screen.getByRole('button', { name: 'Continue' });
    while (document.activeElement !== next) await user.tab();
    await user.keyboard('{Enter}');

    // 4. Details.
    await expectStep('4. Details');
    await user.tab();
    await user.keyboard('Rewrote the transaction signing.');
    expect(screen.getByText('32 of 2,000 characters')).toBeTruthy();
    await user.tab();
    await user.keyboard(' ');
    const date = screen.getByLabelText('Contribution date');
    while (document.activeElement !== date) await user.tab();
    // jsdom has no date picker: a typed value is what a keyboard user's browser gives.
    fireEvent.change(date, { target: { value: '2026-11-02' } });
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Continue');
    await user.keyboard('{Enter}');

    // 5. Review and submit.
    await expectStep('5. Review and submit');
    const submit = screen.getByRole('button', { name: 'Submit the nomination' });
    while (document.activeElement !== submit) await user.tab();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toEqual({
      screening: {
        over18: true,
        notInRestrictedRegion: true,
        notOnSanctionsList: true,
        notRippleEmployee: true,
      },
      contributorId: MAYA.id,
      projectIds: [1],
      description: 'Rewrote the transaction signing.',
      categories: ['Solving Technical Debt'],
      contributionDate: '2026-11-02',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nominations' })).toBeTruthy();
    expect(storedDraft()).toBeNull();
    expect(screen.getByText('Nomination created')).toBeTruthy();
    expect(
      screen.getByText('Maya Okafor is invited to Glow by email to set a password and apply.'),
    ).toBeTruthy();
  });
});

describe('a new nomination: submitted', () => {
  it('tells the scout that a contributor who has an account is emailed the news', async () => {
    installScoutApi({
      'POST /api/nominations': {
        status: 201,
        body: {
          success: true,
          message: 'nomination created',
          nomination: scouted(30),
          contributorEmailed: 'nominated',
        },
      },
    });
    keepDraft(READY);
    await renderScoutPage(stepPath('review'));
    await stepHeading();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit the nomination' })),
    );
    expect(
      await screen.findByText('Maya Okafor is told by email that they were nominated in Wave 2.'),
    ).toBeTruthy();
    expect(screen.queryByText(/invited to Glow/)).toBeNull();
  });
});

describe('a new nomination: the draft', () => {
  it('is restored after a reload, on the step in the address', async () => {
    installScoutApi();
    keepDraft({ ...READY, description: 'Half written', categories: [] });
    await renderScoutPage(stepPath('details'));
    await expectStep('4. Details');
    expect((screen.getByLabelText('Description of the work') as HTMLTextAreaElement).value).toBe(
      'Half written',
    );
  });

  it('is cleared, with a notice, when it was for another cohort', async () => {
    installScoutApi();
    writeDraft(signedInScout.id, { ...emptyDraft(WAVE_1), answers: PASSING });
    await renderScoutPage(stepPath('projects'));
    expect(
      await screen.findByText(
        'Your draft was for Wave 1, whose nominations have closed; it has been cleared.',
      ),
    ).toBeTruthy();
    await expectStep('1. Screening');
  });

  it('is removed when the scout signs out', async () => {
    installScoutApi();
    keepDraft(READY);
    const { store } = await renderScoutPage(stepPath('review'));
    await expectStep('5. Review and submit');
    act(() => {
      store.dispatch(signedOut());
    });
    expect(storedDraft()).toBeNull();
  });

  it('is not shown at all while nominations are closed', async () => {
    installScoutApi({}, { cohort: WAVE_1 });
    await renderScoutPage(paths.newNomination);
    expect(
      await screen.findByText(/Nominations are closed: Wave 1 is in its voting period\./),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});

describe('a new nomination: each step', () => {
  it('refuses a details step without description, category or date, and warns of old work', async () => {
    installScoutApi();
    keepDraft({ ...READY, description: '', categories: [], contributionDate: '' });
    await renderScoutPage(stepPath('details'));
    await stepHeading();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(messageOf('Description of the work')).toBe('Description of the work is required');
    expect(screen.getByText(/^Categories is required/)).toBeTruthy();
    expect(messageOf('Contribution date')).toMatch(/^Contribution date/);

    fireEvent.change(screen.getByLabelText('Contribution date'), {
      target: { value: '2020-01-01' },
    });
    expect(screen.getByText(/This work is more than 6 months old/)).toBeTruthy();
  });

  it("shows the GitHub check's refusal of an inline project under its field", async () => {
    installScoutApi({
      'POST /api/projects': {
        status: 400,
        body: { message: 'GitHub repo not found (use a public repo)', fields: ['githubRepo'] },
      },
    });
    keepDraft({ answers: PASSING });
    await renderScoutPage(stepPath('projects'));
    await stepHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Create a project' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hooks' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Hooks tools' } });
    fireEvent.change(screen.getByLabelText('GitHub repository'), {
      target: { value: 'someone/private' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create project' })));
    expect(messageOf('GitHub repository')).toBe('GitHub repo not found (use a public repo)');
  });

  it('chooses a project created inline', async () => {
    const created = project(9, { name: 'Hooks', githubRepo: 'someone/hooks' });
    installScoutApi({
      'POST /api/projects': {
        status: 201,
        body: { success: true, message: 'project created', project: created },
      },
    });
    keepDraft({ answers: PASSING });
    await renderScoutPage(stepPath('projects'));
    await stepHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Create a project' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hooks' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Hooks tools' } });
    fireEvent.change(screen.getByLabelText('GitHub repository'), {
      target: { value: 'someone/hooks' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create project' })));
    expect(await screen.findByText('project created')).toBeTruthy();
    expect(storedDraft()?.projects).toEqual([
      { id: 9, name: 'Hooks', githubRepo: 'someone/hooks' },
    ]);
  });

  it('does not let Enter choose a match of the term typed before', async () => {
    installScoutApi();
    keepDraft({ answers: PASSING });
    await renderScoutPage(stepPath('projects'));
    await stepHeading();
    const search = screen.getByRole('combobox', { name: 'Find a project' });
    fireEvent.change(search, { target: { value: 'xrpl' } });
    await screen.findByRole('option', { name: /xrpl\.js/ });
    // Typed on and confirmed before the pause asks for the new term's matches.
    fireEvent.change(search, { target: { value: 'clio' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('option', { name: /xrpl\.js/ })).toBeNull();
    await screen.findByRole('option', { name: /Clio/ });
    expect(storedDraft()?.projects ?? []).toEqual([]);
  });

  it('marks a project the scout already backs in the cohort', async () => {
    installScoutApi(
      {},
      { nominations: [scouted(30, { projects: [{ ...CLIO, websiteUrl: null }] })] },
    );
    keepDraft({ answers: PASSING });
    await renderScoutPage(stepPath('projects'));
    await stepHeading();
    fireEvent.change(screen.getByRole('combobox', { name: 'Find a project' }), {
      target: { value: 'clio' },
    });
    const option = await screen.findByRole('option', { name: /Clio/ });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('You already back this project in Wave 2');
  });

  it('offers the contributor who has the email, as the refusal names them, instead of creating a second one', async () => {
    // Under another name and username than typed: no search for what was typed finds them.
    const holder = { ...MAYA, id: 9, lastName: 'Okafor-Reyes', githubUsername: 'mreyes' };
    const calls = installScoutApi({
      'POST /api/contributors': {
        status: 409,
        body: {
          message: 'contributor already exists: a contributor has this email',
          fields: ['email'],
          contributor: holder,
        },
      },
    });
    await submitNewContributor({
      'First name': 'Maya',
      'Last name': 'Okafor',
      Email: 'maya@example.org',
      'GitHub username': 'maya-okafor',
      'Contributor since': '2024-01-01',
    });
    expect(messageOf('Email')).toBe('Contributor already exists: a contributor has this email');
    fireEvent.click(await screen.findByRole('button', { name: 'Use Maya Okafor-Reyes instead' }));
    expect(storedDraft()?.contributor?.id).toBe(holder.id);
    expect(calls.at(-1)?.method).toBe('POST');
  });

  it('shows "user exists with a different role" under the email', async () => {
    installScoutApi({
      'POST /api/contributors': {
        status: 409,
        body: {
          message:
            "user exists with a different role: this email belongs to a Glow account that is not a contributor's",
          fields: ['email'],
        },
      },
    });
    await submitNewContributor({
      'First name': 'Jo',
      'Last name': 'Judge',
      Email: 'judge@glow.local',
      'GitHub username': 'jojudge',
      'Contributor since': '2024-01-01',
    });
    expect(messageOf('Email')).toMatch(/^User exists with a different role/);
  });
});

describe('a new nomination: co-nomination', () => {
  it('offers to back the nomination that exists for the pair, with the screening and a note', async () => {
    const calls = installScoutApi({
      'GET /api/contributors/{id}/nominations': { body: { nominations: [MAYA_FOR_XRPL_JS] } },
      'POST /api/nominations/{id}/co-nominations': {
        status: 201,
        body: {
          success: true,
          message: 'co-nomination added',
          nomination: scouted(21, { scouts: 2, myPart: 'co-nominator' }),
        },
      },
    });
    keepDraft({ ...READY, contributor: { ...MAYA, activeNominations: 1 } });
    await renderScoutPage(stepPath('contributor'));
    await stepHeading();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));

    const panel = await screen.findByRole('region', { name: /is already nominated for xrpl\.js/ });
    expect(panel.textContent).toContain(
      'Maya Okafor is already nominated for xrpl.js in Wave 2 (1 scout):',
    );
    expect(panel.textContent).toContain('Maintains the signing code.');
    fireEvent.change(screen.getByLabelText('Your note'), {
      target: { value: 'I reviewed this work too.' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Back this nomination' })),
    );
    const backing = writes(calls).at(-1)!;
    expect(backing.path).toBe(`/api/nominations/${MAYA_FOR_XRPL_JS.id}/co-nominations`);
    expect(backing.body).toEqual({
      screening: {
        over18: true,
        notInRestrictedRegion: true,
        notOnSanctionsList: true,
        notRippleEmployee: true,
      },
      note: 'I reviewed this work too.',
    });
    expect(await screen.findByText('Co-nomination added')).toBeTruthy();
    expect(storedDraft()).toBeNull();
  });

  it('goes on to the details when the nominations counted were withdrawn meanwhile', async () => {
    installScoutApi({
      'GET /api/contributors/{id}/nominations': {
        status: 404,
        body: { message: 'nominations not found for a contributor' },
      },
    });
    keepDraft({ ...READY, contributor: { ...MAYA, activeNominations: 1 } });
    await renderScoutPage(stepPath('contributor'));
    await stepHeading();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await expectStep('4. Details');
  });

  it('turns a race lost at submit into the offer to back the nomination the refusal carries', async () => {
    const calls = installScoutApi({
      'POST /api/nominations': {
        status: 409,
        body: {
          message:
            'nomination already exists: Maya Okafor is already nominated for xrpl.js in Wave 2',
          fields: ['projectIds'],
          nomination: MAYA_FOR_XRPL_JS,
        },
      },
    });
    keepDraft(READY);
    await renderScoutPage(stepPath('review'));
    await stepHeading();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit the nomination' })),
    );
    expect(await screen.findByRole('button', { name: 'Back this nomination' })).toBeTruthy();
    await expectStep('3. Contributor: already nominated');
    const panel = screen.getByRole('region', { name: /is already nominated for xrpl\.js/ });
    expect(panel.textContent).toContain('Maintains the signing code.');
    expect(calls.at(-1)?.path).toBe('/api/nominations');
  });

  it('sends the scout back to the projects when one is already backed', async () => {
    installScoutApi({
      'POST /api/nominations': {
        status: 409,
        body: {
          message: 'project already nominated: you already back xrpl.js in Wave 2',
          fields: ['projectIds'],
          projectIds: [1],
        },
      },
    });
    keepDraft(READY);
    await renderScoutPage(stepPath('review'));
    await stepHeading();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Submit the nomination' })),
    );
    await expectStep('2. Projects');
    expect(
      screen.getByText('project already nominated: you already back xrpl.js in Wave 2'),
    ).toBeTruthy();
  });
});
