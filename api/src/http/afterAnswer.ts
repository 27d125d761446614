// Work a handler asks to run once its answer has been sent: what must not change how long the
// answer takes (a password reset for a known email does more than for an unknown one).
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

export type AfterAnswerTask = () => Promise<void>;

export interface AfterAnswer {
  /** Keeps `task` for when the answer to `request` has been sent. */
  add(request: FastifyRequest, task: AfterAnswerTask): void;
  /** Starts the tasks of `request` (from its onResponse hook, once the answer is sent). */
  start(request: FastifyRequest): void;
}

/** Tasks run after the answer; a failure is logged; closing the app waits for the running ones. */
export function afterAnswerTasks(app: FastifyInstance): AfterAnswer {
  const waiting = new WeakMap<FastifyRequest, AfterAnswerTask[]>();
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  function run(task: AfterAnswerTask, log: FastifyBaseLogger) {
    // setImmediate: after whatever the end of the answer queued, so none of the task's work
    // happens in the same turn as the answer.
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, 'work after the answer failed'))
      .finally(() => running.delete(done));
    running.add(done);
  }

  return {
    add(request, task) {
      waiting.set(request, [...(waiting.get(request) ?? []), task]);
    },
    start(request) {
      for (const task of waiting.get(request) ?? []) run(task, request.log);
      waiting.delete(request);
    },
  };
}
