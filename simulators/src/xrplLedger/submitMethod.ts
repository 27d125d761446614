// The `submit` method: a signed blob in, the engine's preliminary result out. The result is
// final only once the transaction's ledger is validated (see `tx`).
import { describeEngineResult, entersLedger } from './engineResults';
import { BASE_FEE_DROPS } from './feeSchedule';
import type { RpcMethod } from './rpcContext';
import { rpcError } from './rpcErrors';
import { readSignedTransaction } from './signedTransaction';
import { submitTransaction } from './submitTransaction';

export const submit: RpcMethod = ({ params }, node) => {
  if (params.tx_blob === undefined) {
    // rippled signs a `tx_json` with a `secret` here if its configuration allows; this one never.
    throw rpcError('notSupported', { message: 'Signing is not supported by this server.' });
  }
  const transaction = readSignedTransaction(params.tx_blob);
  const { result, recorded } = submitTransaction(transaction, node);
  node.submissions.add({ transaction, result, submittedAt: node.now(), recorded });

  const { chain } = node;
  const applied = entersLedger(result);
  const sender = chain.account(transaction.account);
  return {
    // Refused transactions are not held for a retry in later ledgers, so not "kept" either.
    accepted: applied,
    ...(sender
      ? {
          account_sequence_available: sender.sequence,
          account_sequence_next: sender.sequence,
        }
      : {}),
    applied,
    broadcast: applied,
    ...describeEngineResult(result),
    kept: applied,
    ...(sender ? { open_ledger_cost: String(BASE_FEE_DROPS) } : {}),
    queued: false,
    tx_blob: transaction.blob,
    tx_json: { ...transaction.fields, hash: transaction.hash },
    ...(sender ? { validated_ledger_index: chain.validated.index } : {}),
  };
};
