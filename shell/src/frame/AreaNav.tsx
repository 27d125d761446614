import type { NavEntry } from '@glow/shared-api';
import { Link, matchPath, useLocation } from '@glow/shared-ui';
import styled, { css } from 'styled-components';

const Nav = styled.nav<{ $vertical: boolean }>`
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: 0.25rem;
  ${({ $vertical, theme }) =>
    $vertical
      ? css`
          /* On a phone the sidebar sits above the page: one line that scrolls sideways, so the
             page starts right under it. */
          @media (max-width: 767px) {
            flex-direction: row;
            flex-wrap: nowrap;
            overflow-x: auto;
            white-space: nowrap;
          }
        `
      : css`
          border-bottom: 1px solid ${theme.colors.border};
          margin-bottom: 1.5rem;
        `}
  a {
    padding: 0.5rem 0.85rem;
    border-radius: ${({ theme, $vertical }) => ($vertical ? theme.radius : '8px 8px 0 0')};
    color: ${({ theme }) => theme.colors.gray[700]};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.gray[100]};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary[700]};
    background: ${({ theme }) => theme.colors.primary[50]};
    ${({ $vertical, theme }) =>
      !$vertical &&
      css`
        box-shadow: inset 0 -2px 0 ${theme.colors.primary[600]};
      `}
  }
`;

/**
 * The entry of the page shown: the one whose path is the longest start of the address, so a
 * record's page (/admin/cohorts/3) marks its list's entry (/admin/cohorts), not the dashboard's;
 * a record living elsewhere marks the entry that names it among its `records`.
 */
function currentEntry(entries: NavEntry[], pathname: string) {
  const listOfRecord = entries.find((entry) =>
    entry.records?.some((pattern) => matchPath(pattern, pathname)),
  );
  if (listOfRecord) return listOfRecord;
  let current: NavEntry | undefined;
  for (const entry of entries) {
    const within = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
    if (within && entry.to.length > (current?.to.length ?? -1)) current = entry;
  }
  return current;
}

/** An area's navigation: tabs above the page, or a sidebar in the admin layout. */
export function AreaNav({
  entries,
  vertical = false,
  label,
}: {
  entries: NavEntry[];
  vertical?: boolean;
  label: string;
}) {
  const current = currentEntry(entries, useLocation().pathname);
  if (entries.length === 0) return null;
  return (
    <Nav $vertical={vertical} aria-label={label}>
      {entries.map((entry) => (
        <Link key={entry.to} to={entry.to} aria-current={entry === current ? 'page' : undefined}>
          {entry.label}
        </Link>
      ))}
    </Nav>
  );
}
