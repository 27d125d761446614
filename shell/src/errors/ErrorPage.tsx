import { Button, useLocation, useNavigate } from '@glow/shared-ui';
import styled from 'styled-components';
import { paths } from '../paths';

const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|lighthouse/i;

export function isCrawler(userAgent: string = navigator.userAgent) {
  return CRAWLER.test(userAgent);
}

const Wrapper = styled.section<{ $fatal: boolean }>`
  color-scheme: light;
  min-height: ${({ $fatal }) => ($fatal ? '100vh' : '50vh')};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  padding: 3rem 1.5rem;
  text-align: center;
  background: ${({ theme, $fatal }) => ($fatal ? theme.colors.surface : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4.5rem, 14vw, 8rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.primary[600]};
`;

const Message = styled.h1`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * The error page: the status message, the status code in large, and "Home". A fatal error
 * replaces the whole page; a non-fatal one shows inside the layout. Crawlers are not shown it.
 */
export function ErrorPage({
  status,
  message,
  fatal = false,
}: {
  status: number;
  message: string;
  fatal?: boolean;
}) {
  const navigate = useNavigate();
  if (isCrawler()) return null;
  return (
    <Wrapper $fatal={fatal} data-testid="error-page" data-fatal={fatal}>
      <Message>{message}</Message>
      <Code aria-label={`Status ${status}`}>{status}</Code>
      <Button onClick={() => navigate(paths.home, { replace: true })}>Home</Button>
    </Wrapper>
  );
}

/** A path that no page serves, inside the frame. */
export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`Page not found: ${pathname}`} />;
}
