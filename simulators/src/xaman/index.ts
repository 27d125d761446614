export {
  startXamanSimulator,
  type OnSignedOutcome,
  type XamanSimulator,
  type XamanSimulatorOptions,
} from './startXamanSimulator';
export {
  DEFAULT_EXPIRE_MINUTES,
  DEFAULT_XAMAN_API_KEY,
  DEFAULT_XAMAN_API_SECRET,
  DEFAULT_XAMAN_NETWORK_ID,
  DEFAULT_XAMAN_PORT,
} from './xamanDefaults';
export { DEMO_XAMAN_ADDRESS, DEMO_XAMAN_SEED } from './demoAccount';
export { xamanOptionsFromEnv } from './xamanOptionsFromEnv';
export type { ListedPayload } from './payloadList';
export type { Dispatch, PayloadState } from './payloadStore';
export { describeNetwork, type NetworkDescription } from './networks';
