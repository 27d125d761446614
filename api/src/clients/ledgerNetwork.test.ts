// Which network a ledger node is on, read from its real server_info answers (the XRP Ledger
// stand-in): a node's error answer is an outage (502), never "network 0"; a node that reports no
// network_id (one without a configured [network_id]) is checked against the configured network.
import { NETWORKS } from '../config';
import { DomainError } from '../errors/domainErrors';
import { statusOf } from '../http/errorHandling';
import { startTestLedger, type TestLedger } from '../testing/testLedger';
import { requireNodeOnNetwork } from './ledgerNetwork';
import { createXrplClient } from './xrplClient';

const TIMEOUTS = { connectMs: 500, answerMs: 1000 };
const UNREACHABLE = 'The XRP Ledger node is not reachable right now; try again in a moment';

let ledger: TestLedger;

afterEach(() => ledger.close());

/** What requireNodeOnNetwork answers: null when it lets the node through, else the error. */
async function verdict(network: (typeof NETWORKS)[keyof typeof NETWORKS]) {
  const client = createXrplClient(ledger.url, TIMEOUTS);
  try {
    await requireNodeOnNetwork(client, network);
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: statusOf(error), message: error.message };
  }
}

describe('a node that reports its network_id', () => {
  beforeEach(async () => {
    ledger = await startTestLedger(1);
  });

  it('is on the configured network when it reports its id, and not on any other', async () => {
    expect(await verdict(NETWORKS.testnet)).toBeNull();
    expect(await verdict(NETWORKS.mainnet)).toEqual({
      status: 400,
      message: 'transaction verification failed: the ledger node is not on XRP Ledger mainnet',
    });
  });

  it.each(['tooBusy', 'noNetwork'] as const)(
    'answering %s is not reachable (502), not on another network',
    async (error) => {
      await ledger.outage(error);
      expect(await verdict(NETWORKS.testnet)).toEqual({ status: 502, message: UNREACHABLE });
      expect(await verdict(NETWORKS.mainnet)).toEqual({ status: 502, message: UNREACHABLE });
      await ledger.outage(null);
      expect(await verdict(NETWORKS.testnet)).toBeNull();
    },
  );
});

describe('a node that reports no network_id', () => {
  it.each([
    ['mainnet', 0],
    ['testnet', 1],
  ] as const)('is let through for %s, whose nodes need not name it', async (name, id) => {
    ledger = await startTestLedger(id);
    await ledger.reportNetworkId(false);
    expect(await verdict(NETWORKS[name])).toBeNull();
  });

  it('is refused for a network above 1024, whose nodes report it', async () => {
    ledger = await startTestLedger(21337);
    expect(await verdict(NETWORKS.xahau)).toBeNull();
    await ledger.reportNetworkId(false);
    expect(await verdict(NETWORKS.xahau)).toEqual({
      status: 400,
      message:
        'transaction verification failed: the ledger node reports no network id, so it is not on Xahau mainnet (network 21337)',
    });
  });
});
