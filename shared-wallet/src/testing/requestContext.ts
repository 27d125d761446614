// A wallet request context for testing one connector on its own (Jest only).
import { createTestStore } from '@glow/shared-api/testing';
import type { WalletRequestContext } from '../connectors/types';
import { createWalletApiClient } from '../walletApi';

export function testRequestContext(overrides: Partial<WalletRequestContext> = {}) {
  const controller = new AbortController();
  const qrCodes: string[] = [];
  const xamanLinks: string[] = [];
  const keptSecrets: { payloadId: string; secret: string }[] = [];
  const store = createTestStore();
  const context: WalletRequestContext = {
    api: createWalletApiClient(store.dispatch),
    signal: controller.signal,
    mobile: false,
    popup: null,
    returnUrl: (journey) => `http://localhost/vote?xaman_payload={id}&journey=${journey}`,
    showQrCode: (src) => qrCodes.push(src),
    showXamanLink: (url) => xamanLinks.push(url),
    keepXamanSecret: (payloadId, secret) => keptSecrets.push({ payloadId, secret }),
    ...overrides,
  };
  return { context, controller, qrCodes, xamanLinks, keptSecrets, store };
}
