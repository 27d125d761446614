// Where a process's CPU time went, from the .cpuprofile `node --cpu-prof` writes: the samples
// within a window of time, grouped by the code they were in (self time: the package or part of
// Node) and by what they were doing for (inclusive time: a frame of that kind anywhere on the
// stack).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** µs, on the clock of process.hrtime (CLOCK_MONOTONIC). */
  startTime: number;
  samples: number[];
  /** µs between samples. */
  timeDeltas: number[];
}

/** The package or part of Node a frame's code belongs to (its self time). */
function codeOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) {
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'V8 and native code (program)';
    if (['stringify', 'parse'].includes(functionName)) return `JSON.${functionName}`;
    return `native: ${functionName || '(anonymous)'}`;
  }
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
    url,
  );
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  const inApi = /\/api\/src\/(.+)$/.exec(url);
  if (inApi) return `api/src/${inApi[1]!.split('/')[0]}`;
  const inWorkspace = /\/(contract|shared-api)\/src\//.exec(url);
  if (inWorkspace) return `@glow/${inWorkspace[1]}`;
  return url;
}

const SOCKET_WRITE = 'native: writev';

/** What a vote's time is spent for: a frame matching `frame` anywhere on the sample's stack. */
const PURPOSES: { purpose: string; frame: (frame: ProfileNode['callFrame']) => boolean }[] = [
  {
    purpose: 'the session lookup (authorise, findSession)',
    frame: ({ url, functionName }) =>
      url.endsWith('http/authentication.ts') ||
      (url.endsWith('users/sessions.ts') && !!functionName),
  },
  {
    purpose: 'the vote itself (castVote: SQL built, sent, read)',
    frame: ({ url }) => url.endsWith('voting/voteChanges.ts'),
  },
  {
    purpose: 'the database client (pg, pg-pool, pg-protocol)',
    frame: ({ url }) => /node_modules\/.*\/(pg|pg-pool|pg-protocol)\//.test(url),
  },
  { purpose: 'drizzle-orm', frame: ({ url }) => url.includes('/drizzle-orm/') },
  {
    purpose: 'zod: request validation and response serialization',
    frame: ({ url }) => url.includes('/zod/') || url.includes('fastify-type-provider-zod'),
  },
  {
    purpose: 'logging (pino)',
    frame: ({ url }) => url.includes('/pino/') || url.includes('/sonic-boom/'),
  },
  {
    purpose: 'metrics (prom-client, onResponse hook)',
    frame: ({ url }) => url.includes('/prom-client/') || url.includes('metrics/requestMetrics.ts'),
  },
  {
    purpose: 'request ids and cache headers (onRequest, onSend hooks)',
    frame: ({ url }) => url.endsWith('http/requestIds.ts') || url.endsWith('http/cacheHeaders.ts'),
  },
  {
    purpose: 'fastify (routing, hooks, reply)',
    frame: ({ url }) => /node_modules\/.*\/(fastify|find-my-way|@fastify\/[^/]+)\//.test(url),
  },
  {
    purpose: "Node's HTTP server and sockets",
    frame: ({ url }) => /^node:(_http|http|net|stream|internal\/(http|net|stream))/.test(url),
  },
  {
    purpose: 'JSON.parse / JSON.stringify',
    frame: ({ url, functionName }) => !url && ['stringify', 'parse'].includes(functionName),
  },
];

export interface ProfileSummary {
  /** Samples in the window that were not idle, in ms. */
  busyMs: number;
  idleMs: number;
  /** [code, ms], the most first. */
  byCode: [string, number][];
  /** [purpose, ms] (a sample may count for several), leaving out the samples in writev. */
  byPurpose: [string, number][];
}

/** The samples of `file` between `fromUs` and `toUs` (process.hrtime's clock, µs). */
export function summariseProfile(file: string, fromUs: number, toUs: number): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);

  const byCode = new Map<string, number>();
  const byPurpose = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) =>
    map.set(key, (map.get(key) ?? 0) + ms);
  let time = profile.startTime;
  let busyMs = 0;
  let idleMs = 0;
  profile.samples.forEach((id, index) => {
    const deltaUs = profile.timeDeltas[index] ?? 0;
    time += deltaUs;
    if (time < fromUs || time > toUs) return;
    const ms = deltaUs / 1000;
    const node = nodes.get(id)!;
    const code = codeOf(node.callFrame);
    if (code === '(idle)') {
      idleMs += ms;
      return;
    }
    busyMs += ms;
    add(byCode, code, ms);
    // A socket write is the kernel's TCP work (on loopback the receiving side's too) and, on a
    // busy machine, where the thread most often loses the CPU (the write wakes PostgreSQL's
    // backend): its samples are system time and waiting, left out of the purposes.
    if (code === SOCKET_WRITE) return;
    const purposes = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = nodes.get(at)!.callFrame;
      for (const { purpose, frame: matches } of PURPOSES) if (matches(frame)) purposes.add(purpose);
    }
    for (const purpose of purposes) add(byPurpose, purpose, ms);
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { busyMs, idleMs, byCode: sorted(byCode), byPurpose: sorted(byPurpose) };
}
