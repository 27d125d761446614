/** Loads the page again: what this browser runs is read once per page, from /remotes.json. */
export function reloadPage(): void {
  window.location.reload();
}
