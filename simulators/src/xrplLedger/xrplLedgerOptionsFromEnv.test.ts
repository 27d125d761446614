import { deriveAddress, deriveKeypair } from 'ripple-keypairs';
import {
  DEMO_PROGRAMME_ADDRESS,
  DEMO_PROGRAMME_DROPS,
  DEMO_PROGRAMME_SEED,
} from './demoProgrammeAccount';
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
      accounts: { [DEMO_PROGRAMME_ADDRESS]: DEMO_PROGRAMME_DROPS },
    });
  });

  it("funds the demo programme account at genesis, whose address is its seed's", () => {
    expect(deriveAddress(deriveKeypair(DEMO_PROGRAMME_SEED).publicKey)).toBe(
      DEMO_PROGRAMME_ADDRESS,
    );
    expect(DEMO_PROGRAMME_DROPS).toBe('1000000000000');
  });

  it('funds the accounts XRPL_ACCOUNTS lists as well, and refuses a list that is not one', () => {
    const other = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    expect(xrplLedgerOptionsFromEnv({ XRPL_ACCOUNTS: ` ${other}=25000000 , ` }).accounts).toEqual({
      [DEMO_PROGRAMME_ADDRESS]: DEMO_PROGRAMME_DROPS,
      [other]: '25000000',
    });
    for (const wrong of ['rNope=1', `${other}=1 XRP`, `${other}`, `${other}=1=2`]) {
      expect(() => xrplLedgerOptionsFromEnv({ XRPL_ACCOUNTS: wrong })).toThrow(
        /^XRPL_ACCOUNTS must list address=drops pairs separated by commas/,
      );
    }
  });

  it('reads every XRPL_* variable, and 0 switches the faucet off', () => {
    expect(
      xrplLedgerOptionsFromEnv({
        XRPL_PORT: '9027',
        XRPL_NETWORK_ID: ' 21338 ',
        XRPL_CLOSE_INTERVAL_MS: '0',
        XRPL_AUTO_FUND_DROPS: '0',
      }),
    ).toMatchObject({ port: 9027, networkId: 21338, closeIntervalMs: 0, autoFundDrops: undefined });
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
