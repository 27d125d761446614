// How Xaman names the ledger networks it signs on (response.environment_*).

export interface NetworkDescription {
  /** Xaman's name for the network, as in `response.environment_nodetype` and `force_network`. */
  nodeType: string;
  /** A public node of the network, as in `response.environment_nodeuri`. */
  nodeUri: string | null;
  /** For people, on the sign page. */
  displayName: string;
}

const KNOWN_NETWORKS: ReadonlyMap<number, NetworkDescription> = new Map([
  [0, { nodeType: 'MAINNET', nodeUri: 'wss://xrplcluster.com', displayName: 'XRP Ledger mainnet' }],
  [
    1,
    {
      nodeType: 'TESTNET',
      nodeUri: 'wss://s.altnet.rippletest.net:51233',
      displayName: 'XRP Ledger testnet',
    },
  ],
  [21337, { nodeType: 'XAHAU', nodeUri: 'wss://xahau.network', displayName: 'Xahau mainnet' }],
  [
    21338,
    { nodeType: 'XAHAUTESTNET', nodeUri: 'wss://xahau-test.net', displayName: 'Xahau testnet' },
  ],
]);

export function describeNetwork(networkId: number): NetworkDescription {
  return (
    KNOWN_NETWORKS.get(networkId) ?? {
      nodeType: 'CUSTOM',
      nodeUri: null,
      displayName: `Network ${networkId}`,
    }
  );
}
