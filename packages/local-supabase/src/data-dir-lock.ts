import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One server per data folder: two PGlite instances on the same files would corrupt them.
 *
 * The lock is `server.pid`, created atomically: the process id is written to a private temporary
 * file which is then hard-linked to `server.pid`. link() fails when the name exists, so of two
 * servers started at the same moment exactly one gets it, and the file is never seen half written.
 *
 * Rules for an existing `server.pid`:
 * - it names a running process: held;
 * - it is empty, unreadable or not a process id: held (this code never leaves such a file, so
 *   something else made it); the error says to delete it once no server runs;
 * - it names a process that no longer runs (a killed server, also one not yet reaped by its
 *   parent, a zombie): stale, taken over. The takeover
 *   itself is guarded by a second lock, `server.pid.takeover`, made the same way, so two servers
 *   finding the same stale lock cannot both take it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'server.pid');
  if (!(await createLockFile(lockPath))) {
    await takeOverStaleLock(dataDir, lockPath);
  }
  locksHeldHere.add(lockPath);
  return async () => {
    locksHeldHere.delete(lockPath);
    await rm(lockPath, { force: true });
  };
}

// A lock naming this very process is ours only if we took it; otherwise it is a stale file whose
// process id was reused by us (a restarted container often gets the same small pid).
const locksHeldHere = new Set<string>();

/** Creates `lockPath` holding this process id, atomically; false when it already exists. */
async function createLockFile(lockPath: string): Promise<boolean> {
  const temporaryPath = `${lockPath}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporaryPath, String(process.pid), { mode: 0o600, flag: 'wx' });
  try {
    await link(temporaryPath, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temporaryPath, { force: true });
  }
}

async function takeOverStaleLock(dataDir: string, lockPath: string): Promise<void> {
  const holder = await readHolder(lockPath);
  if (holder === 'gone') {
    // Released between our attempt and now: try once more (a loser of a new race gets "in use").
    if (await createLockFile(lockPath)) return;
    throw inUse(dataDir, await readHolder(lockPath));
  }
  if (holder === 'unknown' || isRunning(holder, lockPath)) throw inUse(dataDir, holder);

  const takeoverPath = `${lockPath}.takeover`;
  if (!(await createLockFile(takeoverPath))) {
    const taker = await readHolder(takeoverPath);
    throw new Error(
      `${dataDir} is being taken over by another local-supabase server` +
        (typeof taker === 'number' ? ` (process ${taker})` : '') +
        `; if none runs, delete ${takeoverPath}`,
    );
  }
  try {
    // Only the holder of the takeover lock gets here: the stale file is still the one we judged.
    if ((await readHolder(lockPath)) === holder) await rm(lockPath, { force: true });
    if (!(await createLockFile(lockPath))) throw inUse(dataDir, await readHolder(lockPath));
  } finally {
    await rm(takeoverPath, { force: true });
  }
}

/** The process id in a lock file; 'unknown' when empty or unreadable, 'gone' when there is no file. */
async function readHolder(lockPath: string): Promise<number | 'unknown' | 'gone'> {
  let text: string;
  try {
    text = await readFile(lockPath, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'gone' : 'unknown';
  }
  const holder = Number(text.trim());
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(holder) && holder > 0 ? holder : 'unknown';
}

function inUse(dataDir: string, holder: number | 'unknown' | 'gone'): Error {
  const lockPath = path.join(dataDir, 'server.pid');
  return new Error(
    typeof holder === 'number'
      ? `${dataDir} is in use by another local-supabase server (process ${holder})`
      : `${dataDir} is locked by ${lockPath}, which names no process; if no local-supabase server runs, delete it`,
  );
}

function isRunning(processId: number, lockPath: string): boolean {
  if (processId === process.pid) return locksHeldHere.has(lockPath);
  try {
    process.kill(processId, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(processId);
}

/**
 * Whether a process has exited but not yet been reaped by its parent (Linux: state Z or X in
 * /proc). It holds no file any more, yet signal 0 still reaches it: a server killed with -9 and
 * restarted at once (a supervisor, a script) was refused with "in use by process <its own dead
 * predecessor>" until the parent got round to reaping it, or for good under a parent that never does.
 */
function isZombie(processId: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${processId}/stat`, 'utf8');
  } catch {
    return false; // no /proc (macOS, Windows): signal 0 is all there is
  }
  // "pid (command) state ...": the command may hold spaces and parentheses, so read after the last ")".
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'Z' || state === 'X';
}
