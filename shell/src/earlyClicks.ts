// A button clicked on a page rendered on the server before its scripts hydrated it: index.html
// records the last one until hydration starts, and it is clicked again once the page answers.
// Clicks made while React hydrates are React's own to replay.

interface EarlyClick {
  recording: boolean;
  button: HTMLButtonElement | null;
}

declare global {
  interface Window {
    glowEarlyClick?: EarlyClick;
  }
}

/** Stops recording; answers the button clicked until now, if any. */
export function stopRecordingEarlyClicks(): HTMLButtonElement | null {
  const early = window.glowEarlyClick;
  if (!early) return null;
  early.recording = false;
  const { button } = early;
  early.button = null;
  return button;
}

/** Clicks the recorded button again if the hydrated page still shows it. */
export function clickAgain(button: HTMLButtonElement | null) {
  if (button?.isConnected && !button.disabled) button.click();
}
