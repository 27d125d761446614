import { selectUser, useAppSelector, type Role } from '@glow/shared-api';
import { Link } from '@glow/shared-ui';
import styled from 'styled-components';
import { config } from '../config';
import { paths } from '../paths';
import { useRoleArea } from '../remoteAreas';
import { useSignOut } from '../session/useSignOut';

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 1.5rem 1.25rem;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  justify-content: space-between;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  a,
  button {
    color: inherit;
    text-decoration: none;
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    color: ${({ theme }) => theme.colors.primary[700]};
    text-decoration: underline;
  }
`;

/**
 * A signed-in user's way back to their own area (once the shell knows where it starts), and out.
 */
function SignedInLinks({ role }: { role: Role }) {
  const { area } = useRoleArea(role);
  const signOut = useSignOut();
  return (
    <>
      {area?.home && <Link to={area.home}>{area.label}</Link>}
      <button type="button" onClick={() => void signOut()}>
        Logout
      </button>
    </>
  );
}

export function Footer() {
  const user = useAppSelector(selectUser);
  return (
    <Bar>
      <Inner>
        <nav aria-label="Footer">
          <Link to={paths.home}>Home</Link>
          <Link to={paths.vote}>Vote</Link>
          <Link to={paths.results}>Results</Link>
          <Link to={paths.guide}>Guide</Link>
          <Link to={paths.help}>Help</Link>
          <a href={config.docsUrl} target="_blank" rel="noreferrer">
            Documentation
          </a>
          {user ? <SignedInLinks role={user.role} /> : <Link to={paths.login}>Login</Link>}
        </nav>
        <nav aria-label="Social">
          {config.social.map(({ label, url }) => (
            <a key={label} href={url} target="_blank" rel="noreferrer">
              {label}
            </a>
          ))}
        </nav>
        <span>
          A programme of{' '}
          <a href={config.organisation.url} target="_blank" rel="noreferrer">
            {config.organisation.name}
          </a>
        </span>
      </Inner>
    </Bar>
  );
}
