// Joins the Xaman stand-in to the XRP Ledger stand-in as Xaman is joined to a node: it reads the
// signer's next Sequence before signing, and submits what was signed to be sent (not SignIn).
import type { XamanSimulatorOptions } from './xaman';
import type { XrplLedgerSimulator } from './xrplLedger';
import { isObject } from './isObject';

export type XamanLedgerLink = Required<Pick<XamanSimulatorOptions, 'accountSequence' | 'onSigned'>>;

export function linkXamanToLedger(ledger: XrplLedgerSimulator): XamanLedgerLink {
  return {
    accountSequence(account) {
      const { account_data: accountData } = ledger.request('account_info', {
        account,
        ledger_index: 'current',
      });
      return isObject(accountData) && typeof accountData.Sequence === 'number'
        ? accountData.Sequence
        : undefined;
    },
    onSigned(payload, signedBlob) {
      if (!payload.meta.submit || payload.payload.tx_type === 'SignIn') return undefined;
      const answer = ledger.request('submit', { tx_blob: signedBlob });
      // A blob the ledger could not read has an error instead of an engine result.
      const result = answer.engine_result ?? answer.error;
      return { node: ledger.url, result: String(result) };
    },
  };
}
