// How the SMTP side answers, changed by tests through `/__simulator/smtp`: normally at once; with
// `hang` it accepts connections and never greets them (a mail server that stopped answering);
// with `delayMs` it takes each message only after that wait (a slow one).

export interface SmtpBehaviourSettings {
  hang: boolean;
  delayMs: number;
}

export interface SmtpBehaviourState extends SmtpBehaviourSettings {
  /** Connections held without a greeting, plus messages waiting out the delay. */
  waiting: number;
}

export interface SmtpBehaviour {
  state(): SmtpBehaviourState;
  /** Changes the given settings; ending a hang drops the connections it held. */
  change(settings: Partial<SmtpBehaviourSettings>): SmtpBehaviourState;
  /** Greets a new connection at once, or holds it while hanging. */
  admit(greet: (error?: Error) => void): void;
  /** Resolves when a received message may be taken, after the delay. */
  beforeTaking(): Promise<void>;
  /** Drops held connections (the inbox is closing). */
  releaseAll(): void;
}

export const LONGEST_DELAY_MS = 10 * 60_000;

function serviceUnavailable(): Error {
  return Object.assign(new Error('Service not available, closing transmission channel'), {
    responseCode: 421,
  });
}

export function createSmtpBehaviour(): SmtpBehaviour {
  const settings: SmtpBehaviourSettings = { hang: false, delayMs: 0 };
  let held: Array<(error?: Error) => void> = [];
  let delayed = 0;

  function releaseAll() {
    const dropped = held;
    held = [];
    for (const greet of dropped) greet(serviceUnavailable());
  }

  const state = () => ({ ...settings, waiting: held.length + delayed });

  return {
    state,
    change(changes) {
      Object.assign(settings, changes);
      if (!settings.hang) releaseAll();
      return state();
    },
    admit(greet) {
      if (settings.hang) held.push(greet);
      else greet();
    },
    async beforeTaking() {
      if (settings.delayMs === 0) return;
      delayed += 1;
      try {
        await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
      } finally {
        delayed -= 1;
      }
    },
    releaseAll,
  };
}

/** The settings in a control request's body, or a message naming what is wrong. */
export function parseSettings(body: unknown): Partial<SmtpBehaviourSettings> | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The body must be a JSON object with hang and/or delayMs';
  const { hang, delayMs, ...unknown } = body as Record<string, unknown>;
  const unknownFields = Object.keys(unknown);
  if (unknownFields.length > 0) return `Unknown fields: ${unknownFields.join(', ')}`;
  if (hang !== undefined && typeof hang !== 'boolean') return 'hang must be true or false';
  if (
    delayMs !== undefined &&
    (typeof delayMs !== 'number' ||
      !Number.isInteger(delayMs) ||
      delayMs < 0 ||
      delayMs > LONGEST_DELAY_MS)
  )
    return `delayMs must be a whole number of milliseconds from 0 to ${LONGEST_DELAY_MS}`;
  return {
    ...(hang === undefined ? {} : { hang }),
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}
