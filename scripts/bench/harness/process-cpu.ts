// CPU time of processes from /proc/<pid>/stat (Linux): user + system time of all their threads.
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second (USER_HZ); 100 on every mainstream Linux build. */
const TICKS_PER_SECOND = 100;

type Stat = { pid: number; ppid: number; command: string; cpuMs: number };

function readStat(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited
  }
  // "pid (comm) state ppid … utime(14) stime(15) …"; comm may hold spaces and parentheses.
  const close = text.lastIndexOf(')');
  const command = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { pid, ppid: Number(fields[1]), command, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
}

/** The workerd processes started by this Node process (Miniflare spawns one). */
export function childWorkerdPids(parent = process.pid): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat && stat.ppid === parent && stat.command.startsWith('workerd')) pids.push(stat.pid);
  }
  return pids;
}

/** Total CPU milliseconds the processes have used so far. */
export function cpuMs(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (readStat(pid)?.cpuMs ?? 0), 0);
}
