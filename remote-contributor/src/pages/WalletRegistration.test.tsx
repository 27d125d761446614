import { WalletError } from '@glow/shared-wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '../paths';
import {
  application,
  factsAt,
  INES_ADDRESS,
  installContributorApi,
  myApplications,
  OTHER_ADDRESS,
  REGISTERED,
} from '../testing/fakeContributorApi';
import { renderContributorPage, type ProveOwnership } from '../testing/renderContributorPage';

const CHALLENGE = 'C'.repeat(64);
const KEY = 'ED' + 'A'.repeat(64);

const challengeAnswer = (address: string) => ({
  body: {
    challenge: CHALLENGE,
    message: `Glow wallet registration: I, contributor #7, own ${address}. Challenge ${CHALLENGE}`,
    messageHex: 'AB',
    expiresAt: '2026-11-24T10:05:00.000Z',
  },
});

const registered = (address: string) => ({
  body: { message: 'wallet registered for Glow funding', address },
});

const atWallet = myApplications([application(factsAt('wallet'))]);

describe('the wallet registration', () => {
  it('asks to connect a wallet with the header’s Connect Wallet', async () => {
    installContributorApi(atWallet);
    const { connectRequests } = await renderContributorPage(paths.walletRegistration);
    const card = await screen.findByRole('region', { name: 'Connect your wallet' });
    expect(card.textContent).toContain(
      "Not an exchange's deposit address. An exchange credits a deposit by its destination tag, which a grant payment does not carry: a grant sent there may never reach you.",
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Connect Wallet' }));
    expect(connectRequests).toHaveLength(1);
  });

  it('once the grant is paid, shows the wallet it was paid to and asks to connect none', async () => {
    const hash = 'AB'.repeat(32);
    const paid = application(factsAt('approved'), {
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
    installContributorApi(myApplications([paid], REGISTERED));
    await renderContributorPage(paths.walletRegistration);
    const note = await screen.findByRole('region', { name: 'Your grant is paid' });
    expect(note.textContent).toContain('Your grant for Wave 3 was paid to your registered wallet.');
    expect(screen.getByRole('region', { name: 'Registered wallet' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Connect your wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull();
  });

  it('shows the connected address in full and registers it with a proof of ownership', async () => {
    let proven = false;
    const calls = installContributorApi(undefined, {
      // Read again after the registration: the wallet is registered, the details are next.
      'GET /api/contributor/applications': () => ({
        body: proven ? myApplications([application(factsAt('details'))], REGISTERED) : atWallet,
      }),
      'POST /api/contributor/wallet/challenge': challengeAnswer(INES_ADDRESS),
      'POST /api/contributor/wallet': () => {
        proven = true;
        return registered(INES_ADDRESS);
      },
    });
    await renderContributorPage(paths.walletRegistration, { wallet: { address: INES_ADDRESS } });

    const card = await screen.findByRole('region', { name: 'Your connected wallet' });
    expect(within(card).getByLabelText('Connected address').textContent).toBe(INES_ADDRESS);
    expect(card.textContent).toContain('Is this the address your grant should be paid to?');
    expect(card.textContent).toContain("Not an exchange's deposit address.");
    fireEvent.click(within(card).getByRole('button', { name: 'Prove I own this wallet' }));

    // The API's word and the address registered stay on the page once the applications are
    // read again, until the contributor leaves it.
    await screen.findByRole('region', { name: 'Registered wallet' });
    expect(within(card).getByRole('status').textContent).toBe(
      `Wallet registered for Glow funding${INES_ADDRESS}`,
    );
    expect(within(card).queryByRole('button', { name: 'Prove I own this wallet' })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Continue to your application details' }),
    ).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      [
        '/api/contributor/wallet/challenge',
        { kind: 'gemwallet', address: INES_ADDRESS, publicKey: KEY },
      ],
      [
        '/api/contributor/wallet',
        { kind: 'gemwallet', challenge: CHALLENGE, signature: 'B'.repeat(128), publicKey: KEY },
      ],
    ]);
  });

  it('shows the registered and the connected address in full when they differ', async () => {
    installContributorApi(myApplications([application(factsAt('details'))], REGISTERED));
    await renderContributorPage(paths.walletRegistration, { wallet: { address: OTHER_ADDRESS } });
    const registeredCard = await screen.findByRole('region', { name: 'Registered wallet' });
    expect(within(registeredCard).getByLabelText('Registered address').textContent).toBe(
      INES_ADDRESS,
    );
    const connected = screen.getByRole('region', { name: 'Your connected wallet' });
    expect(within(connected).getByLabelText('Connected address').textContent).toBe(OTHER_ADDRESS);
    expect(connected.textContent).toContain(
      'This is not your registered wallet. Register the connected one instead? An application you submitted then comes back to you: confirm the new address in the grant agreement, and the admins approve it again before a grant is paid to it.',
    );
    expect(within(connected).getByRole('button', { name: 'Prove I own this wallet' })).toBeTruthy();
  });

  it('says the connected wallet is registered, with the way to the details', async () => {
    installContributorApi(myApplications([application(factsAt('details'))], REGISTERED));
    await renderContributorPage(paths.walletRegistration, { wallet: { address: INES_ADDRESS } });
    const connected = await screen.findByRole('region', { name: 'Your connected wallet' });
    expect(connected.textContent).toContain('This wallet is registered for Glow funding.');
    expect(within(connected).queryByRole('button', { name: 'Prove I own this wallet' })).toBeNull();
    expect(
      within(connected)
        .getByRole('link', { name: 'Continue to your application details' })
        .getAttribute('href'),
    ).toBe(paths.detailsSubmission);
  });

  it('shows the API’s refusal of the proof', async () => {
    installContributorApi(atWallet, {
      'POST /api/contributor/wallet/challenge': challengeAnswer(INES_ADDRESS),
      'POST /api/contributor/wallet': {
        status: 400,
        body: { message: 'signature invalid' },
      },
    });
    await renderContributorPage(paths.walletRegistration, { wallet: { address: INES_ADDRESS } });
    fireEvent.click(await screen.findByRole('button', { name: 'Prove I own this wallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('signature invalid');
  });

  it('says what the wallet answered when it signs with another account', async () => {
    const otherAccount: ProveOwnership = async () => {
      throw new WalletError('OTHER_ACCOUNT');
    };
    const calls = installContributorApi(atWallet);
    await renderContributorPage(paths.walletRegistration, {
      wallet: { address: INES_ADDRESS },
      proveOwnership: otherAccount,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prove I own this wallet' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The wallet signed with another account than the connected one; switch back to it or connect again',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('is locked before the eligibility questions are answered', async () => {
    installContributorApi(myApplications([application(factsAt('eligibility'))]));
    await renderContributorPage(paths.walletRegistration, { wallet: { address: INES_ADDRESS } });
    const locked = await screen.findByRole('region', { name: 'Locked' });
    expect(locked.textContent).toContain('Locked: answer the eligibility questions first.');
    expect(screen.queryByRole('button', { name: 'Prove I own this wallet' })).toBeNull();
  });
});
