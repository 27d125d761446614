// What the ledger client reads of one account, from the XRP Ledger stand-in's real answers:
// the payment that activated it (account_tx forward, limit 1), its balance and the transactions
// it sent (account_info); an account the ledger lacks, a node without the history, a node down.
import { DomainError } from '../errors/domainErrors';
import { randomAddress } from '../testing/testProgramme';
import { startTestLedger, type TestLedger } from '../testing/testLedger';
import { walletFromSeed } from '../testing/testWallets';
import { AccountNotOnLedger, createXrplClient } from './xrplClient';

const TIMEOUTS = { connectMs: 500, answerMs: 1000 };
const DAY_MS = 86_400_000;

let ledger: TestLedger;

beforeEach(async () => {
  // No faucet: an account exists only when a payment (or the farm) created it.
  ledger = await startTestLedger(1, { autoFundDrops: null });
});

afterEach(() => ledger.close());

function client() {
  return createXrplClient(ledger.url, TIMEOUTS);
}

it("reads an account's activation, balance and the transactions it sent", async () => {
  const farm = await ledger.farm({ ageDays: [40], dropsEach: '20000000' });
  const account = farm.accounts[0]!;
  const wallet = walletFromSeed(account.seed);
  for (let sent = 0; sent < 2; sent += 1) {
    const payment = await ledger.pay(wallet, { destination: farm.funder.address, amount: '5' });
    await ledger.waitForValidation(payment.hash);
  }

  const facts = await client().accountLedgerFacts(account.address);
  expect(facts).toEqual({
    activation: {
      at: new Date(account.activatedAt),
      by: farm.funder.address,
      ledgerIndex: account.ledgerIndex,
    },
    // 20 XRP, less two payments of 5 drops and their fees of 12.
    balanceDrops: 20_000_000n - 34n,
    transactionCount: 2,
  });
  const ageDays = (Date.now() - facts.activation!.at.getTime()) / DAY_MS;
  expect(Math.round(ageDays)).toBe(40);
});

it('names the account that paid through an intermediate hop as the hop', async () => {
  const farm = await ledger.farm({ ageDays: [3], throughHop: true });
  const facts = await client().accountLedgerFacts(farm.accounts[0]!.address);
  expect(facts.activation?.by).toBe(farm.hop!.address);
  expect(facts.transactionCount).toBe(0);
});

it('says when the ledger has no such account, apart from a node that cannot answer', async () => {
  const address = randomAddress();
  await expect(client().accountLedgerFacts(address)).rejects.toEqual(
    new AccountNotOnLedger(address),
  );
  await ledger.outage('tooBusy');
  const failure = await client()
    .accountLedgerFacts(address)
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(DomainError);
  expect(failure).not.toBeInstanceOf(AccountNotOnLedger);
  await ledger.outage(null);

  const unreachable = createXrplClient('http://127.0.0.1:1', TIMEOUTS);
  await expect(unreachable.accountLedgerFacts(address)).rejects.toBeInstanceOf(DomainError);
});

it('reads the balance alone from a node that lacks the ledger that activated the account', async () => {
  const farm = await ledger.farm({ ageDays: [10] });
  const account = farm.accounts[0]!;
  ledger.closeLedger();
  await ledger.holdHistoryFrom(await ledger.validatedLedgerIndex());
  expect(await client().accountLedgerFacts(account.address)).toEqual({
    activation: null,
    balanceDrops: 10_000_000n,
    transactionCount: null,
  });
});
