import {
  DEFAULT_XAMAN_API_KEY,
  DEFAULT_XAMAN_API_SECRET,
  DEFAULT_XAMAN_NETWORK_ID,
  DEFAULT_XAMAN_PORT,
} from './xamanDefaults';
import { xamanOptionsFromEnv } from './xamanOptionsFromEnv';

describe('xamanOptionsFromEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(xamanOptionsFromEnv({})).toEqual({
      port: DEFAULT_XAMAN_PORT,
      apiKey: DEFAULT_XAMAN_API_KEY,
      apiSecret: DEFAULT_XAMAN_API_SECRET,
      networkId: DEFAULT_XAMAN_NETWORK_ID,
      publicUrl: undefined,
    });
  });

  it('reads every XAMAN_* variable', () => {
    expect(
      xamanOptionsFromEnv({
        XAMAN_PORT: '9026',
        XAMAN_API_KEY: ' aaaaaaaa-0000-4000-8000-000000000001 ',
        XAMAN_API_SECRET: 'aaaaaaaa-0000-4000-8000-000000000002',
        XAMAN_NETWORK_ID: '21338',
        XAMAN_PUBLIC_URL: 'http://192.168.1.20:9026',
      }),
    ).toEqual({
      port: 9026,
      apiKey: 'aaaaaaaa-0000-4000-8000-000000000001',
      apiSecret: 'aaaaaaaa-0000-4000-8000-000000000002',
      networkId: 21338,
      publicUrl: 'http://192.168.1.20:9026',
    });
  });

  it('refuses a network id that is not one', () => {
    for (const value of ['testnet', '-1', '1.5', '4294967296']) {
      expect(() => xamanOptionsFromEnv({ XAMAN_NETWORK_ID: value })).toThrow(/^XAMAN_NETWORK_ID/);
    }
  });
});
