import { accountRootIndex, transactionId } from './xrplHashes';

describe('transactionId', () => {
  it('matches the hash xrpl.js computes for a signed Payment', () => {
    // Signed and hashed with xrpl 2.14 (Wallet.sign, hashes.hashSignedTx).
    const blob =
      '12000024000000016140000000000F424068400000000000000C7321ED76AD9E54BDE80E490F542C3B6E3C0F32' +
      'CA16CF37146CB66084F3141FB676344D7440831122F2427FC2C703ECBAA3AF8E9859207D6AEEC81D92247B2C5A' +
      'BE03B5E8E97221FEF2C0519169B3476D0F19E795FBA56822100831C7218A0510BF99F40B008114B93644A45E77' +
      'A56BF238B3782C91DC24A345A3D78314F40B468D5AC0DBA36E2941877AC2E9BBD48262A1';
    expect(transactionId(blob)).toBe(
      'EB72755B0C3828D0099FDF982FD7DA204167D8015904E2D48B2975E4E570FBD7',
    );
  });
});

describe('accountRootIndex', () => {
  it('matches the ledger keys xrpl.js computes (hashes.hashAccountRoot)', () => {
    expect(accountRootIndex('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe(
      '2B6AC232AA4C4BE41BF49D2459FA4A0347E1B543A4C92FCEE0821C0201E2E9A8',
    );
    expect(accountRootIndex('raL2PorNioS8pnp8P6ae2CTLVdtRCQuBUo')).toBe(
      '00F74E179B0EF49A6D9BE2189F679A70529976C3020EB8CD982E4C5604982286',
    );
  });
});
