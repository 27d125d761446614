import { selectBreadcrumb, useAppSelector, type GlowRoute } from '@glow/shared-api';
import { Link, matchPath, useLocation } from '@glow/shared-ui';
import styled from 'styled-components';

const Trail = styled.nav`
  /* One line, whatever the labels the pages publish once their records load: a step too long
     for the screen ends in an ellipsis instead of pushing the page down. */
  ol {
    display: flex;
    gap: 0.4rem;
    margin: 0 0 1rem;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li + li::before {
    content: '›';
    margin-right: 0.4rem;
  }
  a {
    color: inherit;
  }
`;

/** A step of the trail: its label, when not what its page published or its route's title. */
type Step = { label?: string; path?: string };

function routeTitle(path: string, routes: GlowRoute[]): string | undefined {
  return routes.find((route) => route.path && matchPath({ path: route.path, end: true }, path))
    ?.handle.title;
}

function Crumb({
  step: { path, label: given },
  last,
  routes,
}: {
  step: Step;
  last: boolean;
  routes: GlowRoute[];
}) {
  const published = useAppSelector((state) =>
    path ? selectBreadcrumb(state, path) : undefined,
  )?.label;
  const label = given ?? published ?? (path && routeTitle(path, routes));
  if (!label) return null;
  return (
    <li>
      {last || !path ? (
        <span aria-current={last ? 'page' : undefined}>{label}</span>
      ) : (
        <Link to={path}>{label}</Link>
      )}
    </li>
  );
}

/**
 * The trail of the current path through the area's routes; each step's label is what its page
 * published, or else the title of its route. A page whose path does not name the steps before it
 * (a record's cohort) publishes them: the area's home, those steps, then the page.
 */
export function Breadcrumbs({ routes }: { routes: GlowRoute[] }) {
  const { pathname } = useLocation();
  const trail = useAppSelector((state) => selectBreadcrumb(state, pathname))?.trail;
  const segments = pathname.split('/').filter(Boolean);
  const steps: Step[] = trail
    ? [{ path: `/${segments[0]}` }, ...trail, { path: pathname }]
    : segments.map((_, index) => ({ path: `/${segments.slice(0, index + 1).join('/')}` }));
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {steps.map((step, index) => (
          <Crumb key={index} step={step} last={index === steps.length - 1} routes={routes} />
        ))}
      </ol>
    </Trail>
  );
}
