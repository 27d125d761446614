import { setLoginRequiredHandler, setWalletRequiredHandler } from '@glow/shared-api';
import { GlobalStyle, themeByName, RouterProvider } from '@glow/shared-ui';
import { WalletProvider, WalletSession } from '@glow/shared-wallet';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { config } from './config';
import { installGlobalErrorLogging } from './errors/globalErrorLogging';
import { fullPathOf, loginPath } from './frame/loginRedirect';
import { createGlowRouter } from './router';
import { createGlowStore } from './store';
import { startNewBuildCheck } from './updates/newBuildCheck';

installGlobalErrorLogging(config.logLevel);

const store = createGlowStore();
const wallet = new WalletSession({ store });
// A wallet connected on an earlier visit stays only if the API still confirms it.
void wallet.restore();
const router = createGlowRouter();
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

createRoot(document.getElementById('root')!, {
  onCaughtError: () => undefined, // route error boundaries report what they catch themselves
}).render(
  <StrictMode>
    <Provider store={store}>
      <WalletProvider session={wallet}>
        <ThemeProvider theme={themeByName(config.theme)}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>
      </WalletProvider>
    </Provider>
  </StrictMode>,
);
