import type { XummTypes } from 'xumm-sdk';
import { DEMO_XAMAN_ADDRESS } from './xaman';
import { startTestXaman, type TestXaman } from './xaman/xamanTestKit';
import { linkXamanToLedger } from './xamanLedgerLink';
import { DEMO_PROGRAMME_ADDRESS, DEMO_PROGRAMME_DROPS, DEMO_PROGRAMME_SEED } from './xrplLedger';
import {
  VERIFICATION_WALLET,
  startTestLedger,
  type TestLedger,
} from './xrplLedger/xrplLedgerTestKit';

let ledger: TestLedger;
let xaman: TestXaman;

async function startLinked(autoFundDrops?: string): Promise<void> {
  ledger = await startTestLedger({
    autoFundDrops,
    accounts: {
      [VERIFICATION_WALLET.address]: '20000000',
      [DEMO_PROGRAMME_ADDRESS]: DEMO_PROGRAMME_DROPS,
    },
  });
  xaman = await startTestXaman(linkXamanToLedger(ledger.simulator));
}

afterEach(async () => {
  await xaman.close();
  await ledger.close();
});

async function approve(
  txjson: XummTypes.XummJsonTransaction,
  body?: unknown,
): Promise<XummTypes.XummGetPayloadResponse> {
  const created = await xaman.sdk.payload.create({ txjson }, true);
  const { body: payload } = await xaman.control(`/payloads/${created!.uuid}/approve`, body);
  return payload as XummTypes.XummGetPayloadResponse;
}

const REGISTRATION: XummTypes.XummJsonTransaction = {
  TransactionType: 'Payment',
  Destination: VERIFICATION_WALLET.address,
  Amount: '1',
};

describe('Xaman stand-in linked to the XRP Ledger stand-in', () => {
  it('submits an approved payment: the ledger has it under the payload txid', async () => {
    await startLinked('1000000000');
    const payload = await approve(REGISTRATION);
    expect(payload.response).toMatchObject({
      account: DEMO_XAMAN_ADDRESS,
      dispatched_result: 'tesSUCCESS',
      dispatched_to: ledger.simulator.url,
      dispatched_to_node: true,
      dispatched_nodetype: 'TESTNET',
    });
    // What xumm-sdk reads is the same.
    expect((await xaman.sdk.payload.get(payload.meta.uuid, true))!.response).toEqual(
      payload.response,
    );

    const txid = payload.response.txid!;
    expect(await ledger.rpc('tx', { transaction: txid })).toMatchObject({
      hash: txid,
      Account: DEMO_XAMAN_ADDRESS,
      validated: false,
    });
    ledger.simulator.closeLedger();
    expect(await ledger.rpc('tx', { transaction: txid })).toMatchObject({
      TransactionType: 'Payment',
      Account: DEMO_XAMAN_ADDRESS,
      Destination: VERIFICATION_WALLET.address,
      Amount: '1',
      validated: true,
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '1' },
    });
  });

  it("signs later payments with the account's next sequence", async () => {
    await startLinked('1000000000');
    await approve(REGISTRATION);
    const second = await approve({ ...REGISTRATION, Amount: '2' });
    expect(second.response.dispatched_result).toBe('tesSUCCESS');
    const answer = await ledger.rpc('tx', { transaction: second.response.txid });
    expect(answer).toMatchObject({ Sequence: 2 });
  });

  it("pays a grant as the programme's account, keeping its memo and LastLedgerSequence", async () => {
    await startLinked();
    const hex = (text: string) => Buffer.from(text).toString('hex').toUpperCase();
    const memo = {
      Memo: {
        MemoType: hex('glow/payment'),
        MemoFormat: hex('text/plain'),
        MemoData: hex('localhost:8080/payments/17'),
      },
    };
    const grant: XummTypes.XummJsonTransaction = {
      TransactionType: 'Payment',
      Account: DEMO_PROGRAMME_ADDRESS,
      Destination: VERIFICATION_WALLET.address,
      Amount: '750000000',
      LastLedgerSequence: 101,
      Memos: [memo],
    };

    const payload = await approve(grant, { seed: DEMO_PROGRAMME_SEED });

    expect(payload.response).toMatchObject({
      account: DEMO_PROGRAMME_ADDRESS,
      dispatched_result: 'tesSUCCESS',
    });
    ledger.simulator.closeLedger();
    expect(await ledger.rpc('tx', { transaction: payload.response.txid })).toMatchObject({
      Account: DEMO_PROGRAMME_ADDRESS,
      Destination: VERIFICATION_WALLET.address,
      Amount: '750000000',
      LastLedgerSequence: 101,
      Memos: [memo],
      // The programme account exists from genesis: its first transaction is Sequence 1.
      Sequence: 1,
      validated: true,
      meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '750000000' },
    });
  });

  it('does not submit a sign-in', async () => {
    await startLinked('1000000000');
    const payload = await approve({ TransactionType: 'SignIn' });
    expect(payload.response).toMatchObject({ dispatched_result: null, dispatched_to_node: false });
    expect(await ledger.control('/transactions', undefined, 'GET')).toEqual({
      status: 200,
      body: [],
    });
  });

  it("reports the ledger's refusal as the dispatched result", async () => {
    await startLinked();
    expect((await approve(REGISTRATION)).response.dispatched_result).toBe('terNO_ACCOUNT');
    // Signed for Xahau testnet, submitted to an XRP Ledger testnet node.
    await ledger.control('/fund', { address: DEMO_XAMAN_ADDRESS, drops: '50000000' });
    expect((await approve(REGISTRATION, { networkId: 21338 })).response).toMatchObject({
      dispatched_result: 'telNETWORK_ID_MAKES_TX_NON_CANONICAL',
      dispatched_nodetype: 'XAHAUTESTNET',
    });
  });
});
