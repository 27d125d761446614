// Whether the ledger node Glow reads is on the configured network, from its server_info.
import { namesItsNetwork, type Network } from '../config';
import { refuseTransaction } from './ledgerTransactions';
import type { XrplClient } from './xrplClient';

/**
 * Whether a node reporting `reported` as its network_id is on `network`. A node that reports none
 * has no network id configured, which only networks up to 1024 allow.
 */
function reportsNetwork(reported: number | null, network: Pick<Network, 'id'>): boolean {
  return reported === null ? !namesItsNetwork(network) : reported === network.id;
}

/**
 * Whether the ledger node is on `network`; the node's error answer is the client's
 * `outsideServiceFailed`.
 */
export async function isNodeOnNetwork(
  ledger: XrplClient,
  network: Pick<Network, 'id'>,
): Promise<boolean> {
  return reportsNetwork(await ledger.networkId(), network);
}

/** An `invalid` unless the ledger node is on `network`, naming why not. */
export async function requireNodeOnNetwork(
  ledger: XrplClient,
  network: Pick<Network, 'id' | 'name'>,
): Promise<void> {
  const reported = await ledger.networkId();
  if (reportsNetwork(reported, network)) return;
  refuseTransaction(
    reported === null
      ? `the ledger node reports no network id, so it is not on ${network.name} (network ${network.id})`
      : `the ledger node is not on ${network.name}`,
  );
}
