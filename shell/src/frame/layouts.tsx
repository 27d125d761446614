import type { GlowRoute, NavEntry } from '@glow/shared-api';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Header } from '../header/Header';
import { AreaNav } from './AreaNav';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';

const Page = styled.div`
  display: flex;
  flex-direction: column;
`;

/**
 * The page's place is at least a screen tall, so the footer starts below the first screen and
 * stays there while an area and its data load: nothing the reader sees is pushed down.
 */
const screenTall = css`
  min-height: 100vh;
`;

const Main = styled.main`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
  ${screenTall}
`;

const AdminGrid = styled.div`
  width: 100%;
  max-width: 1320px;
  margin: 0 auto;
  ${screenTall}
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    /* The navigation keeps its own height; the page below takes the rest of the screen. */
    grid-template-rows: auto 1fr;
  }
`;

const Sidebar = styled.aside`
  padding: 1.5rem 0.75rem;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 767px) {
    padding: 0.5rem 0.75rem;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const AdminMain = styled.main`
  padding: 1.5rem 1.75rem 3rem;
  overflow: auto;
`;

interface LayoutProps {
  navigation: NavEntry[];
  /** The routes of the area being shown, for the breadcrumb trail. */
  routes: GlowRoute[];
  areaLabel: string;
  children: ReactNode;
}

/** Header, the area's tabs, the page, footer. */
export function DefaultLayout({ navigation, areaLabel, children }: LayoutProps) {
  return (
    <Page>
      <Header />
      <Main>
        <AreaNav entries={navigation} label={areaLabel} />
        {children}
      </Main>
      <Footer />
    </Page>
  );
}

/** Header, a sidebar with the area's navigation, breadcrumbs and the page, footer. */
export function AdminLayout({ navigation, routes, areaLabel, children }: LayoutProps) {
  return (
    <Page>
      <Header />
      <AdminGrid>
        <Sidebar>
          <AreaNav entries={navigation} label={areaLabel} vertical />
        </Sidebar>
        <AdminMain data-scroll-container>
          <Breadcrumbs routes={routes} />
          {children}
        </AdminMain>
      </AdminGrid>
      <Footer />
    </Page>
  );
}
