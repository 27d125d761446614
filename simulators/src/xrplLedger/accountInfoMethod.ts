// The `account_info` method: an account's balance, sequence and flags in the ledger asked for.
import { isValidClassicAddress } from 'ripple-address-codec';
import { accountData } from './accountRoot';
import { ledgerFields, selectLedger } from './ledgerSelection';
import type { RpcMethod } from './rpcContext';
import { missingField, rpcError } from './rpcErrors';

const NO_ACCOUNT_FLAGS = {
  allowTrustLineClawback: false,
  defaultRipple: false,
  depositAuth: false,
  disableMasterKey: false,
  disallowIncomingCheck: false,
  disallowIncomingNFTokenOffer: false,
  disallowIncomingPayChan: false,
  disallowIncomingTrustline: false,
  disallowIncomingXRP: false,
  globalFreeze: false,
  noFreeze: false,
  passwordSpent: false,
  requireAuthorization: false,
  requireDestinationTag: false,
};

export const accountInfo: RpcMethod = ({ params }, { chain, autoFund }) => {
  const { account } = params;
  if (account === undefined) throw missingField('account');
  if (typeof account !== 'string' || !isValidClassicAddress(account)) {
    throw rpcError('actMalformed');
  }
  const selected = selectLedger(params, chain);
  // The faucet funds accounts in the newest ledgers only: older ones stay as they were.
  if (selected.open || selected.ledger === chain.validated) autoFund(account);

  const root = chain.account(account, selected.view);
  if (!root) throw rpcError('actNotFound', { extra: { account, ...ledgerFields(selected) } });
  return {
    account_data: accountData(root),
    account_flags: NO_ACCOUNT_FLAGS,
    ...ledgerFields(selected),
  };
};
