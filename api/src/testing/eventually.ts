// Waiting in tests for something that happens in the background (an email sent, a claim taken, a
// log line written): the check is repeated until it holds, and fails the test after a time limit.

export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
