import {
  DEFAULT_AUTO_FUND_DROPS,
  DEFAULT_CLOSE_INTERVAL_MS,
  DEFAULT_XRPL_NETWORK_ID,
  DEFAULT_XRPL_PORT,
} from './xrplLedgerDefaults';
import { xrplLedgerOptionsFromEnv } from './xrplLedgerOptionsFromEnv';

describe('xrplLedgerOptionsFromEnv', () => {
  it('uses the defaults when nothing is set, faucet included', () => {
    expect(xrplLedgerOptionsFromEnv({})).toEqual({
      port: DEFAULT_XRPL_PORT,
      networkId: DEFAULT_XRPL_NETWORK_ID,
      closeIntervalMs: DEFAULT_CLOSE_INTERVAL_MS,
      autoFundDrops: DEFAULT_AUTO_FUND_DROPS,
    });
  });

  it('reads every XRPL_* variable, and 0 switches the faucet off', () => {
    expect(
      xrplLedgerOptionsFromEnv({
        XRPL_PORT: '9027',
        XRPL_NETWORK_ID: ' 21338 ',
        XRPL_CLOSE_INTERVAL_MS: '0',
        XRPL_AUTO_FUND_DROPS: '0',
      }),
    ).toEqual({ port: 9027, networkId: 21338, closeIntervalMs: 0, autoFundDrops: undefined });
    expect(xrplLedgerOptionsFromEnv({ XRPL_AUTO_FUND_DROPS: '25000000' })).toMatchObject({
      autoFundDrops: '25000000',
    });
  });

  it('refuses values that are not ones', () => {
    expect(() => xrplLedgerOptionsFromEnv({ XRPL_NETWORK_ID: 'testnet' })).toThrow(
      /^XRPL_NETWORK_ID must be a network id/,
    );
    expect(() => xrplLedgerOptionsFromEnv({ XRPL_CLOSE_INTERVAL_MS: '1s' })).toThrow(
      /^XRPL_CLOSE_INTERVAL_MS/,
    );
    expect(() => xrplLedgerOptionsFromEnv({ XRPL_AUTO_FUND_DROPS: '1 XRP' })).toThrow(
      /^XRPL_AUTO_FUND_DROPS/,
    );
  });
});
