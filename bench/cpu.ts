/**
 * CPU time spent per request, by the bench server and by the database: steadier than requests per second on a
 * machine whose cores are shared, since it does not count the time a process waited for a core.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';

const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** utime + stime of one process, in µs; 0 when it is gone. */
function processCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const parentOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
};

/**
 * A reader of the CPU time of a PostgreSQL server on this machine (its postmaster and every child: backends,
 * WAL writer, checkpointer), in µs; null when the server is not local or /proc cannot be read. A backend that
 * exits takes its time with it: read around a case, on a pool whose connections stay open.
 */
export async function databaseCpuReader(db: Kysely<unknown>): Promise<(() => number) | null> {
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    const postmaster = parentOf(rows[0].pid);
    if (postmaster <= 1) return null;
    return () => {
      let total = processCpu(postmaster);
      for (const entry of readdirSync('/proc')) {
        const pid = Number(entry);
        if (pid && parentOf(pid) === postmaster) total += processCpu(pid);
      }
      return total;
    };
  } catch {
    return null;
  }
}
