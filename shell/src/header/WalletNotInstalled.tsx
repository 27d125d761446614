import { Muted } from '@glow/shared-ui';
import { WALLET_ERRORS, WALLET_INSTALL_PAGES, WALLET_NAMES } from '@glow/shared-wallet';

const NOT_INSTALLED = {
  gemwallet: WALLET_ERRORS.GEMWALLET_NOT_INSTALLED,
  crossmark: WALLET_ERRORS.CROSSMARK_NOT_INSTALLED,
} as const;

/** A browser extension that was not found: its official install page, and what to do after. */
export function WalletNotInstalled({ kind }: { kind: keyof typeof WALLET_INSTALL_PAGES }) {
  const name = WALLET_NAMES[kind];
  return (
    <Muted role="status">
      {NOT_INSTALLED[kind]}: it was not found in this browser.{' '}
      <a href={WALLET_INSTALL_PAGES[kind]} target="_blank" rel="noreferrer">
        Install {name}
      </a>
      , reload this page, then choose it again.
    </Muted>
  );
}
