import { selectUser, useAppSelector } from '@glow/shared-api';
import { ButtonLink, Row } from '@glow/shared-ui';
import { useWallet } from '@glow/shared-wallet';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Logo } from './Logo';
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

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0.75rem 1.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

/** The logo, then what fits the page: Vote, the wallet, the user's menu or Login. */
export function Header() {
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const { isConnected } = useWallet();
  const onVote = pathname === '/vote';

  return (
    <Bar>
      <Inner>
        <Link to="/" aria-label="Glow home">
          <Logo />
        </Link>
        <Row>
          {pathname === '/' && !user && <ButtonLink to="/vote">Vote</ButtonLink>}
          {onVote && !user && isConnected && <WalletMenu />}
          {user ? (
            <UserMenu withWallet={onVote && isConnected} />
          ) : (
            pathname !== '/login' && (
              <ButtonLink to="/login" $variant="ghost">
                Login
              </ButtonLink>
            )
          )}
        </Row>
      </Inner>
    </Bar>
  );
}
