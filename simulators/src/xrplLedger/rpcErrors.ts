// rippled's RPC errors: { error, error_code, error_message } inside the result.

const KNOWN_ERRORS = {
  wrongNetwork: { code: 4, message: 'Wrong network.' },
  tooBusy: { code: 9, message: 'The server is too busy to help you now.' },
  noNetwork: { code: 17, message: 'Not synced to the network.' },
  actNotFound: { code: 19, message: 'Account not found.' },
  lgrNotFound: { code: 21, message: 'ledgerNotFound' },
  txnNotFound: { code: 29, message: 'Transaction not found.' },
  invalidParams: { code: 31, message: 'Invalid parameters.' },
  unknownCmd: { code: 32, message: 'Unknown method.' },
  actMalformed: { code: 35, message: 'Account malformed.' },
  lgrIdxMalformed: { code: 58, message: 'Ledger index malformed.' },
  notImpl: { code: 74, message: 'Not implemented.' },
  notSupported: { code: 75, message: 'Operation not supported.' },
} as const;

export type RpcErrorName = keyof typeof KNOWN_ERRORS;

/** The errors of a node that cannot serve now, whatever is asked: overloaded, or not synced. */
export const OUTAGE_ERRORS = ['tooBusy', 'noNetwork'] as const satisfies readonly RpcErrorName[];
export type OutageError = (typeof OUTAGE_ERRORS)[number];

/** An answer with `status: 'error'`; `fields` is everything the result holds besides `status`. */
export class RpcError extends Error {
  constructor(readonly fields: Record<string, unknown> & { error: string }) {
    super(typeof fields.error_message === 'string' ? fields.error_message : fields.error);
  }
}

/** One of rippled's numbered errors, with its own message unless another is given. */
export function rpcError(
  name: RpcErrorName,
  options: { message?: string; extra?: Record<string, unknown> } = {},
): RpcError {
  const { code, message } = KNOWN_ERRORS[name];
  return new RpcError({
    ...options.extra,
    error: name,
    error_code: code,
    error_message: options.message ?? message,
  });
}

/** rippled's wording for a parameter that is missing. */
export function missingField(name: string): RpcError {
  return rpcError('invalidParams', { message: `Missing field '${name}'.` });
}

/** rippled's wording for a parameter of the wrong kind. */
export function invalidField(name: string): RpcError {
  return rpcError('invalidParams', { message: `Invalid field '${name}'.` });
}

/** How `submit` refuses a blob it cannot read or whose signature fails (no code, no message). */
export function invalidTransaction(reason: string): RpcError {
  return new RpcError({ error: 'invalidTransaction', error_exception: reason });
}
