import { selectToken, selectUser, useAppSelector } from '@glow/shared-api';
import { Button, ButtonLink, Row, Link, useCurrentRoute, useLocation } from '@glow/shared-ui';
import { useWallet } from '@glow/shared-wallet';
import { useLayoutEffect } from 'react';
import styled from 'styled-components';
import { paths } from '../paths';
import { Logo } from './Logo';
import { showHeaderControls } from './storedSessionMark';
import { useConnectWallet } from './useConnectWallet';
import { UserMenu } from './UserMenu';
import { WalletMenu } from './WalletMenu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Vote, the wallet, the menu or Login: on one line, even on a phone. */
const Actions = styled(Row)`
  flex-wrap: nowrap;
  gap: 0.5rem;
  white-space: nowrap;
  /* The server's signed-out controls, until the header shows the stored session (index.html). */
  html[data-stored-session] & {
    visibility: hidden;
  }
  /* "Wallet Connected" and Login fit beside the logo on a 390 px phone. */
  @media (max-width: 480px) {
    gap: 0.35rem;
    & > a,
    & > button,
    & > div > button[aria-haspopup] {
      padding: 0 0.6rem;
    }
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0.75rem 1.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  @media (max-width: 480px) {
    padding: 0.75rem 1rem;
    gap: 0.5rem;
  }
`;

/** The logo, then what fits the page: Vote, the wallet, the user's menu or Login. */
export function Header() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const { isConnected, pending } = useWallet();
  const { openDialog, dialogs } = useConnectWallet();
  const onVote = pathname === paths.vote;
  const onPublicPage = useCurrentRoute()?.handle.access === 'public';
  const connecting = pending?.purpose === 'connect';
  const token = useAppSelector(selectToken);
  // In the commit that shows the stored session, before it is painted.
  useLayoutEffect(() => {
    if (token) showHeaderControls();
  }, [token]);

  return (
    <>
      <Bar>
        <Inner>
          <Link to={paths.home} aria-label="Glow home">
            <Logo />
          </Link>
          <Actions>
            {onPublicPage && !onVote && !user && <ButtonLink to={paths.vote}>Vote</ButtonLink>}
            {onVote && !user && isConnected && <WalletMenu />}
            {onVote && !user && !isConnected && (
              <Button onClick={openDialog} disabled={connecting} aria-busy={connecting}>
                {connecting ? 'Connecting…' : 'Connect Wallet'}
              </Button>
            )}
            {user ? (
              <UserMenu onConnectWallet={onVote ? openDialog : undefined} />
            ) : (
              pathname !== paths.login && (
                <ButtonLink to={paths.login} $variant="ghost">
                  Login
                </ButtonLink>
              )
            )}
          </Actions>
        </Inner>
      </Bar>
      {dialogs}
    </>
  );
}
