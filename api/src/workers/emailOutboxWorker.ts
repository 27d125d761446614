// Sends what the email outbox holds: looks for due emails every poll interval, sends up to a few
// at once outside any transaction, deletes each one the mail server took and retries the others
// with back-off. A slow or failing mail server delays emails; it never blocks a request.
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { pause, until } from '../clients/deadlines';
import {
  claimDueEmails,
  dropExpiredEmails,
  markEmailSent,
  releaseEmails,
  retryEmailLater,
  type OutboxEmail,
} from '../system/emailOutbox';
import type { Mailer } from '../clients/mailer';

/** Emails sent at the same time by one worker. */
const CONCURRENT_SENDS = 5;
const LONGEST_RETRY_MS = 10 * 60_000;
/** How long a stopping worker may take to hand back the emails it could not finish. */
const RELEASE_TIMEOUT_MS = 2000;

export interface EmailOutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** The wait before the first retry; doubled with each failed attempt, up to 10 minutes. */
  firstRetryMs: number;
  /**
   * How long a claimed email is this worker's: longer than any send can take (config.ts checks),
   * so no other worker sends it twice; a worker that dies leaves its emails to the others after it.
   */
  leaseMs: number;
}

export interface EmailOutboxWorker {
  /**
   * Stops looking for emails, sends what is already due, and lets the sends in flight finish until
   * `deadline` (a performance.now() time); emails still unsent then stay in the outbox for the next
   * worker.
   */
  stop(deadline: number): Promise<void>;
}

export function retryDelayMs(attempt: number, firstRetryMs: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(attempt - 1, 0), LONGEST_RETRY_MS);
}

/** Why a send failed, without the recipient (a mail server's refusal often names it). */
function reasonOf(error: unknown, { email }: OutboxEmail): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = [code, message].filter((part) => typeof part === 'string').join(': ');
  return (text || String(error)).split(email.to).join('<recipient>');
}

export function startEmailOutboxWorker(options: EmailOutboxWorkerOptions): EmailOutboxWorker {
  const { db, mailer, log, pollIntervalMs, firstRetryMs, leaseMs } = options;
  const stopping = new AbortController();
  const inFlight = new Map<number, Promise<void>>();
  let databaseFailing = false;

  async function send(outboxEmail: OutboxEmail): Promise<void> {
    const { id, attempt } = outboxEmail;
    try {
      await mailer.send(outboxEmail.email);
    } catch (error) {
      const delayMs = retryDelayMs(attempt, firstRetryMs);
      const reason = reasonOf(error, outboxEmail);
      log.warn({ emailId: id, attempt, retryInMs: delayMs, reason }, 'email not sent; retrying');
      await retryEmailLater(db, id, delayMs, reason);
      return;
    }
    await markEmailSent(db, id);
  }

  function startSending(outboxEmail: OutboxEmail) {
    const sending = send(outboxEmail)
      .catch((error: unknown) => {
        // The database failed around the send: the lease runs out and the email is tried again
        // (twice, if the mail server had already taken it).
        log.error({ err: error, emailId: outboxEmail.id }, 'email outbox could not record a send');
      })
      .finally(() => inFlight.delete(outboxEmail.id));
    inFlight.set(outboxEmail.id, sending);
  }

  /** Starts sending what is due (as many as there is room for); answers how many. */
  async function sendDue(): Promise<number> {
    for (const dropped of await dropExpiredEmails(db)) {
      log.error(
        { emailId: dropped.id, attempts: dropped.attempts, reason: dropped.lastError },
        'email dropped: it could not be sent before its link expired',
      );
    }
    const room = CONCURRENT_SENDS - inFlight.size;
    if (room <= 0) return 0;
    const claimed = await claimDueEmails(db, room, leaseMs);
    claimed.forEach(startSending);
    return claimed.length;
  }

  /** One look at the outbox; a database that does not answer is reported once per outage. */
  async function lookOnce(): Promise<void> {
    try {
      await sendDue();
      if (databaseFailing) log.info('email outbox reaches the database again');
      databaseFailing = false;
    } catch (error) {
      if (!databaseFailing) log.warn({ err: error }, 'email outbox cannot read the database');
      databaseFailing = true;
    }
  }

  const running = (async () => {
    while (!stopping.signal.aborted) {
      await lookOnce();
      await pause(pollIntervalMs, stopping.signal);
    }
  })();

  return {
    async stop(deadline) {
      stopping.abort();
      await until(deadline, running);
      // Emails the last requests queued go out now rather than at the next start.
      if (performance.now() < deadline) await until(deadline, lookOnce());
      await until(deadline, Promise.all(inFlight.values()));
      const unfinished = [...inFlight.keys()];
      if (unfinished.length === 0) return;
      await until(performance.now() + RELEASE_TIMEOUT_MS, releaseEmails(db, unfinished)).catch(
        (error: unknown) => log.error({ err: error }, 'email outbox could not release its emails'),
      );
      log.warn(
        { emailIds: unfinished },
        'stopped before these emails were sent; they stay in the outbox',
      );
    },
  };
}
