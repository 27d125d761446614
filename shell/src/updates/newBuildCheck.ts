/** How often the shell asks whether it has been deployed again since the page loaded. */
const NEW_BUILD_CHECK_INTERVAL_MS = 5 * 60_000;

/** The shell's scripts as index.html lists them: their hashed names change with every build. */
function scriptsOf(document: Document): string {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))
    .map((script) => new URL(script.getAttribute('src')!, window.location.origin).pathname)
    .sort()
    .join(' ');
}

/** True when the shell origin now serves another build than the one this page runs. */
async function newBuildAvailable(): Promise<boolean> {
  const response = await fetch('/index.html', { cache: 'no-store' });
  if (!response.ok) return false;
  const served = new DOMParser().parseFromString(await response.text(), 'text/html');
  const servedScripts = scriptsOf(served);
  return servedScripts !== '' && servedScripts !== scriptsOf(window.document);
}

/**
 * Checks for a new build of the shell every five minutes and when the tab comes back into view.
 * Once there is one, the page reloads at the next navigation (nothing typed is lost), or at
 * once while the tab is hidden. `onNavigation` subscribes to the router's navigations.
 */
export function startNewBuildCheck(onNavigation: (listener: (path: string) => void) => void): void {
  let available = false;
  let lastCheck = Date.now();

  const reloadIfHidden = () => {
    if (available && document.visibilityState === 'hidden') window.location.reload();
  };
  const check = async () => {
    lastCheck = Date.now();
    try {
      available ||= await newBuildAvailable();
    } catch {
      return; // offline, or the origin is being deployed: ask again later
    }
    reloadIfHidden();
  };

  setInterval(check, NEW_BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    reloadIfHidden();
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > 60_000) void check();
  });
  onNavigation((path) => {
    if (available) window.location.assign(path);
  });
}
