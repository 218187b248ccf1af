import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One server per data folder: two PGlite instances on the same files would corrupt them. A lock
 * left by a killed server (its process is gone) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.pid');
  try {
    const holder = Number((await readFile(lockPath, 'utf8')).trim());
    if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
      throw new Error(`${dataDir} is in use by another local-supabase server (process ${holder})`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await writeFile(lockPath, String(process.pid));
  return () => rm(lockPath, { force: true });
}

function isRunning(processId: number): boolean {
  try {
    process.kill(processId, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
