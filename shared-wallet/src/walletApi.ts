import * as ROUTES from '@glow/contract/routes';
import { baseApi, contractCall, type GlowThunkDispatch } from '@glow/shared-api';
import type {
  CrossmarkChecksignRequest,
  CrossmarkHash,
  GemWalletChecksignRequest,
  GemWalletHash,
  GemWalletHashQuery,
  Outcome,
  PublicConfig,
  WalletSessionInfo,
  WalletSignIn,
  XamanChecksignQuery,
  XamanCreatedPayload,
  XamanCreatePayloadRequest,
  XamanGetPayloadQuery,
  XamanPayload,
} from '@glow/contract';

/** The wallet sign-in calls and the wallet session, in the one base API. */
export const walletApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    publicConfig: build.query(contractCall(ROUTES.publicConfig)),
    crossmarkHash: build.mutation(contractCall(ROUTES.crossmarkHash)),
    crossmarkChecksign: build.mutation(contractCall(ROUTES.crossmarkChecksign)),
    gemWalletHash: build.mutation(contractCall(ROUTES.gemWalletHash)),
    gemWalletChecksign: build.mutation(contractCall(ROUTES.gemWalletChecksign)),
    xamanCreatePayload: build.mutation(contractCall(ROUTES.xamanCreatePayload)),
    xamanGetPayload: build.mutation(contractCall(ROUTES.xamanGetPayload)),
    xamanChecksign: build.mutation(contractCall(ROUTES.xamanChecksign)),
    // Restoring and disconnecting handle a dead wallet session themselves: no redirect to /login.
    walletSession: build.mutation(
      contractCall(ROUTES.walletSession, () => ({ loginRedirect: false })),
    ),
    disconnectWallet: build.mutation(
      contractCall(ROUTES.disconnectWallet, () => ({ loginRedirect: false })),
    ),
  }),
});

/** The deployment's public configuration (ledger network, voter registration payment). */
export const { usePublicConfigQuery } = walletApi;

export type WalletDispatch = GlowThunkDispatch;

/** The wallet calls as plain functions answering the data or throwing the call's error. */
export interface WalletApiClient {
  publicConfig(): Promise<PublicConfig>;
  crossmarkHash(): Promise<CrossmarkHash>;
  crossmarkChecksign(body: CrossmarkChecksignRequest): Promise<WalletSignIn>;
  gemWalletHash(query: GemWalletHashQuery): Promise<GemWalletHash>;
  gemWalletChecksign(body: GemWalletChecksignRequest): Promise<WalletSignIn>;
  xamanCreatePayload(body: XamanCreatePayloadRequest): Promise<XamanCreatedPayload>;
  xamanGetPayload(query: XamanGetPayloadQuery): Promise<XamanPayload>;
  xamanChecksign(query: XamanChecksignQuery): Promise<WalletSignIn>;
  walletSession(): Promise<WalletSessionInfo>;
  disconnectWallet(): Promise<Outcome>;
}

export function createWalletApiClient(dispatch: WalletDispatch): WalletApiClient {
  const { endpoints } = walletApi;
  const UNTRACKED = { track: false } as const;
  // Mutations, not kept in the store: every wallet call is a fresh question (challenges are
  // single use), never cached.
  return {
    publicConfig: () =>
      dispatch(endpoints.publicConfig.initiate(undefined, { subscribe: false })).unwrap(),
    crossmarkHash: () => dispatch(endpoints.crossmarkHash.initiate(undefined, UNTRACKED)).unwrap(),
    crossmarkChecksign: (body) =>
      dispatch(endpoints.crossmarkChecksign.initiate(body, UNTRACKED)).unwrap(),
    gemWalletHash: (query) => dispatch(endpoints.gemWalletHash.initiate(query, UNTRACKED)).unwrap(),
    gemWalletChecksign: (body) =>
      dispatch(endpoints.gemWalletChecksign.initiate(body, UNTRACKED)).unwrap(),
    xamanCreatePayload: (body) =>
      dispatch(endpoints.xamanCreatePayload.initiate(body, UNTRACKED)).unwrap(),
    xamanGetPayload: (query) =>
      dispatch(endpoints.xamanGetPayload.initiate(query, UNTRACKED)).unwrap(),
    xamanChecksign: (query) =>
      dispatch(endpoints.xamanChecksign.initiate(query, UNTRACKED)).unwrap(),
    walletSession: () => dispatch(endpoints.walletSession.initiate(undefined, UNTRACKED)).unwrap(),
    disconnectWallet: () =>
      dispatch(endpoints.disconnectWallet.initiate(undefined, UNTRACKED)).unwrap(),
  };
}
