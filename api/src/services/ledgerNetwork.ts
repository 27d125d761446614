// Whether the ledger node Glow reads is on the configured network, from its server_info.
import { namesItsNetwork, type Network } from '../config';
import { refuseTransaction } from './ledgerTransactions';
import type { XrplClient } from './xrplClient';

/**
 * A 400 unless the ledger node is on `network`: the network_id it reports must be the network's.
 * A node that reports none has no network id configured, which only networks up to 1024 allow;
 * for a network above that it is refused. The node's error answer is the client's 502.
 */
export async function requireNodeOnNetwork(
  ledger: XrplClient,
  network: Pick<Network, 'id' | 'name'>,
): Promise<void> {
  const reported = await ledger.networkId();
  if (reported === null ? namesItsNetwork(network) : reported !== network.id) {
    refuseTransaction(
      reported === null
        ? `the ledger node reports no network id, so it is not on ${network.name} (network ${network.id})`
        : `the ledger node is not on ${network.name}`,
    );
  }
}
