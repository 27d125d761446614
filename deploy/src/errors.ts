// Errors a deploy reports to the person running it: the message says what is wrong and what to do.

export class DeployError extends Error {
  override name = 'DeployError';
}

/** A conditional write lost a race: someone changed the object since it was read. */
export class ConflictError extends Error {
  override name = 'ConflictError';
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
