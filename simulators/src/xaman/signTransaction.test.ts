import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, verify } from 'ripple-keypairs';
import { DEMO_XAMAN_ADDRESS, DEMO_XAMAN_SEED } from './demoAccount';
import { SigningError, signTransaction, transactionId } from './signTransaction';

describe('the demo account', () => {
  it('is a secp256k1 seed whose address is the one written down', () => {
    const { publicKey } = deriveKeypair(DEMO_XAMAN_SEED);
    // secp256k1 public keys are compressed points (02/03…); ed25519 ones start with ED.
    expect(publicKey).toMatch(/^0[23][0-9A-F]{64}$/);
    expect(deriveAddress(publicKey)).toBe(DEMO_XAMAN_ADDRESS);
  });
});

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

describe('signTransaction', () => {
  it('signs a SignIn without TransactionType, whatever else the request holds', () => {
    const signed = signTransaction({ TransactionType: 'SignIn', Memos: [] }, DEMO_XAMAN_SEED, 1);
    const decoded = decode(signed.hex) as Record<string, string>;
    expect(decoded).toEqual({
      Account: DEMO_XAMAN_ADDRESS,
      SigningPubKey: signed.signingPubKey,
      TxnSignature: expect.any(String),
    });
    expect(
      verify(
        encodeForSigning({ Account: decoded.Account, SigningPubKey: decoded.SigningPubKey }),
        decoded.TxnSignature!,
        decoded.SigningPubKey!,
      ),
    ).toBe(true);
    expect(signed).toMatchObject({ account: DEMO_XAMAN_ADDRESS, txid: transactionId(signed.hex) });
  });

  it('signs with an ed25519 seed too', () => {
    const signed = signTransaction(
      { TransactionType: 'SignIn' },
      'sEdTM1uX8pu2do5XvTnutH6HsouMaM2',
      1,
    );
    expect(signed.signingPubKey).toMatch(/^ED/);
    expect(deriveAddress(signed.signingPubKey)).toBe(signed.account);
  });

  it('keeps a fee, sequence and network the request sets, and names Xahau networks', () => {
    const request = {
      TransactionType: 'Payment',
      Destination: 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY',
      Amount: '5',
      Fee: '15',
      Sequence: 7,
      LastLedgerSequence: 99,
    };
    expect(decode(signTransaction(request, DEMO_XAMAN_SEED, 1).hex)).toMatchObject({
      Fee: '15',
      Sequence: 7,
      LastLedgerSequence: 99,
    });
    expect(decode(signTransaction(request, DEMO_XAMAN_SEED, 1).hex)).not.toHaveProperty(
      'NetworkID',
    );
    expect(decode(signTransaction(request, DEMO_XAMAN_SEED, 21338).hex)).toMatchObject({
      NetworkID: 21338,
    });
  });

  it('explains what it cannot sign', () => {
    expect(() => signTransaction({ TransactionType: 'SignIn' }, 'nope', 1)).toThrow(SigningError);
    expect(() =>
      signTransaction({ TransactionType: 'Payment', Amount: 'lots' }, DEMO_XAMAN_SEED, 1),
    ).toThrow(/^The transaction cannot be encoded/);
  });
});
