import { Muted } from '@glow/shared-ui';
import { WALLET_INSTALL_PAGES, WALLET_NAMES } from '@glow/shared-wallet';

/** A browser extension that was not found: its official install page, and what to do after. */
export function WalletNotInstalled({ kind }: { kind: keyof typeof WALLET_INSTALL_PAGES }) {
  const name = WALLET_NAMES[kind];
  return (
    <Muted role="status">
      {name} is not installed in this browser.{' '}
      <a href={WALLET_INSTALL_PAGES[kind]} target="_blank" rel="noreferrer">
        Install {name}
      </a>
      , reload this page, then choose it again.
    </Muted>
  );
}
