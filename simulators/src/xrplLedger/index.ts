export {
  startXrplLedgerSimulator,
  type XrplLedgerSimulator,
  type XrplLedgerSimulatorOptions,
} from './startXrplLedgerSimulator';
export {
  DEFAULT_AUTO_FUND_DROPS,
  DEFAULT_CLOSE_INTERVAL_MS,
  DEFAULT_XRPL_NETWORK_ID,
  DEFAULT_XRPL_PORT,
} from './xrplLedgerDefaults';
export { BASE_FEE_DROPS, RESERVE_BASE_DROPS, RESERVE_INCREMENT_DROPS } from './feeSchedule';
export { GENESIS_ADDRESS, GENESIS_SEED } from './genesis';
export {
  DEMO_PROGRAMME_ADDRESS,
  DEMO_PROGRAMME_DROPS,
  DEMO_PROGRAMME_SEED,
} from './demoProgrammeAccount';
export { xrplLedgerOptionsFromEnv } from './xrplLedgerOptionsFromEnv';
export type { EngineResult } from './engineResults';
