// The one place a transaction's explorer link is made: the configured page with
// `{hash}` replaced.
import type { PaymentsConfig } from '../config';

export function explorerUrlOf(config: Pick<PaymentsConfig, 'explorerTxUrl'>, hash: string): string {
  return config.explorerTxUrl.replaceAll('{hash}', encodeURIComponent(hash));
}
