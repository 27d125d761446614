// The Module Federation runtime keeps its state on globalThis: its instances, the shared modules,
// the remote entries it loaded (under their global name) and the loads in flight (runtime-core's
// global.ts, whose resetFederationGlobalInfo does the same). A renderer loaded anew must start
// from none of it, as a page does: else it is handed the previous renderer's shared modules and
// the previous version's remote entry.
type FederationGlobals = Record<string, unknown> & {
  __FEDERATION__?: Record<string, unknown> & {
    __PRELOADED_MAP__?: Map<unknown, unknown>;
    __PRELOADED_ASSETS__?: Set<unknown>;
  };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
};

/** Forgets it on `global`, the global object the renderer runs in, for the remote `remoteName`. */
export function forgetFederationState(global: object, remoteName: string): void {
  const globals = global as FederationGlobals;
  const federation = globals.__FEDERATION__;
  if (federation) {
    federation.__GLOBAL_PLUGIN__ = [];
    federation.__INSTANCES__ = [];
    federation.moduleInfo = {};
    federation.__SHARE__ = {};
    federation.__MANIFEST_LOADING__ = {};
    federation.__PRELOADED_MAP__?.clear();
    federation.__PRELOADED_ASSETS__?.clear();
  }
  const loading = globals.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const key of Object.keys(loading)) delete loading[key];
  delete globals[remoteName];
  delete globals[`__FEDERATION_${remoteName}:custom__`];
}
