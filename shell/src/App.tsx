import { GlobalStyle, themeByName } from '@glow/shared-ui';
import { WalletProvider, type WalletSession } from '@glow/shared-wallet';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { config } from './config';
import type { GlowStore } from './store';

/** What every page renders inside, in the browser and on the server: store, wallet, theme. */
export function App({
  store,
  wallet,
  children,
}: {
  store: GlowStore;
  wallet: WalletSession;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <WalletProvider session={wallet}>
        <ThemeProvider theme={themeByName(config.theme)}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </WalletProvider>
    </Provider>
  );
}
