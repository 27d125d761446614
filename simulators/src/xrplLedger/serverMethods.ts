// server_info, fee, ping and the ledger counters: what clients ask a node before they submit.
import {
  BASE_FEE_DROPS,
  DROPS_PER_XRP,
  RESERVE_BASE_DROPS,
  RESERVE_INCREMENT_DROPS,
} from './feeSchedule';
import { humanTime } from './rippleTime';
import type { RpcMethod } from './rpcContext';

/** The rippled release whose answers the stand-in follows. */
const BUILD_VERSION = '2.4.0';

export const serverInfo: RpcMethod = (
  _request,
  { chain, networkId, reportsNetworkId, startedAt, now, firstHeldLedger },
) => {
  const { validated, genesis } = chain;
  const time = now();
  const uptimeSeconds = Math.floor((time.getTime() - startedAt.getTime()) / 1000);
  return {
    info: {
      build_version: BUILD_VERSION,
      complete_ledgers: `${Math.min(firstHeldLedger ?? genesis.index, validated.index)}-${validated.index}`,
      hostid: 'GLOW-XRPL-STAND-IN',
      io_latency_ms: 1,
      jq_trans_overflow: '0',
      last_close: { converge_time_s: 0, proposers: 0 },
      load_factor: 1,
      // rippled reports it only when its configuration names one.
      ...(reportsNetworkId ? { network_id: networkId } : {}),
      peer_disconnects: '0',
      peer_disconnects_resources: '0',
      peers: 0,
      server_state: 'full',
      server_state_duration_us: String(uptimeSeconds * 1_000_000),
      time: humanTime(time).replace('.000000000 UTC', '.000000 UTC'),
      uptime: uptimeSeconds,
      validated_ledger: {
        age: Math.max(0, Math.floor((time.getTime() - validated.closeTime.getTime()) / 1000)),
        base_fee_xrp: Number(BASE_FEE_DROPS) / DROPS_PER_XRP,
        hash: validated.hash,
        reserve_base_xrp: Number(RESERVE_BASE_DROPS) / DROPS_PER_XRP,
        reserve_inc_xrp: Number(RESERVE_INCREMENT_DROPS) / DROPS_PER_XRP,
        seq: validated.index,
      },
      validation_quorum: 0,
    },
  };
};

/** The stand-in is never loaded: every fee level is the base fee (the median is rippled's idle one). */
export const fee: RpcMethod = (_request, { chain }) => {
  const { open } = chain;
  return {
    current_ledger_size: String(open.transactions.length),
    current_queue_size: '0',
    drops: {
      base_fee: String(BASE_FEE_DROPS),
      median_fee: '5000',
      minimum_fee: String(BASE_FEE_DROPS),
      open_ledger_fee: String(BASE_FEE_DROPS),
    },
    expected_ledger_size: '1000',
    ledger_current_index: open.index,
    levels: {
      median_level: '128000',
      minimum_level: '256',
      open_ledger_level: '256',
      reference_level: '256',
    },
    max_queue_size: '20000',
  };
};

export const ping: RpcMethod = () => ({});

export const ledgerCurrent: RpcMethod = (_request, { chain }) => ({
  ledger_current_index: chain.open.index,
});

export const ledgerClosed: RpcMethod = (_request, { chain }) => ({
  ledger_hash: chain.validated.hash,
  ledger_index: chain.validated.index,
});

/** rippled's way to close a ledger in stand-alone mode; here it works whenever asked. */
export const ledgerAccept: RpcMethod = (_request, node) => {
  node.closeLedger();
  return { ledger_current_index: node.chain.open.index };
};
