import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The data folder holds the JWT secret, password hashes, e-mails and private charts: owner-only.
 * New files get it from the umask (PGlite creates files at any time); files from older versions, and
 * those PGlite unpacks from its initdb snapshot with the archive's modes (0666), are tightened here.
 */
export const privateDirectoryMode = 0o700;
export const privateFileMode = 0o600;

/** Sets 0700 on every folder and 0600 on every file under `dataDir` (itself included); skips symlinks. */
export async function tightenDataDir(dataDir: string): Promise<void> {
  let info;
  try {
    info = await lstat(dataDir);
  } catch (error) {
    // Gone since the folder was listed (another starting server's temporary lock file).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if ((info.mode & 0o777) !== privateDirectoryMode) await chmod(dataDir, privateDirectoryMode);
    for (const entry of await readdir(dataDir)) await tightenDataDir(path.join(dataDir, entry));
  } else if ((info.mode & 0o777 & ~privateFileMode) !== 0) {
    await chmod(dataDir, info.mode & privateFileMode);
  }
}

/**
 * Makes everything this process creates from now on owner-only (umask 077 added to the current one).
 * Returns a function that puts the previous umask back.
 */
export function restrictUmask(): () => void {
  const previous = process.umask(0o077);
  process.umask(previous | 0o077);
  return () => {
    process.umask(previous);
  };
}
