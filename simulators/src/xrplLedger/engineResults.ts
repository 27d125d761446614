// The transaction results (TER codes) the stand-in reports, with rippled's words for them.
import { DEFAULT_DEFINITIONS } from 'ripple-binary-codec';

const MESSAGES = {
  tesSUCCESS: 'The transaction was applied. Only final in a validated ledger.',
  tecNO_DST_INSUF_XRP: 'Destination does not exist. Too little XRP sent to create it.',
  tecUNFUNDED_PAYMENT: 'Insufficient XRP balance to send.',
  tefALREADY: 'The exact transaction was already in this ledger.',
  tefBAD_AUTH: "Transaction's public key is not authorized.",
  tefMAX_LEDGER: 'Ledger sequence too high.',
  tefPAST_SEQ: 'This sequence number has already passed.',
  telINSUF_FEE_P: 'Fee insufficient.',
  telNETWORK_ID_MAKES_TX_NON_CANONICAL:
    'Transactions submitted to this node/network must NOT include a NetworkID field.',
  telREQUIRES_NETWORK_ID:
    'Transactions submitted to this node/network must include a correct NetworkID field.',
  telWRONG_NETWORK: 'Transaction specifies a Network ID that differs from that of the local node.',
  temBAD_AMOUNT: 'Malformed: Bad amount.',
  temBAD_FEE: 'Invalid fee, negative or not XRP.',
  temBAD_SEND_XRP_LIMIT: 'Malformed: Limit quality is not allowed for XRP to XRP.',
  temBAD_SEND_XRP_MAX: 'Malformed: Send max is not allowed for XRP to XRP.',
  temBAD_SEND_XRP_NO_DIRECT: 'Malformed: No Ripple direct is not allowed for XRP to XRP.',
  temBAD_SEND_XRP_PARTIAL: 'Malformed: Partial payment is not allowed for XRP to XRP.',
  temBAD_SEND_XRP_PATHS: 'Malformed: Paths are not allowed for XRP to XRP.',
  temDST_NEEDED: 'Destination not specified.',
  temINVALID_FLAG: 'The transaction has an invalid flag.',
  temREDUNDANT: 'The transaction is redundant.',
  temUNKNOWN: 'The transaction requires logic that is not implemented yet.',
  terINSUF_FEE_B: "Account balance can't pay fee.",
  terNO_ACCOUNT: 'The source account does not exist.',
  terPRE_SEQ: 'Missing/inapplicable prior transaction.',
} as const;

export type EngineResult = keyof typeof MESSAGES;

export const ENGINE_RESULTS = Object.keys(MESSAGES) as EngineResult[];

export interface EngineResultDescription {
  engine_result: EngineResult;
  engine_result_code: number;
  engine_result_message: string;
}

export function describeEngineResult(result: EngineResult): EngineResultDescription {
  return {
    engine_result: result,
    engine_result_code: DEFAULT_DEFINITIONS.transactionResult.from(result).ordinal,
    engine_result_message: MESSAGES[result],
  };
}

/**
 * Whether a transaction with this result goes into the ledger: success, or a tec failure that
 * still costs its fee and uses its sequence. Any other result leaves no trace.
 */
export function entersLedger(result: EngineResult): boolean {
  return result === 'tesSUCCESS' || result.startsWith('tec');
}
