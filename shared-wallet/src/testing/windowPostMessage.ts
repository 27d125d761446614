// jsdom's window.postMessage needs a target origin, sets neither `source` nor `origin` on the
// event, and drops messages sent to "/". The wallet libraries check both and send without a
// target origin, so the Jest suites use a postMessage that behaves like a browser's.

/** Installs a browser-like `window.postMessage` for this window; returns the undo. */
export function installBrowserPostMessage(target: Window = window): () => void {
  const original = target.postMessage;
  target.postMessage = ((
    message: unknown,
    targetOrigin: string | WindowPostMessageOptions = '/',
  ) => {
    const wanted =
      typeof targetOrigin === 'string' ? targetOrigin : (targetOrigin.targetOrigin ?? '/');
    const origin = target.location.origin;
    if (wanted !== '*' && wanted !== '/' && new URL(wanted).origin !== origin) return;
    // Structured clone, as far as wallet messages go (plain JSON data).
    const data: unknown = message === undefined ? undefined : JSON.parse(JSON.stringify(message));
    setTimeout(() => {
      target.dispatchEvent(new MessageEvent('message', { data, origin, source: target }));
    }, 0);
  }) as Window['postMessage'];
  return () => {
    target.postMessage = original;
  };
}
