// Concise transaction ids (XLS-37 CTID): "C", then the ledger index, the transaction's index in
// it and the network id, in 16 hex digits.

const LARGEST_LEDGER_INDEX = 0x0fffffff;
const LARGEST_SHORT = 0xffff;

export interface TransactionPlace {
  ledgerIndex: number;
  transactionIndex: number;
  networkId: number;
}

/** The CTID, or undefined when a part does not fit (as on networks above 65535). */
export function encodeCtid({
  ledgerIndex,
  transactionIndex,
  networkId,
}: TransactionPlace): string | undefined {
  if (
    ledgerIndex > LARGEST_LEDGER_INDEX ||
    transactionIndex > LARGEST_SHORT ||
    networkId >= LARGEST_SHORT
  ) {
    return undefined;
  }
  const value =
    (0xc0000000n + BigInt(ledgerIndex)) * 2n ** 32n +
    BigInt(transactionIndex) * 2n ** 16n +
    BigInt(networkId);
  return value.toString(16).toUpperCase().padStart(16, '0');
}

export function decodeCtid(ctid: string): TransactionPlace | undefined {
  if (!/^C[0-9A-F]{15}$/i.test(ctid)) return undefined;
  const value = BigInt(`0x${ctid}`);
  return {
    ledgerIndex: Number((value >> 32n) & 0x0fffffffn),
    transactionIndex: Number((value >> 16n) & 0xffffn),
    networkId: Number(value & 0xffffn),
  };
}
