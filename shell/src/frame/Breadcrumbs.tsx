import { selectBreadcrumb, useAppSelector, type GlowRoute } from '@glow/shared-api';
import { Link, matchPath, useLocation } from '@glow/shared-ui';
import styled from 'styled-components';

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li + li::before {
    content: '›';
    margin-right: 0.4rem;
  }
  a {
    color: inherit;
  }
`;

function routeTitle(path: string, routes: GlowRoute[]): string | undefined {
  return routes.find((route) => route.path && matchPath({ path: route.path, end: true }, path))
    ?.handle.title;
}

function Crumb({ path, last, routes }: { path: string; last: boolean; routes: GlowRoute[] }) {
  const label =
    useAppSelector((state) => selectBreadcrumb(state, path))?.label ?? routeTitle(path, routes);
  if (!label) return null;
  return (
    <li>{last ? <span aria-current="page">{label}</span> : <Link to={path}>{label}</Link>}</li>
  );
}

/**
 * The trail of the current path through the area's routes; each step's label is what its page
 * published, or else the title of its route.
 */
export function Breadcrumbs({ routes }: { routes: GlowRoute[] }) {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  const paths = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {paths.map((path, index) => (
          <Crumb key={path} path={path} last={index === paths.length - 1} routes={routes} />
        ))}
      </ol>
    </Trail>
  );
}
