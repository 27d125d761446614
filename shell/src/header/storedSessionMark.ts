// index.html marks the page (data-stored-session) when a session is stored: a page rendered on the
// server is signed out, so the header's controls stay hidden until the header renders with the
// stored session (server-rendering.md in web-server/docs).

/** Shows the header's controls: the header now renders the stored session, or there is none. */
export function showHeaderControls() {
  delete document.documentElement.dataset.storedSession;
}
