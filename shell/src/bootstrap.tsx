import { setLoginRequiredHandler, setWalletRequiredHandler } from '@glow/shared-api';
import { GlobalStyle, themeByName } from '@glow/shared-ui';
import { WalletProvider, WalletSession } from '@glow/shared-wallet';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { config } from './config';
import { installGlobalErrorLogging } from './errors/globalErrorLogging';
import { prefetchRemoteListings } from './federation/remoteRoutes';
import { loginPath } from './frame/loginRedirect';
import { createGlowRouter } from './router';
import { createGlowStore } from './store';

installGlobalErrorLogging(config.logLevel);
prefetchRemoteListings();

const store = createGlowStore();
const wallet = new WalletSession({ store });
// A wallet connected on an earlier visit stays only if the API still confirms it.
void wallet.restore();
const router = createGlowRouter();
setLoginRequiredHandler((redirect) => router.navigate(loginPath(redirect)));
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
