import { WALLET_KINDS, type WalletKind } from '@glow/shared-api';
import { Button, Dialog, Link, Muted, Stack } from '@glow/shared-ui';
import { useIsMobileViewport, useWallet, WALLET_NAMES } from '@glow/shared-wallet';
import { Fragment, lazy, Suspense } from 'react';
import styled from 'styled-components';
import { paths } from '../paths';

// Shown only after a failed attempt: out of the shell's first load.
const WalletNotInstalled = lazy(async () => ({
  default: (await import('./WalletNotInstalled')).WalletNotInstalled,
}));

/** The extensions exist only on desktop browsers, so phones are offered Xaman alone. */
const DESKTOP_ONLY: readonly WalletKind[] = ['gemwallet', 'crossmark'];

const Option = styled(Button).attrs({ $variant: 'secondary' })`
  justify-content: space-between;
  width: 100%;
  min-height: 3rem;
  &[aria-busy='true'] {
    cursor: progress;
    border-color: ${({ theme }) => theme.colors.primary[400]};
    background: ${({ theme }) => theme.colors.primary[50]};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-top: 1.25rem;
`;

/**
 * "Connect Wallet": Xaman, GemWallet, Crossmark (the last two not on a phone). The chosen wallet
 * shows as busy until it answers; closing the dialog gives up the attempt. A browser extension
 * found not installed offers its install page below its option.
 */
export function ConnectWalletDialog({
  onChoose,
  onClose,
  notInstalled = null,
}: {
  onChoose: (kind: WalletKind) => void;
  onClose: () => void;
  notInstalled?: 'gemwallet' | 'crossmark' | null;
}) {
  const mobile = useIsMobileViewport();
  const { pending } = useWallet();
  const busyKind = pending?.purpose === 'connect' ? pending.kind : null;
  const kinds = WALLET_KINDS.filter((kind) => !mobile || !DESKTOP_ONLY.includes(kind));

  return (
    <Dialog title="Connect Wallet" onClose={onClose}>
      <Muted>Choose the wallet that holds your XRP Ledger address.</Muted>
      <Stack $gap="0.6rem" style={{ marginTop: '1rem' }}>
        {kinds.map((kind) => (
          <Fragment key={kind}>
            <Option
              onClick={() => busyKind === null && onChoose(kind)}
              disabled={busyKind !== null && busyKind !== kind}
              aria-disabled={busyKind !== null}
              aria-busy={busyKind === kind}
            >
              <span>{WALLET_NAMES[kind]}</span>
              {busyKind === kind && <Muted as="span">Waiting for {WALLET_NAMES[kind]}…</Muted>}
            </Option>
            {notInstalled === kind && busyKind === null && (
              <Suspense>
                <WalletNotInstalled kind={kind} />
              </Suspense>
            )}
          </Fragment>
        ))}
      </Stack>
      <Actions>
        <Link to={paths.guideVoting} onClick={onClose}>
          How voting works
        </Link>
        <Button $variant="ghost" onClick={onClose}>
          {busyKind ? 'Cancel' : 'Close'}
        </Button>
      </Actions>
    </Dialog>
  );
}
