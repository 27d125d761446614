import { decode, encode } from 'ripple-binary-codec';
import { accountRootIndex } from '../xrplHashes';
import {
  ED25519_WALLET,
  GENESIS_WALLET,
  SECP256K1_WALLET,
  VERIFICATION_WALLET,
  signPayment,
  signTransaction,
  startTestLedger,
  type TestLedger,
} from './xrplLedgerTestKit';

const VOTER = ED25519_WALLET;
const FUNDED = {
  [VOTER.address]: '50000000',
  [VERIFICATION_WALLET.address]: '20000000',
};

let ledger: TestLedger;

async function balanceOf(address: string, ledgerIndex: 'current' | 'validated'): Promise<string> {
  const info = await ledger.rpc('account_info', { account: address, ledger_index: ledgerIndex });
  return (info.account_data as { Balance: string }).Balance;
}

function closeLedger(): number {
  return ledger.simulator.closeLedger().ledgerIndex;
}

describe('XRP Ledger stand-in: submitting payments', () => {
  beforeEach(async () => {
    ledger = await startTestLedger({ accounts: FUNDED });
  });

  afterEach(() => ledger.close());

  it('accepts a 1-drop ed25519 payment, and validates it when the ledger closes', async () => {
    const { blob, hash } = signPayment(VOTER, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      Sequence: 1,
    });

    const submitted = await ledger.submit(blob);
    expect(submitted).toEqual({
      accepted: true,
      account_sequence_available: 2,
      account_sequence_next: 2,
      applied: true,
      broadcast: true,
      engine_result: 'tesSUCCESS',
      engine_result_code: 0,
      engine_result_message: 'The transaction was applied. Only final in a validated ledger.',
      kept: true,
      open_ledger_cost: '10',
      queued: false,
      status: 'success',
      tx_blob: blob,
      tx_json: { ...decode(blob), hash },
      validated_ledger_index: 1,
    });

    // In the open ledger: known, but neither validated nor given metadata.
    const pending = await ledger.rpc('tx', { transaction: hash });
    expect(pending).toEqual({
      ...decode(blob),
      DeliverMax: '1',
      hash,
      validated: false,
      status: 'success',
    });

    const ledgerIndex = closeLedger();
    const validated = await ledger.rpc('tx', { transaction: hash });
    expect(validated).toMatchObject({
      TransactionType: 'Payment',
      Account: VOTER.address,
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      DeliverMax: '1',
      hash,
      ledger_index: ledgerIndex,
      inLedger: ledgerIndex,
      date: expect.any(Number),
      ctid: `C${ledgerIndex.toString(16).toUpperCase().padStart(7, '0')}00000001`,
      validated: true,
      meta: {
        TransactionIndex: 0,
        TransactionResult: 'tesSUCCESS',
        delivered_amount: '1',
      },
    });
    const { AffectedNodes } = validated.meta as { AffectedNodes: unknown[] };
    expect(AffectedNodes).toHaveLength(2);
    expect(AffectedNodes).toEqual(
      expect.arrayContaining([
        {
          ModifiedNode: {
            FinalFields: {
              Account: VOTER.address,
              Balance: '49999987',
              Flags: 0,
              OwnerCount: 0,
              Sequence: 2,
            },
            LedgerEntryType: 'AccountRoot',
            LedgerIndex: accountRootIndex(VOTER.address),
            PreviousFields: { Balance: '50000000', Sequence: 1 },
            PreviousTxnID: '0'.repeat(64),
            PreviousTxnLgrSeq: 0,
          },
        },
        {
          ModifiedNode: expect.objectContaining({
            FinalFields: expect.objectContaining({ Balance: '20000001' }),
            PreviousFields: { Balance: '20000000' },
          }),
        },
      ]),
    );
  });

  it('moves balances in the current ledger at once and in the validated one on close', async () => {
    const { blob } = signPayment(VOTER, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '1000000',
      Sequence: 1,
    });
    await ledger.submit(blob);

    expect(await balanceOf(VOTER.address, 'current')).toBe('48999988');
    expect(await balanceOf(VOTER.address, 'validated')).toBe('50000000');
    closeLedger();
    expect(await balanceOf(VOTER.address, 'validated')).toBe('48999988');
    expect(await balanceOf(VERIFICATION_WALLET.address, 'validated')).toBe('21000000');
    const info = await ledger.rpc('account_info', { account: VOTER.address });
    expect(info.account_data).toMatchObject({ Sequence: 2, PreviousTxnLgrSeq: 2 });
  });

  it('creates the destination of a secp256k1 payment of at least the reserve', async () => {
    const { blob, hash } = signPayment(GENESIS_WALLET, {
      Destination: SECP256K1_WALLET.address,
      Amount: '25000000',
      Sequence: 1,
    });
    expect(await ledger.submit(blob)).toMatchObject({ engine_result: 'tesSUCCESS' });
    closeLedger();
    const { meta } = await ledger.rpc('tx', { transaction: hash });
    expect((meta as { AffectedNodes: unknown[] }).AffectedNodes).toContainEqual({
      CreatedNode: {
        LedgerEntryType: 'AccountRoot',
        LedgerIndex: accountRootIndex(SECP256K1_WALLET.address),
        NewFields: { Account: SECP256K1_WALLET.address, Balance: '25000000', Sequence: 1 },
      },
    });

    // Its own first transaction, signed with a secp256k1 key, goes through.
    const own = signPayment(SECP256K1_WALLET, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      Sequence: 1,
    });
    expect(await ledger.submit(own.blob)).toMatchObject({ engine_result: 'tesSUCCESS' });
  });

  it('refuses to create an account with less than the reserve', async () => {
    const { blob, hash } = signPayment(VOTER, {
      Destination: SECP256K1_WALLET.address,
      Amount: '9999999',
      Sequence: 1,
    });
    expect(await ledger.submit(blob)).toMatchObject({
      engine_result: 'tecNO_DST_INSUF_XRP',
      engine_result_code: 125,
      applied: true,
    });
    closeLedger();
    expect(await ledger.rpc('tx', { transaction: hash })).toMatchObject({
      meta: { TransactionResult: 'tecNO_DST_INSUF_XRP' },
      validated: true,
    });
    expect(await balanceOf(VOTER.address, 'validated')).toBe('49999988');
  });

  it('refuses a signature that does not match the transaction', async () => {
    const { blob } = signPayment(VOTER, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      Sequence: 1,
    });
    // Same signature, another amount.
    const tampered = encode({ ...decode(blob), Amount: '2' });
    expect(await ledger.submit(tampered)).toEqual({
      error: 'invalidTransaction',
      error_exception: 'fails local checks: Invalid signature.',
      request: { command: 'submit', tx_blob: tampered },
      status: 'error',
    });
    const unsigned = encode({ ...decode(blob), TxnSignature: undefined });
    expect(await ledger.submit(unsigned)).toMatchObject({ error: 'invalidTransaction' });
    expect(await balanceOf(VOTER.address, 'current')).toBe('50000000');
  });

  it("refuses a valid signature by a key that is not the account's", async () => {
    const { blob } = signTransaction(
      VOTER,
      {
        TransactionType: 'Payment',
        Destination: VERIFICATION_WALLET.address,
        Amount: '1',
        Sequence: 1,
      },
      SECP256K1_WALLET,
    );
    expect(await ledger.submit(blob)).toMatchObject({
      engine_result: 'tefBAD_AUTH',
      engine_result_code: -196,
      engine_result_message: "Transaction's public key is not authorized.",
      accepted: false,
      applied: false,
    });
  });

  it('checks the sequence: later ones wait (terPRE_SEQ), earlier ones have passed', async () => {
    const payment = { Destination: VERIFICATION_WALLET.address, Amount: '1' };
    const ahead = signPayment(VOTER, { ...payment, Sequence: 2 });
    expect(await ledger.submit(ahead.blob)).toMatchObject({
      engine_result: 'terPRE_SEQ',
      engine_result_code: -92,
      applied: false,
      account_sequence_next: 1,
    });
    // Not held for later either: it is not found.
    expect(await ledger.rpc('tx', { transaction: ahead.hash })).toMatchObject({
      error: 'txnNotFound',
    });

    await ledger.submit(signPayment(VOTER, { ...payment, Sequence: 1 }).blob);
    const behind = signPayment(VOTER, { ...payment, Amount: '2', Sequence: 1 });
    expect(await ledger.submit(behind.blob)).toMatchObject({
      engine_result: 'tefPAST_SEQ',
      engine_result_code: -190,
    });
    // The next sequence is fine before the ledger closes.
    expect(await ledger.submit(ahead.blob)).toMatchObject({ engine_result: 'tesSUCCESS' });
  });

  it('answers tefALREADY for a duplicate in the open ledger, tefPAST_SEQ once it closed', async () => {
    const { blob } = signPayment(VOTER, {
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      Sequence: 1,
    });
    await ledger.submit(blob);
    expect(await ledger.submit(blob)).toMatchObject({
      engine_result: 'tefALREADY',
      engine_result_code: -198,
      applied: false,
    });
    closeLedger();
    expect(await ledger.submit(blob)).toMatchObject({ engine_result: 'tefPAST_SEQ' });
    expect(await balanceOf(VERIFICATION_WALLET.address, 'validated')).toBe('20000001');
  });

  it('keeps the reserve: a payment that would eat into it fails but costs its fee', async () => {
    const { blob, hash } = signPayment(VERIFICATION_WALLET, {
      Destination: VOTER.address,
      Amount: '10000001',
      Sequence: 1,
    });
    expect(await ledger.submit(blob)).toMatchObject({
      engine_result: 'tecUNFUNDED_PAYMENT',
      engine_result_code: 104,
      engine_result_message: 'Insufficient XRP balance to send.',
      applied: true,
      account_sequence_next: 2,
    });
    closeLedger();
    const validated = await ledger.rpc('tx', { transaction: hash });
    expect(validated.meta).toEqual({
      AffectedNodes: [
        {
          ModifiedNode: expect.objectContaining({
            FinalFields: expect.objectContaining({ Balance: '19999988', Sequence: 2 }),
          }),
        },
      ],
      TransactionIndex: 0,
      TransactionResult: 'tecUNFUNDED_PAYMENT',
    });
    expect(await balanceOf(VOTER.address, 'validated')).toBe('50000000');
  });

  it('refuses what it cannot apply: low fee, passed LastLedgerSequence, tokens, other types', async () => {
    const payment = { Destination: VERIFICATION_WALLET.address, Amount: '1', Sequence: 1 };
    const results = async (fields: Record<string, unknown>): Promise<unknown> =>
      (
        await ledger.submit(
          signTransaction(VOTER, { TransactionType: 'Payment', ...payment, ...fields }).blob,
        )
      ).engine_result;

    expect(await results({ Fee: '9' })).toBe('telINSUF_FEE_P');
    expect(await results({ LastLedgerSequence: 1 })).toBe('tefMAX_LEDGER');
    expect(
      await results({
        Amount: { currency: 'USD', issuer: GENESIS_WALLET.address, value: '1' },
      }),
    ).toBe('temBAD_AMOUNT');
    expect(await results({ Amount: '0' })).toBe('temBAD_AMOUNT');
    expect(await results({ Destination: VOTER.address })).toBe('temREDUNDANT');
    expect(await results({ Flags: 0x00020000 })).toBe('temBAD_SEND_XRP_PARTIAL');
    expect(await results({ SendMax: '5' })).toBe('temBAD_SEND_XRP_MAX');
    expect(
      (
        await ledger.submit(
          signTransaction(VOTER, { TransactionType: 'AccountSet', Sequence: 1 }).blob,
        )
      ).engine_result,
    ).toBe('temUNKNOWN');
    // LastLedgerSequence that is still ahead is fine.
    expect(await results({ LastLedgerSequence: 2 })).toBe('tesSUCCESS');
  });

  it('refuses a blob that is not a submittable transaction', async () => {
    // What Xaman signs for a sign-in: no TransactionType, no Sequence, no Fee.
    const signIn = encode({
      Account: VOTER.address,
      SigningPubKey: VOTER.publicKey,
      TxnSignature: '00',
    });
    expect(await ledger.submit(signIn)).toMatchObject({
      error: 'invalidTransaction',
      error_exception: "Field 'TransactionType' is required but missing.",
      status: 'error',
    });
    expect(await ledger.submit('not hex')).toMatchObject({
      error: 'invalidParams',
      error_code: 31,
      status: 'error',
    });
    expect(await ledger.rpc('submit', { tx_json: {}, secret: 'x' })).toMatchObject({
      error: 'notSupported',
      request: { secret: 'x', tx_json: {}, command: 'submit' },
    });
  });
});

describe('XRP Ledger stand-in: accounts it does not know', () => {
  const payment = {
    Destination: VERIFICATION_WALLET.address,
    Amount: '1',
    Sequence: 1,
  };

  afterEach(() => ledger.close());

  it('without a faucet: terNO_ACCOUNT for the sender, actNotFound in account_info', async () => {
    ledger = await startTestLedger({ accounts: { [VERIFICATION_WALLET.address]: '20000000' } });
    const submitted = await ledger.submit(signPayment(VOTER, payment).blob);
    expect(submitted).toMatchObject({
      engine_result: 'terNO_ACCOUNT',
      engine_result_code: -96,
      applied: false,
    });
    expect(submitted).not.toHaveProperty('account_sequence_next');
    expect(await ledger.rpc('account_info', { account: VOTER.address })).toEqual({
      account: VOTER.address,
      error: 'actNotFound',
      error_code: 19,
      error_message: 'Account not found.',
      ledger_current_index: 2,
      validated: false,
      request: { account: VOTER.address, command: 'account_info' },
      status: 'error',
    });
  });

  it('with a faucet: funds an unknown sender first, and shows it in both ledgers', async () => {
    ledger = await startTestLedger({ autoFundDrops: '1000000000' });
    const submitted = await ledger.submit(signPayment(VOTER, payment).blob);
    expect(submitted).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect(await balanceOf(VOTER.address, 'validated')).toBe('1000000000');
    expect(await balanceOf(VOTER.address, 'current')).toBe('999999987');
    // The destination was unknown as well; the faucet funded it before the payment.
    expect(await balanceOf(VERIFICATION_WALLET.address, 'current')).toBe('1000000001');
  });

  it('with a faucet: funds an account account_info asks about', async () => {
    ledger = await startTestLedger({ autoFundDrops: '1000000000' });
    const info = await ledger.rpc('account_info', {
      account: SECP256K1_WALLET.address,
      ledger_index: 'validated',
    });
    expect(info).toMatchObject({
      account_data: { Account: SECP256K1_WALLET.address, Balance: '1000000000', Sequence: 1 },
      ledger_index: 1,
      validated: true,
      status: 'success',
    });
    const genesis = await ledger.rpc('account_info', { account: GENESIS_WALLET.address });
    expect((genesis.account_data as { Balance: string }).Balance).toBe('99999999000000000');
  });
});

describe('XRP Ledger stand-in: network ids', () => {
  const payment = { Destination: VERIFICATION_WALLET.address, Amount: '1', Sequence: 1 };

  async function resultOn(networkId: number, fields: Record<string, unknown>): Promise<unknown> {
    const onNetwork = await startTestLedger({ networkId, accounts: FUNDED });
    try {
      const submitted = await onNetwork.submit(signPayment(VOTER, { ...payment, ...fields }).blob);
      return submitted.engine_result;
    } finally {
      await onNetwork.close();
    }
  }

  it('requires the network id above 1024 (Xahau testnet 21338)', async () => {
    expect(await resultOn(21338, {})).toBe('telREQUIRES_NETWORK_ID');
    expect(await resultOn(21338, { NetworkID: 21337 })).toBe('telWRONG_NETWORK');
    expect(await resultOn(21338, { NetworkID: 21338 })).toBe('tesSUCCESS');
  });

  it('refuses a network id up to 1024 (XRP Ledger testnet 1)', async () => {
    expect(await resultOn(1, { NetworkID: 1 })).toBe('telNETWORK_ID_MAKES_TX_NON_CANONICAL');
    expect(await resultOn(1, {})).toBe('tesSUCCESS');
  });
});
