import { tokenReplaced } from '@glow/shared-api';
import { dismissToast, showToast } from '@glow/shared-ui';
import { daysAfter, formatDate } from '@glow/shared-ui/pages';
import { WalletError, WalletRequestCancelled, type XrplTransaction } from '@glow/shared-wallet';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installPublicApi,
  VERIFICATION_ADDRESS,
  VOTER_ADDRESS,
  walletToken,
  WAVE_1,
  type FakePublicApi,
} from '../testing/fakePublicApi';
import { paths } from '../paths';
import { renderPublicPage, type SignAndSubmit } from '../testing/renderPublicPage';

const HASH = 'AB'.repeat(32);
const connected = { wallet: { address: VOTER_ADDRESS } };

let api: FakePublicApi;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api = installPublicApi();
});

afterEach(() => {
  // The toast list is module state: leave it empty for the next test.
  act(() => {
    for (let id = showToast({ title: 'x' }); id > 0; id -= 1) dismissToast(id);
  });
});

/** Something the test settles later: a wallet's or the API's answer. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const card = (name: string) => screen.getByRole('article', { name });
const articleNames = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
/** "Score 3": the score as read out (the word is visually hidden). */
const scoreOf = (name: string) =>
  within(card(name)).getByText(
    (_text, element) => element?.tagName === 'P' && /^Score -?\d+$/.test(element.textContent ?? ''),
  ).textContent;
const upvote = (name: string) => screen.getByRole('button', { name: `Upvote ${name}` });
const downvote = (name: string) => screen.getByRole('button', { name: `Downvote ${name}` });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');
/** The toast (or message) whose text begins with `title`. */
const toastWith = (title: string) =>
  [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].find((toast) =>
    toast.textContent?.startsWith(title),
  );

async function registeredVoterOnVote() {
  api.state.voters.add(VOTER_ADDRESS);
  const rendered = await renderPublicPage(paths.vote, connected);
  await screen.findByText(/is registered to vote/);
  await waitFor(() => expect(pressed(upvote('xrpl.js'))).toBe('false'));
  return rendered;
}

/** A matcher of the element whose whole text is `text` (across a <time> inside it). */
const paragraphOrSpan =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    (element?.tagName === 'P' || element?.tagName === 'SPAN') && element.textContent === text;

describe('how long voting runs', () => {
  it('once the planned end has passed, says when it was planned to end and that it stays open', async () => {
    api.state.cohort = { ...WAVE_1, periodStartedAt: '2026-01-05T09:00:00.000Z' };
    await renderPublicPage(paths.vote);
    expect(
      await screen.findByText(
        `Voting was planned to end about ${formatDate('2026-01-19T09:00:00.000Z')}; it stays open until an admin moves the cohort on`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Voting runs for/)).toBeNull();
  });
});

it('links to the guide on how voting works', async () => {
  await renderPublicPage(paths.vote);
  expect((await screen.findByRole('link', { name: 'How voting works' })).getAttribute('href')).toBe(
    '/guide#voting',
  );
});

describe('the nominations', () => {
  it('shows each nomination: projects and links, contributor, categories, description, score', async () => {
    // Voting opened three days ago, for 14 days.
    const opened = daysAfter(new Date().toISOString(), -3);
    api.state.cohort = { ...WAVE_1, periodStartedAt: opened };
    await renderPublicPage(paths.vote);

    const xrplJs = within(await screen.findByRole('article', { name: 'xrpl.js' }));
    expect(
      xrplJs.getByRole('link', { name: 'GitHub repository of xrpl.js' }).getAttribute('href'),
    ).toBe('https://github.com/XRPLF/xrpl.js');
    expect(xrplJs.getByRole('link', { name: 'Website of xrpl.js' }).getAttribute('href')).toBe(
      'https://js.xrpl.org',
    );
    expect(xrplJs.getByText('Maya Okafor')).toBeTruthy();
    expect(xrplJs.getByRole('link', { name: '@mokafor' }).getAttribute('href')).toBe(
      'https://github.com/mokafor',
    );
    const categories = xrplJs.getByRole('list', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Solving Technical Debt', 'Creating Community Tools']);
    expect(xrplJs.getByText('Rewrote the transaction autofill path.')).toBeTruthy();
    // The scouts behind each: the nominating scout and the co-nominators.
    expect(xrplJs.getByText(/· 2 scouts$/)).toBeTruthy();
    expect(within(card('rippled')).getByText(/· 1 scout$/)).toBeTruthy();
    expect(scoreOf('xrpl.js')).toBe('Score 3');
    // No website: no link.
    expect(within(card('XRPL Standards')).queryByRole('link', { name: /Website/ })).toBeNull();

    expect(screen.getByRole('heading', { level: 2, name: 'Wave 1' })).toBeTruthy();
    expect(screen.getByText('Voting period')).toBeTruthy();
    // Since the day voting opened, not the cohort's start.
    expect(screen.getByText(paragraphOrSpan(`since ${formatDate(opened)}`))).toBeTruthy();
    expect(
      screen.getByText(`Voting runs for 14 days, until about ${formatDate(daysAfter(opened, 14))}`),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/nominations')[0]).toMatchObject({
      query: { page: '1', limit: '10', sort: 'score' },
      token: null,
    });
    // Highest score first.
    expect(articleNames()).toEqual(['xrpl.js', 'rippled', 'XRPL Standards']);
  });

  it('sorts and searches, keeping both in the URL', async () => {
    const { router } = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'xrpl.js' });

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() =>
      expect(api.callsTo('GET /api/nominations').at(-1)?.query).toEqual({
        page: '1',
        limit: '10',
        sort: 'newest',
      }),
    );
    expect(router.state.location.search).toBe('?sort=newest');
    await waitFor(() => expect(articleNames()).toEqual(['rippled', 'xrpl.js', 'XRPL Standards']));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search nominations' }), {
      target: { value: ' rippled ' },
    });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/nominations').at(-1)?.query).toMatchObject({
        search: 'rippled',
        sort: 'newest',
      }),
    );
    expect(router.state.location.search).toBe('?sort=newest&search=rippled');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'xrpl.js' })).toBeNull());
    expect(card('rippled')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like it' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('No nomination matches “nothing like it”.')).toBeTruthy();
  });

  it('links only to http(s) addresses, whatever is stored', async () => {
    api.state.nominations = [
      {
        ...api.state.nominations[0]!,
        projects: [
          {
            id: 1,
            name: 'Trap',
            githubRepo: 'javascript:alert(1)//x',
            websiteUrl: 'javascript:alert(document.cookie)',
          },
        ],
        contributor: { ...api.state.nominations[0]!.contributor, githubUsername: '//evil.example' },
      },
    ];
    await renderPublicPage(paths.vote);

    const trap = within(await screen.findByRole('article', { name: 'Trap' }));
    expect(trap.queryByRole('link', { name: /Website/ })).toBeNull();
    const hrefs = trap.getAllByRole('link').map((link) => new URL(link.getAttribute('href')!));
    expect(hrefs.map(({ protocol, host }) => `${protocol}//${host}`)).toEqual([
      'https://github.com',
      'https://github.com',
    ]);
  });

  it('pages when there are more nominations than fit on one', async () => {
    api.state.nominations = Array.from({ length: 23 }, (_, index) => ({
      ...api.state.nominations[0]!,
      id: 100 + index,
      projects: [
        {
          id: 100 + index,
          name: `Project ${index + 1}`,
          githubRepo: `o/p${index}`,
          websiteUrl: null,
        },
      ],
    }));
    const { router } = await renderPublicPage(paths.vote);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('23 nominations')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() =>
      expect(api.callsTo('GET /api/nominations').at(-1)?.query).toMatchObject({ page: '2' }),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });
});

describe('without a wallet', () => {
  it('asks to connect one, from the page and from every vote button', async () => {
    const { connectRequests } = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'xrpl.js' });
    expect(pressed(upvote('xrpl.js'))).toBe('false');

    fireEvent.click(upvote('xrpl.js'));
    expect(connectRequests).toHaveLength(1);
    fireEvent.click(downvote('rippled'));
    expect(connectRequests).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Connect your wallet' }));
    expect(connectRequests).toHaveLength(3);

    expect(api.callsTo('POST /api/votes')).toEqual([]);
    expect(api.callsTo('GET /api/voters/me')).toEqual([]);
  });

  it("loads the list again, with the voter's votes, once a wallet connects", async () => {
    api.state.voters.add(VOTER_ADDRESS);
    api.state.votes.set(`${VOTER_ADDRESS}/12`, 'DOWN');
    const { store, session } = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'rippled' });
    expect(pressed(downvote('rippled'))).toBe('false');

    act(() => {
      store.dispatch(tokenReplaced(walletToken(VOTER_ADDRESS)));
      session.connected(VOTER_ADDRESS, 'crossmark');
    });

    await waitFor(() => expect(pressed(downvote('rippled'))).toBe('true'));
    expect(api.callsTo('GET /api/nominations').at(-1)?.token).toBe(walletToken(VOTER_ADDRESS));
    expect(await screen.findByText(/is registered to vote/)).toBeTruthy();
  });
});

describe('a vote pressed before the wallet is connected and registered', () => {
  const scrolled: Element[] = [];
  beforeAll(() => {
    // jsdom lays nothing out: record what the page brings into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  beforeEach(() => {
    scrolled.length = 0;
  });

  function connect(
    { store, session }: Awaited<ReturnType<typeof renderPublicPage>>,
    address = VOTER_ADDRESS,
  ) {
    act(() => {
      store.dispatch(tokenReplaced(walletToken(address)));
      session.connected(address, 'gemwallet');
    });
  }

  it('is kept through connecting and registering, then sent, and the page says so', async () => {
    const rendered = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'xrpl.js' });
    fireEvent.click(upvote('xrpl.js'));
    expect(rendered.connectRequests).toHaveLength(1);
    expect(
      screen.getByText('Your upvote for xrpl.js is kept.').parentElement?.textContent,
    ).toContain('It is sent once your wallet is connected and registered.');

    connect(rendered);
    const panel = await screen.findByRole('region', { name: 'Register to vote' });
    // The registration card comes into view, its button focused.
    await waitFor(() => expect(scrolled.some((element) => element.contains(panel))).toBe(true));
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Register' }));
    expect(api.callsTo('POST /api/votes')).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(toastWith('Your vote for xrpl.js was sent')).toBeTruthy());
    expect(toastWith('Your vote for xrpl.js was sent')?.textContent).toContain('score 4');
    expect(api.callsTo('POST /api/votes').map((call) => call.body)).toEqual([
      { nominationId: 11, type: 'UP' },
    ]);
    expect(api.callsTo('POST /api/votes')[0]?.token).toBe(walletToken(VOTER_ADDRESS));
    await waitFor(() => expect(pressed(upvote('xrpl.js'))).toBe('true'));
    expect(screen.queryByText(/is kept\./)).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('is sent at once when the wallet connected is registered already; the last vote pressed wins', async () => {
    api.state.voters.add(VOTER_ADDRESS);
    const rendered = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'rippled' });
    fireEvent.click(upvote('xrpl.js'));
    fireEvent.click(downvote('rippled'));
    expect(screen.getByText('Your downvote for rippled is kept.')).toBeTruthy();

    connect(rendered);
    await waitFor(() => expect(toastWith('Your vote for rippled was sent')).toBeTruthy());
    expect(api.callsTo('POST /api/votes').map((call) => call.body)).toEqual([
      { nominationId: 12, type: 'DOWN' },
    ]);
    expect(screen.queryByRole('region', { name: 'Register to vote' })).toBeNull();
  });

  it('is kept by a connected voter not registered yet: Register to vote comes into view', async () => {
    await renderPublicPage(paths.vote, connected);
    const panel = await screen.findByRole('region', { name: 'Register to vote' });
    scrolled.length = 0;
    fireEvent.click(upvote('xrpl.js'));
    expect(scrolled.some((element) => element.contains(panel))).toBe(true);
    expect(toastWith('Register to vote')?.textContent).toContain(
      'your vote for xrpl.js is sent then',
    );
    expect(screen.getByText('Your upvote for xrpl.js is kept.')).toBeTruthy();
  });

  it('survives a reload of the page (a wallet app returning to it)', async () => {
    const first = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'xrpl.js' });
    fireEvent.click(upvote('xrpl.js'));
    first.view.unmount();

    api.state.voters.add(VOTER_ADDRESS);
    await renderPublicPage(paths.vote, connected);
    await waitFor(() => expect(toastWith('Your vote for xrpl.js was sent')).toBeTruthy());
    expect(api.callsTo('POST /api/votes')).toHaveLength(1);
  });

  it("is kept for its cohort only: another cohort's kept vote is neither shown nor sent", async () => {
    sessionStorage.setItem(
      `glow.keptVote.${WAVE_1.id + 1}`,
      JSON.stringify({ nominationId: 11, type: 'UP', title: 'xrpl.js' }),
    );
    api.state.voters.add(VOTER_ADDRESS);
    await renderPublicPage(paths.vote, connected);
    expect(await screen.findByText(/is registered to vote/)).toBeTruthy();
    expect(screen.queryByText(/is kept\./)).toBeNull();
    expect(api.callsTo('POST /api/votes')).toEqual([]);
  });

  it('is dropped with "Forget this vote"', async () => {
    api.state.voters.add(VOTER_ADDRESS);
    const rendered = await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'xrpl.js' });
    fireEvent.click(upvote('xrpl.js'));
    fireEvent.click(screen.getByRole('button', { name: 'Forget this vote' }));
    expect(screen.queryByText(/is kept\./)).toBeNull();

    connect(rendered);
    expect(await screen.findByText(/is registered to vote/)).toBeTruthy();
    expect(api.callsTo('POST /api/votes')).toEqual([]);
  });
});

describe('a registered voter', () => {
  it('upvotes, changes to a downvote and takes it back, with the score and a toast each time', async () => {
    await registeredVoterOnVote();
    expect(scoreOf('xrpl.js')).toBe('Score 3');

    fireEvent.click(upvote('xrpl.js'));
    await waitFor(() => expect(toastWith('Upvote')).toBeTruthy());
    expect(toastWith('Upvote')?.textContent).toContain('xrpl.js: score 4');
    expect(scoreOf('xrpl.js')).toBe('Score 4');
    expect(pressed(upvote('xrpl.js'))).toBe('true');
    expect(upvote('xrpl.js').getAttribute('title')).toBe('Remove upvote');

    fireEvent.click(downvote('xrpl.js'));
    await waitFor(() => expect(toastWith('Change to downvote')).toBeTruthy());
    expect(scoreOf('xrpl.js')).toBe('Score 2');
    expect(pressed(upvote('xrpl.js'))).toBe('false');
    expect(pressed(downvote('xrpl.js'))).toBe('true');

    fireEvent.click(downvote('xrpl.js'));
    await waitFor(() => expect(toastWith('Remove vote')).toBeTruthy());
    expect(scoreOf('xrpl.js')).toBe('Score 3');
    expect(pressed(downvote('xrpl.js'))).toBe('false');

    expect(api.callsTo('POST /api/votes').map((call) => call.body)).toEqual([
      { nominationId: 11, type: 'UP' },
      { nominationId: 11, type: 'DOWN' },
      { nominationId: 11, type: 'NONE' },
    ]);
    expect(api.callsTo('POST /api/votes')[0]?.token).toBe(walletToken(VOTER_ADDRESS));
  });

  it('shows the vote at once, then settles on the score the API answers', async () => {
    await registeredVoterOnVote();
    const answer = deferred<void>();
    const original = api.routes['POST /api/votes']!;
    api.routes['POST /api/votes'] = async (call) => {
      await answer.promise;
      // Someone else voted meanwhile: the API's score wins.
      api.state.baseScores.set(12, 5);
      return typeof original === 'function' ? original(call) : original;
    };

    fireEvent.click(upvote('rippled'));

    await waitFor(() => expect(scoreOf('rippled')).toBe('Score 2'));
    expect(pressed(upvote('rippled'))).toBe('true');
    expect(upvote('rippled').getAttribute('aria-busy')).toBe('true');
    // A second click while the first is on its way is not sent.
    fireEvent.click(upvote('rippled'));
    expect(api.callsTo('POST /api/votes')).toHaveLength(1);

    await act(async () => answer.resolve());

    await waitFor(() => expect(scoreOf('rippled')).toBe('Score 6'));
    expect(upvote('rippled').getAttribute('aria-busy')).toBeNull();
    expect(pressed(upvote('rippled'))).toBe('true');
  });

  it('takes the vote back when the API refuses it, and shows the closed state it reports', async () => {
    await registeredVoterOnVote();
    const answer = deferred<void>();
    api.routes['POST /api/votes'] = async () => {
      await answer.promise;
      api.state.cohort = { ...api.state.cohort!, period: 'assessment' };
      return {
        status: 409,
        body: { message: 'Voting is closed: Wave 1 is in its assessment period' },
      };
    };

    fireEvent.click(downvote('xrpl.js'));
    await waitFor(() => expect(scoreOf('xrpl.js')).toBe('Score 2'));
    expect(pressed(downvote('xrpl.js'))).toBe('true');

    await act(async () => answer.resolve());

    await waitFor(() => expect(scoreOf('xrpl.js')).toBe('Score 3'));
    expect(pressed(downvote('xrpl.js'))).toBe('false');
    const toast = await waitFor(() => {
      const found = toastWith('Vote not counted');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(toast.textContent).toContain('Voting is closed: Wave 1 is in its assessment period');
    // The list is loaded again and the page shows why.
    expect(
      await screen.findByText('Voting is closed: Wave 1 is in its assessment period.'),
    ).toBeTruthy();
    expect(upvote('xrpl.js').getAttribute('aria-disabled')).toBe('true');
  });

  it('takes the vote back when the call fails outright', async () => {
    await registeredVoterOnVote();
    api.routes['POST /api/votes'] = { status: 500, body: { message: 'Internal server error' } };

    fireEvent.click(upvote('XRPL Standards'));

    await waitFor(() => expect(toastWith('Vote not counted')).toBeTruthy());
    expect(toastWith('Vote not counted')?.textContent).toContain('Internal server error');
    expect(scoreOf('XRPL Standards')).toBe('Score 0');
    expect(pressed(upvote('XRPL Standards'))).toBe('false');
  });
});

describe('my votes', () => {
  const myVotes = () => screen.getByRole('region', { name: 'My votes' });
  const myVoteLines = () =>
    within(myVotes())
      .queryAllByRole('listitem')
      .map((item) => item.textContent);

  it("lists the voter's votes, newest first, and follows a new vote at once", async () => {
    api.state.votes.set(`${VOTER_ADDRESS}/12`, 'DOWN');
    await registeredVoterOnVote();
    const day = formatDate('2026-10-21T10:00:00.000Z');
    await waitFor(() =>
      expect(myVoteLines()).toEqual([`Downvote · rippled — Lars Henriksen · ${day}`]),
    );
    expect(within(myVotes()).getByRole('link').getAttribute('href')).toBe(
      `${paths.vote}?search=rippled`,
    );

    fireEvent.click(upvote('xrpl.js'));
    await waitFor(() =>
      expect(myVoteLines()).toEqual([
        `Upvote · xrpl.js — Maya Okafor · ${day}`,
        `Downvote · rippled — Lars Henriksen · ${day}`,
      ]),
    );
    expect(api.callsTo('GET /api/voters/me/votes').at(-1)?.token).toBe(walletToken(VOTER_ADDRESS));
  });

  it('says when the voter has not voted in the cohort yet', async () => {
    await registeredVoterOnVote();
    expect(await within(myVotes()).findByText('You have not voted in Wave 1 yet.')).toBeTruthy();
  });

  it('is not shown without a wallet', async () => {
    await renderPublicPage(paths.vote);
    await screen.findByRole('article', { name: 'xrpl.js' });
    expect(screen.queryByRole('region', { name: 'My votes' })).toBeNull();
    expect(api.callsTo('GET /api/voters/me/votes')).toEqual([]);
  });
});

describe('registration', () => {
  it('pays 1 drop to the verification address in the wallet, then registers with its hash', async () => {
    const signing = deferred<string>();
    const signAndSubmit = jest.fn<ReturnType<SignAndSubmit>, [XrplTransaction]>(
      () => signing.promise,
    );
    const registering = deferred<void>();
    const original = api.routes['POST /api/voters']!;
    api.routes['POST /api/voters'] = async (call) => {
      await registering.promise;
      return typeof original === 'function' ? original(call) : original;
    };
    await renderPublicPage(paths.vote, { ...connected, signAndSubmit });

    const panel = within(await screen.findByRole('region', { name: 'Register to vote' }));
    expect(panel.getByText(VERIFICATION_ADDRESS)).toBeTruthy();
    expect(panel.getByText('1 drop (0.000001 XRP)')).toBeTruthy();
    const steps = () =>
      within(panel.getByRole('list', { name: 'Registration steps' }))
        .getAllByRole('listitem')
        .map((step) => `${step.getAttribute('aria-current') ? '> ' : ''}${step.textContent}`);

    fireEvent.click(panel.getByRole('button', { name: 'Register' }));

    await waitFor(() =>
      expect(steps()).toEqual([
        '> 1Sign the payment in GemWallet',
        '2Wait for the ledger to validate it',
        '3Registered',
      ]),
    );
    expect(signAndSubmit).toHaveBeenCalledWith({
      TransactionType: 'Payment',
      Account: VOTER_ADDRESS,
      Destination: VERIFICATION_ADDRESS,
      Amount: '1',
    });
    expect(panel.getByRole('button', { name: 'Waiting for GemWallet…' })).toBeTruthy();

    await act(async () => signing.resolve(HASH));
    await waitFor(() =>
      expect(steps()).toEqual([
        '✓Sign the payment in GemWallet (done)',
        '> 2Wait for the ledger to validate it',
        '3Registered',
      ]),
    );
    expect(api.callsTo('POST /api/voters')[0]).toMatchObject({
      body: { transactionHash: HASH },
      token: walletToken(VOTER_ADDRESS),
    });

    await act(async () => registering.resolve());
    expect(await panel.findByText('You are registered.')).toBeTruthy();
    expect(steps()).toEqual([
      '✓Sign the payment in GemWallet (done)',
      '✓Wait for the ledger to validate it (done)',
      '✓Registered',
    ]);
    await waitFor(() => expect(toastWith('Registered to vote')).toBeTruthy());
    expect(toastWith('Registered to vote')?.textContent).toContain('address registered');

    // Now the votes count.
    fireEvent.click(upvote('xrpl.js'));
    await waitFor(() => expect(toastWith('Upvote')).toBeTruthy());
  });

  it('starts afresh for another wallet connected after a registration', async () => {
    const { store, session } = await renderPublicPage(paths.vote, connected);
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You are registered.')).toBeTruthy();

    const other = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    act(() => {
      store.dispatch(tokenReplaced(walletToken(other)));
      session.connected(other, 'crossmark');
    });

    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByText('You are registered.')).toBeNull();
    expect(screen.getByText('Sign the payment in Crossmark')).toBeTruthy();
  });

  it('sends an unregistered voter who votes to the Register button', async () => {
    await renderPublicPage(paths.vote, connected);
    const register = await screen.findByRole('button', { name: 'Register' });

    fireEvent.click(upvote('xrpl.js'));

    expect(document.activeElement).toBe(register);
    expect(toastWith('Register to vote')).toBeTruthy();
    expect(api.callsTo('POST /api/votes')).toEqual([]);
  });

  it('says when the wallet declines, and tries again with a new payment', async () => {
    const signAndSubmit = jest
      .fn<ReturnType<SignAndSubmit>, [XrplTransaction]>()
      .mockRejectedValueOnce(new WalletError('SIGNING_REJECTED'))
      .mockResolvedValueOnce(HASH);
    await renderPublicPage(paths.vote, { ...connected, signAndSubmit });

    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The request was declined in the wallet');
    expect(api.callsTo('POST /api/voters')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are registered.')).toBeTruthy();
    expect(signAndSubmit).toHaveBeenCalledTimes(2);
  });

  it('says so when the request is cancelled (e.g. the Xaman QR code closed)', async () => {
    const signAndSubmit = async () => {
      throw new WalletRequestCancelled();
    };
    await renderPublicPage(paths.vote, { ...connected, signAndSubmit });
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The payment was cancelled. Nothing was paid.',
    );
  });

  it('checks the same payment again when the ledger had not validated it yet', async () => {
    const signAndSubmit = jest.fn<ReturnType<SignAndSubmit>, [XrplTransaction]>(async () => HASH);
    const original = api.routes['POST /api/voters']!;
    let attempts = 0;
    api.routes['POST /api/voters'] = async (call) => {
      attempts += 1;
      if (attempts === 1) {
        return {
          status: 400,
          body: {
            message: 'transaction verification failed: the payment was not validated in time',
          },
        };
      }
      return typeof original === 'function' ? original(call) : original;
    };
    await renderPublicPage(paths.vote, { ...connected, signAndSubmit });

    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'transaction verification failed: the payment was not validated in time',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Check the payment again' }));
    expect(await screen.findByText('You are registered.')).toBeTruthy();
    expect(signAndSubmit).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /api/voters').map((call) => call.body)).toEqual([
      { transactionHash: HASH },
      { transactionHash: HASH },
    ]);
  });

  it.each([
    [409, 'A registration of this wallet is already being checked; wait for its answer'],
    [429, 'Too many registration attempts, please try again in 12 minutes'],
  ])(
    'keeps the payment after a %i (%s): the next try checks it without paying again',
    async (status, message) => {
      const signAndSubmit = jest.fn<ReturnType<SignAndSubmit>, [XrplTransaction]>(async () => HASH);
      const original = api.routes['POST /api/voters']!;
      let attempts = 0;
      api.routes['POST /api/voters'] = async (call) => {
        attempts += 1;
        if (attempts === 1) return { status, body: { message } };
        return typeof original === 'function' ? original(call) : original;
      };
      await renderPublicPage(paths.vote, { ...connected, signAndSubmit });

      fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
      expect((await screen.findByRole('alert')).textContent).toContain(message);
      fireEvent.click(screen.getByRole('button', { name: 'Check the payment again' }));
      expect(await screen.findByText('You are registered.')).toBeTruthy();
      expect(signAndSubmit).toHaveBeenCalledTimes(1);
    },
  );

  it('asks for a new payment after a refusal that the same payment cannot get past', async () => {
    const signAndSubmit = jest.fn<ReturnType<SignAndSubmit>, [XrplTransaction]>(async () => HASH);
    api.routes['POST /api/voters'] = {
      status: 400,
      body: { message: 'transaction verification failed: the payment is not from your address' },
    };
    await renderPublicPage(paths.vote, { ...connected, signAndSubmit });

    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'the payment is not from your address',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(signAndSubmit).toHaveBeenCalledTimes(2));
  });
});

describe('closed and empty states', () => {
  it('outside the voting period: the period, a clear message and no voting', async () => {
    api.state.cohort = { ...api.state.cohort!, period: 'assessment' };
    api.state.voters.add(VOTER_ADDRESS);
    const { connectRequests } = await renderPublicPage(paths.vote, connected);

    expect(
      await screen.findByText('Voting is closed: Wave 1 is in its assessment period.'),
    ).toBeTruthy();
    expect(screen.getByText('Assessment period')).toBeTruthy();
    expect(screen.queryByText(/Voting runs for/)).toBeNull();
    expect(upvote('xrpl.js').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(upvote('xrpl.js'));
    expect(api.callsTo('POST /api/votes')).toEqual([]);
    expect(connectRequests).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Register to vote' })).toBeNull();
  });

  it('without an active cohort: says there is nothing to vote on', async () => {
    api.state.cohort = null;
    await renderPublicPage(paths.vote);
    expect(await screen.findByText('There is no cohort to vote on right now')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'How Glow works' }).getAttribute('href')).toBe(
      paths.home,
    );
  });

  it("shows the API's message when the nominations cannot be loaded, and retries", async () => {
    const original = api.routes['GET /api/nominations']!;
    api.routes['GET /api/nominations'] = {
      status: 500,
      body: { message: 'Internal server error' },
    };
    await renderPublicPage(paths.vote);
    expect((await screen.findByRole('alert')).textContent).toContain('Internal server error');

    api.routes['GET /api/nominations'] = original;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'xrpl.js' })).toBeTruthy();
  });
});
