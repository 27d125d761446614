import type { EvidenceOutcome, ScoutEvidence, ScoutEvidenceList } from '@glow/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installScoutApi } from '../testing/fakeScoutApi';
import { renderScoutPage } from '../testing/renderScoutPage';

const PULL: ScoutEvidence = {
  id: 5,
  url: 'https://github.com/XRPLF/xrpl.js/pull/2741',
  kind: 'pullRequest',
  note: 'The rewrite itself.',
  addedAt: '2026-12-03T10:00:00.000Z',
  github: {
    title: 'Autofill fetches fees and sequences once per batch',
    state: 'merged',
    mergedAt: '2026-11-20T10:00:00.000Z',
    publishedAt: null,
    readAt: '2026-12-03T10:00:01.000Z',
    notReadBecause: null,
  },
  addedByMe: true,
  canRemove: true,
};

const OTHERS: ScoutEvidence = {
  ...PULL,
  id: 6,
  url: 'https://xrpl.org/blog/autofill',
  kind: 'post',
  note: 'A co-nominator found this post.',
  github: null,
  addedByMe: false,
  canRemove: false,
};

function evidenceList(fields: Partial<ScoutEvidenceList> = {}): ScoutEvidenceList {
  return {
    nomination: {
      id: 30,
      contributor: { firstName: 'Maya', lastName: 'Okafor' },
      projects: [{ id: 1, name: 'xrpl.js' }],
      cohort: { id: 3, name: 'Wave 2', period: 'voting' },
    },
    canChange: true,
    evidence: [PULL, OTHERS],
    ...fields,
  };
}

async function openEvidence(list = evidenceList(), routes = {}) {
  const calls = installScoutApi({
    'GET /api/nominations/{id}/evidence': { body: list },
    ...routes,
  });
  await renderScoutPage('/scout/nominations/30/evidence');
  await screen.findByRole('heading', { level: 1, name: 'Evidence for Maya Okafor' });
  return calls;
}

const form = () => screen.getByRole('form', { name: 'Add evidence' });

describe('the evidence page', () => {
  it('lists the links with their notes and GitHub facts; Remove only on what the scout may remove', async () => {
    await openEvidence();
    const [pull, post] = within(screen.getByRole('list', { name: 'Evidence' })).getAllByRole(
      'listitem',
    );
    expect(pull!.textContent).toContain(
      'Merged Autofill fetches fees and sequences once per batch',
    );
    expect(pull!.textContent).toContain('The rewrite itself.');
    expect(within(pull!).getByRole('button', { name: `Remove ${PULL.url}` })).toBeTruthy();
    expect(post!.textContent).toContain('A co-nominator found this post.');
    expect(within(post!).queryByRole('button')).toBeNull();
    expect(screen.getByText('xrpl.js · Wave 2')).toBeTruthy();
  });

  it('sends a link, its kind (chosen from a GitHub link) and note, then clears the form', async () => {
    const added: EvidenceOutcome = {
      success: true,
      message: 'evidence added',
      evidence: { ...PULL, id: 7, url: 'https://github.com/XRPLF/xrpl.js/releases/tag/v4.3.0' },
    };
    const calls = await openEvidence(undefined, {
      'POST /api/nominations/{id}/evidence': { status: 201, body: added },
    });
    const user = userEvent.setup();
    await user.type(
      within(form()).getByRole('textbox', { name: 'Link' }),
      'https://github.com/XRPLF/xrpl.js/releases/tag/v4.3.0',
    );
    expect(
      (within(form()).getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value,
    ).toBe('release');
    await user.type(within(form()).getByRole('textbox', { name: 'Note' }), 'Shipped in 4.3.0.');
    await act(async () =>
      fireEvent.click(within(form()).getByRole('button', { name: 'Add evidence' })),
    );
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/nominations/30/evidence');
    expect(post?.body).toEqual({
      url: 'https://github.com/XRPLF/xrpl.js/releases/tag/v4.3.0',
      kind: 'release',
      note: 'Shipped in 4.3.0.',
    });
    expect((within(form()).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('says what is wrong before sending, and shows the server refusing a link under it', async () => {
    const calls = await openEvidence(undefined, {
      'POST /api/nominations/{id}/evidence': {
        status: 400,
        body: {
          message: 'fields invalid: url must point at a pull request that exists on GitHub',
          fields: ['url'],
        },
      },
    });
    await act(async () =>
      fireEvent.click(within(form()).getByRole('button', { name: 'Add evidence' })),
    );
    expect(form().textContent).toContain('Link is required');
    expect(form().textContent).toContain('Note is required');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const user = userEvent.setup();
    await user.type(
      within(form()).getByRole('textbox', { name: 'Link' }),
      'https://github.com/XRPLF/xrpl.js/pull/99999',
    );
    await user.type(within(form()).getByRole('textbox', { name: 'Note' }), 'The change.');
    await act(async () =>
      fireEvent.click(within(form()).getByRole('button', { name: 'Add evidence' })),
    );
    expect(
      await within(form()).findByText('Link must point at a pull request that exists on GitHub'),
    ).toBeTruthy();
  });

  it('shows the evidence without a form once the assessment started', async () => {
    await openEvidence(
      evidenceList({
        canChange: false,
        evidence: [{ ...PULL, canRemove: false }],
        nomination: {
          ...evidenceList().nomination,
          cohort: { id: 3, name: 'Wave 2', period: 'assessment' },
        },
      }),
    );
    expect(screen.queryByRole('form', { name: 'Add evidence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText(/it can no longer change/)).toBeTruthy();
  });

  it('says when the scout backs no such nomination', async () => {
    installScoutApi({
      'GET /api/nominations/{id}/evidence': {
        status: 404,
        body: { message: 'nomination not found' },
      },
    });
    await renderScoutPage('/scout/nominations/30/evidence');
    expect(await screen.findByText('nomination not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your nominations' })).toBeTruthy();
  });
});
