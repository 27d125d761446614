// The `tx` method: a transaction by hash (or CTID), with its result once its ledger closed.
import { decodeCtid } from './ctid';
import type { RecordedTransaction } from './ledgerChain';
import type { RpcMethod } from './rpcContext';
import { rpcError } from './rpcErrors';
import { txAnswer } from './transactionJson';

export const tx: RpcMethod = ({ params, apiVersion }, { chain, networkId }) => {
  const { transaction: hash, ctid } = params;
  if ((hash === undefined) === (ctid === undefined)) throw rpcError('invalidParams');

  let recorded: RecordedTransaction | undefined;
  if (hash !== undefined) {
    if (typeof hash !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hash)) throw rpcError('notImpl');
    recorded = chain.transaction(hash);
  } else {
    const place = typeof ctid === 'string' ? decodeCtid(ctid) : undefined;
    if (!place) throw rpcError('invalidParams');
    if (place.networkId !== networkId) {
      throw rpcError('wrongNetwork', {
        message: `Wrong network. You should submit this request to a node running on NetworkID: ${place.networkId}`,
      });
    }
    recorded = chain.closed(place.ledgerIndex)?.transactions[place.transactionIndex];
  }
  if (!recorded) throw rpcError('txnNotFound');
  return txAnswer(recorded, { chain, networkId, apiVersion }, params.binary === true);
};
