import {
  readStoredSession,
  selectToken,
  setLoginRequiredHandler,
  setWalletRequiredHandler,
  storedSessionRead,
} from '@glow/shared-api';
import { RouterProvider } from '@glow/shared-ui';
import { WalletSession } from '@glow/shared-wallet';
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './config';
import { installGlobalErrorLogging } from './errors/globalErrorLogging';
import { fullPathOf, loginPath } from './frame/loginRedirect';
import { showHeaderControls } from './header/storedSessionMark';
import { clickAgain, stopRecordingEarlyClicks } from './earlyClicks';
import { refreshRenderedAnswers, renderedArea } from './hydration';
import { createGlowRouter } from './router';
import { createGlowStore, type GlowStore } from './store';
import { startNewBuildCheck } from './updates/newBuildCheck';

installGlobalErrorLogging(config.logLevel);

/**
 * After hydrating a page rendered signed out: the stored session, before any effect reads it; then
 * the page's answers asked for again, and the button clicked before hydration clicked again once
 * the page has rendered with the session.
 */
function StoredSessionAfterHydration({
  store,
  wallet,
  earlyClick,
}: {
  store: GlowStore;
  wallet: WalletSession;
  earlyClick: HTMLButtonElement | null;
}) {
  useLayoutEffect(() => {
    const session = readStoredSession();
    store.dispatch(storedSessionRead(session));
    void wallet.restore();
    // A session unreadable after all: the header stays signed out, as rendered.
    if (!session.token) showHeaderControls();
  }, [store, wallet]);
  useEffect(() => refreshRenderedAnswers(store), [store]);
  useEffect(() => {
    const later = setTimeout(() => clickAgain(earlyClick));
    return () => clearTimeout(later);
  }, [earlyClick]);
  return null;
}

async function start() {
  const hydrating = window.glowServerRendered !== undefined;
  const store = createGlowStore({ signedOut: hydrating });
  // A page that cannot be hydrated (a chunk failed to load) renders afresh and shows the failure.
  const rendered = hydrating ? await renderedArea(store).catch(() => undefined) : undefined;
  if (hydrating && !rendered) store.dispatch(storedSessionRead(readStoredSession()));
  const wallet = new WalletSession({ store });
  const router = createGlowRouter(rendered);
  setLoginRequiredHandler((redirect) => router.navigate(loginPath(redirect)));
  startNewBuildCheck((listener) => {
    let shown = router.state.location.key;
    router.subscribe(({ location }) => {
      if (location.key === shown) return;
      shown = location.key;
      listener(fullPathOf(location));
    });
  });
  setWalletRequiredHandler(wallet.walletSessionEnded);

  // Clicks from here on reach React, which replays those made while it hydrates.
  const earlyClick = stopRecordingEarlyClicks();
  const page = (
    <StrictMode>
      <App store={store} wallet={wallet}>
        <RouterProvider router={router} />
        {rendered && (
          <StoredSessionAfterHydration store={store} wallet={wallet} earlyClick={earlyClick} />
        )}
      </App>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // Route error boundaries report what they catch themselves.
  const options = { onCaughtError: () => undefined };
  if (rendered) {
    hydrateRoot(container, page, options);
  } else {
    // A wallet connected on an earlier visit stays only if the API still confirms it.
    void wallet.restore();
    if (!selectToken(store.getState())) showHeaderControls();
    createRoot(container, options).render(page);
  }
}

void start();
