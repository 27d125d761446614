// Public pages as HTML (docs/server-rendering.md): the shell's renderer
// (shell/dist/server/render.js, deployed with the shell) renders a path with glow_public's server
// build, from the version remotes.json names. Each path's HTML is kept 60 seconds; an older copy is served while a new one
// renders, so no request waits on a render but the first. A render that fails or takes too long
// leaves the page to the browser (the shell document as it is).
//
// One renderer renders one glow_public version: a new version, a shell deployed since or a failed
// render loads the renderer afresh, with the federation runtime's state forgotten, as a new page
// in the browser would.
import { FolderStore, type CdnStore } from '@glow/deploy/preview';
import { readFileSync, statSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';
import { constants, runInThisContext } from 'node:vm';
import { forgetFederationState } from './federationState';

export const HTML_MAX_AGE_MS = 60_000;
/** How long a page with no copy yet waits for its first render before the browser renders it. */
export const FIRST_RENDER_TIMEOUT_MS = 2_000;
/** A render still under way after this has failed (a stalled API or CDN): the next may start. */
export const RENDER_TIMEOUT_MS = 10_000;
const PUBLIC_REMOTE = 'glow_public';
/** The shell's own public page (shell/src/shellRoutes.tsx), rendered with glow_public's routes. */
const SHELL_PUBLIC_PATHS = ['/contact-us'];
/** At start, the API may still be starting: every page is tried again after 1, 2, 4… seconds. */
const START_ATTEMPTS = 7;

interface RenderedPage {
  status: number;
  html: string;
  styleTags: string;
  /** The page's title, description and Open Graph tags. */
  head: string;
  /** What the browser hydrates with (window.glowServerRendered). */
  rendering: { version: string; api: unknown };
}

type Render = (request: {
  url: string;
  apiOrigin: string;
  remotesJson: RemotesJson;
}) => Promise<RenderedPage>;

interface RemotesJson {
  origins: string[];
  remotes: { name: string; version: string; area?: { paths: string[] } }[];
}

interface LoadedRenderer {
  render: Render;
  version: string;
  time: number;
  /** Its renders under way. */
  renders: Set<Promise<unknown>>;
  /** A render failed other than by its page's calls: the next render loads the renderer anew. */
  failed: boolean;
}

interface CachedPage {
  page: RenderedPage;
  version: string;
  /** The renderer's file time: a shell deployed since made this copy stale. */
  rendererTime: number;
  renderedAt: number;
}

export interface ServerRenderingOptions {
  shellDir: string;
  cdnDir: string;
  remotesStore?: CdnStore;
  apiUrl: string;
  now?: () => number;
  firstRenderTimeoutMs?: number;
  renderTimeoutMs?: number;
  /** Renders every public page at start, so that the first visitors get HTML. */
  renderAtStart?: boolean;
  /**
   * Told of each render that failed (the page was left to the browser). `apiStarting`: the page's
   * calls failed while the renders at start still wait for the API to answer, as it does while it
   * starts beside the web origin.
   */
  onRenderFailure?: (path: string, error: unknown, apiStarting: boolean) => void;
}

export interface PublicPageHtml {
  /** The page's HTML and the style tags it needs. */
  page: RenderedPage;
  /** The glow_public version it was rendered with. */
  version: string;
}

/**
 * A CommonJS file evaluated afresh, outside require's cache, so that a new build of it is used
 * (its chunks load themselves through the federation runtime, relative to it).
 */
function loadCommonJs(file: string): unknown {
  const module = { exports: {} };
  const wrapper = runInThisContext(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
    // The federation runtime imports Node's modules with import().
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  (wrapper as (...args: unknown[]) => void)(
    module.exports,
    createRequire(file),
    module,
    file,
    dirname(file),
  );
  return module.exports;
}

export function createServerRendering(options: ServerRenderingOptions) {
  const store = options.remotesStore ?? new FolderStore(options.cdnDir);
  const now = options.now ?? Date.now;
  const renderTimeoutMs = options.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
  const cache = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  const rendererFile = join(options.shellDir, 'server', 'render.js');
  let loaded: LoadedRenderer | undefined;
  let swapping: Promise<LoadedRenderer> | undefined;
  let renderingEveryPage: Promise<boolean> | undefined;
  let renderAgain = false;
  /** Whether the renders at start will try again: their calls may fail while the API starts. */
  let waitingForApi = false;

  /** When the shell's renderer was written; undefined when the shell has none. */
  const rendererTime = () => statSync(rendererFile, { throwIfNoEntry: false })?.mtimeMs;

  /** The shell's renderer for a glow_public version, loaded anew for another version or shell. */
  function rendererFor(version: string): Promise<LoadedRenderer> {
    const time = rendererTime();
    if (time === undefined) {
      return Promise.reject(new Error(`The shell has no renderer (${rendererFile})`));
    }
    if (loaded && !loaded.failed && loaded.version === version && loaded.time === time) {
      return Promise.resolve(loaded);
    }
    swapping ??= (async () => {
      // A remote entry the old renderer is still loading would land in the new one's state.
      if (loaded) {
        await withTimeout(Promise.allSettled(loaded.renders), renderTimeoutMs).catch(() => {});
      }
      forgetFederationState(runInThisContext('globalThis') as object, PUBLIC_REMOTE);
      const { render } = loadCommonJs(rendererFile) as { render: Render };
      loaded = { render, version, time, renders: new Set(), failed: false };
      return loaded;
    })().finally(() => (swapping = undefined));
    return swapping;
  }

  async function publicRemote() {
    const text = (await store.read('remotes.json'))?.text;
    if (!text) return undefined;
    const remotesJson = JSON.parse(text) as RemotesJson;
    const line = remotesJson.remotes.find(({ name }) => name === PUBLIC_REMOTE);
    if (!line) return undefined;
    const paths = [...(line.area?.paths ?? []), ...SHELL_PUBLIC_PATHS];
    return { version: line.version, paths, remotesJson };
  }

  /** Whether a copy was rendered with the glow_public version and the shell served now. */
  async function isCurrent(cached: CachedPage | undefined): Promise<boolean> {
    if (!cached) return false;
    const remote = await publicRemote();
    return cached.version === remote?.version && cached.rendererTime === rendererTime();
  }

  /** Renders a path, once at a time: a render under way is shared. */
  function renderAnew(path: string): Promise<CachedPage | undefined> {
    const running = rendering.get(path);
    if (running) return running;
    const render = renderPath(path)
      .catch((error: unknown) => {
        // A copy is at most 60 s old, give or take its renewal: it goes with a failed renewal.
        cache.delete(path);
        options.onRenderFailure?.(path, error, waitingForApi && isPageCallFailure(error));
        throw error;
      })
      .finally(() => rendering.delete(path));
    rendering.set(path, render);
    return render;
  }

  async function renderPath(path: string): Promise<CachedPage | undefined> {
    const remote = await publicRemote();
    if (!remote || !remote.paths.includes(path)) return undefined;
    const renderer = await rendererFor(remote.version);
    const render = renderer.render({
      url: `http://glow.invalid${path}`,
      apiOrigin: options.apiUrl.replace(/\/$/, ''),
      remotesJson: remote.remotesJson,
    });
    renderer.renders.add(render);
    void render.catch(() => {}).finally(() => renderer.renders.delete(render));
    const page = await withTimeout(render, renderTimeoutMs).catch((error: unknown) => {
      // A page whose calls failed says nothing of the renderer; anything else loads it afresh.
      if (!isPageCallFailure(error)) renderer.failed = true;
      throw error;
    });
    const cached = {
      page,
      version: remote.version,
      rendererTime: renderer.time,
      renderedAt: now(),
    };
    cache.set(path, cached);
    return cached;
  }

  const isFresh = (cached: CachedPage) => now() - cached.renderedAt < HTML_MAX_AGE_MS;

  /**
   * Renders each public page whose copy is not current and fresh, one after the other; answers
   * whether every page rendered. Asked again while it runs, it runs once more after.
   */
  function renderEveryPage(): Promise<boolean> {
    if (renderingEveryPage) {
      renderAgain = true;
      return renderingEveryPage;
    }
    renderingEveryPage = (async () => {
      let rendered = true;
      for (const path of (await publicRemote())?.paths ?? []) {
        const cached = cache.get(path);
        if (cached && isFresh(cached) && (await isCurrent(cached))) continue;
        rendered = (await renderAnew(path).catch(() => undefined)) !== undefined && rendered;
      }
      return rendered;
    })()
      .catch(() => false)
      .finally(() => {
        renderingEveryPage = undefined;
        if (renderAgain) {
          renderAgain = false;
          void renderEveryPage();
        }
      });
    return renderingEveryPage;
  }

  if (options.renderAtStart) {
    void (async () => {
      for (let attempt = 1; ; attempt++) {
        waitingForApi = attempt < START_ATTEMPTS;
        if ((await renderEveryPage()) || !waitingForApi) break;
        await new Promise((settle) => setTimeout(settle, 1_000 * 2 ** (attempt - 1)).unref());
      }
      waitingForApi = false;
    })();
  }

  async function pageHtml(path: string): Promise<PublicPageHtml | undefined> {
    const cached = cache.get(path);
    // A copy of another version, or of another shell, would not match the code the browser
    // loads: it is not served.
    if (cached && (await isCurrent(cached))) {
      if (!isFresh(cached)) void renderAnew(path).catch(() => {});
      return cached;
    }
    // A deploy since: the other pages render too, before their first visitors come.
    if (cached) void renderEveryPage();
    return renderAnew(path);
  }

  return {
    /** The HTML of a public page, or undefined to leave it to the browser (whatever failed). */
    pageHtml: (path: string): Promise<PublicPageHtml | undefined> =>
      withTimeout(pageHtml(path), options.firstRenderTimeoutMs ?? FIRST_RENDER_TIMEOUT_MS).catch(
        () => undefined,
      ),
    /**
     * Something was written through this origin (a vote, a period moved on): every copy is
     * renewed now, and served as it is until then.
     */
    dataChanged: () => {
      for (const cached of cache.values()) cached.renderedAt = -Infinity;
      void renderEveryPage();
    },
  };
}

/** The promise's value, or a rejection once `ms` have passed. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_settle, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The renderer's error for a page whose API calls failed (shell/src/server/render.tsx). */
function isPageCallFailure(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'PageCallFailure';
}
