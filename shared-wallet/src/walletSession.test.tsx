import { act, render, screen } from '@testing-library/react';
import { useWallet, WalletProvider } from './useWallet';
import { shortenAddress, WalletSession } from './walletSession';

const ADDRESS = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

function store(address: string, wallet: string) {
  localStorage.setItem('xrpl-address', address);
  localStorage.setItem('xrpl-wallet', wallet);
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('WalletSession', () => {
  it('starts disconnected when nothing is stored', () => {
    expect(new WalletSession(localStorage).getState()).toEqual({ address: null, wallet: null });
  });

  it.each(['xaman', 'gemwallet', 'crossmark'])('restores a stored %s wallet', (kind) => {
    store(ADDRESS, kind);
    expect(new WalletSession(localStorage).getState()).toEqual({ address: ADDRESS, wallet: kind });
  });

  it('ignores a stored address with an unknown wallet kind', () => {
    store(ADDRESS, 'metamask');
    expect(new WalletSession(localStorage).getState()).toEqual({ address: null, wallet: null });
  });

  it('stores a connected wallet and tells its subscribers', () => {
    const session = new WalletSession(localStorage);
    const listener = jest.fn();
    session.subscribe(listener);

    session.connected(ADDRESS, 'crossmark');

    expect(localStorage.getItem('xrpl-address')).toBe(ADDRESS);
    expect(localStorage.getItem('xrpl-wallet')).toBe('crossmark');
    expect(session.getState()).toEqual({ address: ADDRESS, wallet: 'crossmark' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops telling a subscriber that unsubscribed', () => {
    const session = new WalletSession(localStorage);
    const listener = jest.fn();
    session.subscribe(listener)();
    session.connected(ADDRESS, 'xaman');
    expect(listener).not.toHaveBeenCalled();
  });

  it('forgets the wallet on disconnect, in memory and in storage', () => {
    store(ADDRESS, 'gemwallet');
    const session = new WalletSession(localStorage);
    const listener = jest.fn();
    session.subscribe(listener);

    session.disconnect();

    expect(localStorage.getItem('xrpl-address')).toBeNull();
    expect(localStorage.getItem('xrpl-wallet')).toBeNull();
    expect(session.getState()).toEqual({ address: null, wallet: null });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters around an ellipsis', () => {
    expect(shortenAddress(ADDRESS)).toBe('rPT1Sj…pAYe');
  });
});

describe('useWallet', () => {
  function WalletStatus() {
    const { isConnected, shortAddress, wallet } = useWallet();
    return <p>{isConnected ? `${shortAddress} via ${wallet}` : 'No wallet'}</p>;
  }

  it('shows the short address and updates after a disconnect', () => {
    store(ADDRESS, 'gemwallet');
    const session = new WalletSession(localStorage);
    render(
      <WalletProvider session={session}>
        <WalletStatus />
      </WalletProvider>,
    );
    expect(screen.getByText('rPT1Sj…pAYe via gemwallet')).toBeTruthy();

    act(() => session.disconnect());

    expect(screen.getByText('No wallet')).toBeTruthy();
  });

  it('needs the WalletProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WalletStatus />)).toThrow(/WalletProvider/);
  });
});
