// A Xaman request and its return URL can end up in two tabs of one browser: the tab that waits
// for the payload (QR code or polling) and the tab Xaman's return URL opens. Only one may use
// the payload (the API accepts a signed payload once), so the returning tab first asks whether
// a tab is waiting for it and, if so, leaves it to that tab.

const CHANNEL_NAME = 'glow-xaman-payloads';
/** How long a returning tab waits for a waiting tab to answer. */
export const HANDOFF_ANSWER_MS = 500;

type HandoffMessage =
  { type: 'who-waits'; payloadId: string } | { type: 'waiting'; payloadId: string };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
}

/**
 * In the waiting tab: answers a returning tab's question about `payloadId` and calls `onReturn`
 * (the payload has just been resolved). Returns the function that stops listening.
 */
export function answerReturningTabs(payloadId: string, onReturn: () => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (event: MessageEvent<HandoffMessage>) => {
    if (event.data?.type !== 'who-waits' || event.data.payloadId !== payloadId) return;
    channel.postMessage({ type: 'waiting', payloadId } satisfies HandoffMessage);
    onReturn();
  };
  return () => channel.close();
}

/** In the returning tab: true when another tab of this browser waits for `payloadId`. */
export function isAnotherTabWaiting(
  payloadId: string,
  answerMs: number = HANDOFF_ANSWER_MS,
): Promise<boolean> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), answerMs);
    channel.onmessage = (event: MessageEvent<HandoffMessage>) => {
      if (event.data?.type === 'waiting' && event.data.payloadId === payloadId) finish(true);
    };
    channel.postMessage({ type: 'who-waits', payloadId } satisfies HandoffMessage);
    function finish(waiting: boolean) {
      clearTimeout(timer);
      channel!.close();
      resolve(waiting);
    }
  });
}
