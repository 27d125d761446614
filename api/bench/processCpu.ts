// CPU time of processes on this machine, from /proc (Linux): the API's processes and PostgreSQL's,
// told apart by the titles PostgreSQL gives its processes ("postgres: 15/main: user database
// 127.0.0.1(5432) idle" for a client's backend, "postgres: 15/main: walwriter" for its own).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU time of process `pid` in ms, or null when it is gone. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // The fields after the command (which may hold spaces), from the 3rd: utime is the 14th field
    // of the file, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function titleOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

export interface PostgresProcesses {
  /** The backends serving clients of `database`. */
  backends: number[];
  /** PostgreSQL's own processes: WAL writer, checkpointer, background writer, autovacuum… */
  own: number[];
}

/** PostgreSQL's processes on this machine (none when the server runs elsewhere). */
export function postgresProcesses(database: string): PostgresProcesses {
  const found: PostgresProcesses = { backends: [], own: [] };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const title = titleOf(Number(entry));
    if (!title.startsWith('postgres:')) continue;
    const isClientBackend = /\d\)|\[local\]/.test(title);
    if (!isClientBackend) found.own.push(Number(entry));
    else if (title.split(' ').includes(database)) found.backends.push(Number(entry));
  }
  return found;
}

/**
 * The CPU time the processes `pids()` names spend from now until `stop()`. They are listed again
 * every `intervalMs`, so that a process started meanwhile (a new pool connection's backend) counts
 * from its start; one that ends between two looks loses its last interval.
 */
export function watchCpu(pids: () => number[], intervalMs = 500) {
  const seen = new Map<number, { first: number; last: number }>();
  const look = (starting: boolean) => {
    for (const pid of pids()) {
      const ms = cpuMsOf(pid);
      if (ms === null) continue;
      const known = seen.get(pid);
      if (known) known.last = ms;
      else seen.set(pid, { first: starting ? ms : 0, last: ms });
    }
  };
  look(true);
  const timer = setInterval(() => look(false), intervalMs);
  return {
    /** The CPU ms spent since the watch began. */
    stop(): number {
      clearInterval(timer);
      look(false);
      return [...seen.values()].reduce((sum, { first, last }) => sum + last - first, 0);
    },
  };
}
