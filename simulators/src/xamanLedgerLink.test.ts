import type { XummTypes } from 'xumm-sdk';
import { DEMO_XAMAN_ADDRESS } from './xaman';
import { startTestXaman, type TestXaman } from './xaman/xamanTestKit';
import { linkXamanToLedger } from './xamanLedgerLink';
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
    accounts: { [VERIFICATION_WALLET.address]: '20000000' },
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
