import { decode, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, deriveKeypair, verify } from 'ripple-keypairs';
import { DEMO_XAMAN_ADDRESS, DEMO_XAMAN_SEED } from './demoAccount';
import { transactionId } from '../xrplHashes';
import { SigningError, signTransaction, signerAddress } from './signTransaction';

describe('the demo account', () => {
  it('is a secp256k1 seed whose address is the one written down', () => {
    const { publicKey } = deriveKeypair(DEMO_XAMAN_SEED);
    // secp256k1 public keys are compressed points (02/03…); ed25519 ones start with ED.
    expect(publicKey).toMatch(/^0[23][0-9A-F]{64}$/);
    expect(deriveAddress(publicKey)).toBe(DEMO_XAMAN_ADDRESS);
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

  it('signs with the sequence it is given when the request sets none', () => {
    const request = { TransactionType: 'Payment', Destination: DEMO_XAMAN_ADDRESS, Amount: '1' };
    expect(decode(signTransaction(request, DEMO_XAMAN_SEED, 1, 42).hex)).toMatchObject({
      Sequence: 42,
    });
    expect(
      decode(signTransaction({ ...request, Sequence: 7 }, DEMO_XAMAN_SEED, 1, 42).hex),
    ).toMatchObject({ Sequence: 7 });
  });

  it('tells the address a seed signs for', () => {
    expect(signerAddress(DEMO_XAMAN_SEED)).toBe(DEMO_XAMAN_ADDRESS);
    expect(() => signerAddress('nope')).toThrow(SigningError);
  });

  it('explains what it cannot sign', () => {
    expect(() => signTransaction({ TransactionType: 'SignIn' }, 'nope', 1)).toThrow(SigningError);
    expect(() =>
      signTransaction({ TransactionType: 'Payment', Amount: 'lots' }, DEMO_XAMAN_SEED, 1),
    ).toThrow(/^The transaction cannot be encoded/);
  });
});
