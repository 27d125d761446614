// Reads the body of POST /api/v1/platform/payload into what the stand-in keeps.
import { TRANSACTION_TYPES, decode } from 'ripple-binary-codec';
import type { XummTypes } from 'xumm-sdk';
import { DEFAULT_EXPIRE_MINUTES } from './xamanDefaults';
import type { TransactionJson } from './signTransaction';
import { isObject } from '../isObject';

export interface PayloadRequest {
  txjson: TransactionJson;
  expireMinutes: number;
  /** Whether Xaman would submit the signed transaction (not SignIn, unless the request says). */
  submit: boolean;
  multisign: boolean;
  forceNetwork: string | null;
  returnUrl: { app: string | null; web: string | null };
  /** As the request gave it (the status websocket echoes it this way). */
  customMeta: XummTypes.XummCustomMeta;
}

export type ParsedPayloadRequest =
  { ok: true; request: PayloadRequest } | { ok: false; problem: string };

const KNOWN_TRANSACTION_TYPES: ReadonlySet<string> = new Set(['SignIn', ...TRANSACTION_TYPES]);

/**
 * Accepts `{ txjson, options?, custom_meta? }`, `{ txblob, … }` and, leniently, a bare
 * transaction (xumm-sdk's `create()` wraps one into `{ txjson }` itself).
 */
export function parsePayloadRequest(body: unknown): ParsedPayloadRequest {
  if (!isObject(body)) return refuse('The body must be a JSON object');
  const transaction = transactionOf(body);
  if (typeof transaction === 'string') return refuse(transaction);
  const type = transaction.TransactionType;
  if (typeof type !== 'string' || type === '') {
    return refuse('The transaction has no TransactionType');
  }
  if (!KNOWN_TRANSACTION_TYPES.has(type)) {
    return refuse(`The stand-in cannot sign a ${type}`);
  }

  const options = body.options ?? {};
  if (!isObject(options)) return refuse('options must be an object');
  const expire = options.expire ?? DEFAULT_EXPIRE_MINUTES;
  if (typeof expire !== 'number' || !(expire > 0)) {
    return refuse('options.expire must be a positive number of minutes');
  }
  const returnUrl = options.return_url ?? {};
  if (
    !isObject(returnUrl) ||
    !isOptionalString(returnUrl.app) ||
    !isOptionalString(returnUrl.web)
  ) {
    return refuse('options.return_url must be { app?: string, web?: string }');
  }
  if (!isOptionalString(options.force_network)) {
    return refuse('options.force_network must be a string');
  }
  const customMeta = body.custom_meta ?? {};
  if (!isObject(customMeta)) return refuse('custom_meta must be an object');

  return {
    ok: true,
    request: {
      txjson: { ...transaction, TransactionType: type },
      expireMinutes: expire,
      submit: typeof options.submit === 'boolean' ? options.submit : type !== 'SignIn',
      multisign: options.multisign === true,
      forceNetwork: options.force_network ?? null,
      returnUrl: { app: returnUrl.app || null, web: returnUrl.web || null },
      customMeta: customMeta as XummTypes.XummCustomMeta,
    },
  };
}

/** The transaction the body asks to sign, or why there is none. */
function transactionOf(body: Record<string, unknown>): Record<string, unknown> | string {
  if (body.txjson !== undefined) {
    return isObject(body.txjson) ? body.txjson : 'txjson must be an object';
  }
  if (body.txblob !== undefined) {
    if (typeof body.txblob !== 'string' || !/^([0-9a-fA-F]{2})+$/.test(body.txblob)) {
      return 'txblob must be hex';
    }
    try {
      return decode(body.txblob);
    } catch {
      return 'txblob is not a transaction';
    }
  }
  if (body.TransactionType !== undefined) return body;
  return 'The body has neither txjson nor txblob';
}

function refuse(problem: string): ParsedPayloadRequest {
  return { ok: false, problem };
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}
