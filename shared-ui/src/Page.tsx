import { useBreadcrumb, type BreadcrumbStep } from '@glow/shared-api';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { routeLabel, usePageRoute } from './currentRoute';
import { Muted, Stack } from './primitives';

const Title = styled.h1`
  font-size: clamp(1.6rem, 2.5vw, 2.1rem);
  margin: 0;
`;

/**
 * The top of every screen: the title and description of its route's handle, written once in the
 * area's routes.tsx. It publishes the page's breadcrumb (and so the document title).
 *
 * `label` is for a page whose own name says more than its route's title: a record it shows
 * ("Cohort Wave 1") or a variant of the page. It replaces the title in the heading and the
 * breadcrumb. `trail` gives the steps before it that its path does not name: a record's cohort.
 */
export function Page({
  label,
  trail,
  children,
}: {
  label?: string;
  trail?: BreadcrumbStep[];
  children?: ReactNode;
}) {
  const route = usePageRoute();
  useBreadcrumb(label ?? routeLabel(route), useLocation().pathname, trail);
  return (
    <Stack $gap="1.5rem">
      <Stack $gap="0.4rem">
        <Title>{label ?? route.handle.title}</Title>
        {route.handle.description && <Muted>{route.handle.description}</Muted>}
      </Stack>
      {children}
    </Stack>
  );
}
