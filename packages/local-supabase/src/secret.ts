import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT secret: JWT_SECRET if given, else one generated on first start and kept in the data
 * folder (readable by the owner only), so tokens and API keys survive restarts.
 */
export async function jwtSecretFor(
  dataDir: string | undefined,
  configured: string | undefined,
): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return configured;
  }
  const generated = () => randomBytes(32).toString('base64url');
  if (!dataDir) return generated();
  const secretPath = secretFilePath(dataDir);
  try {
    const stored = (await readFile(secretPath, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = generated();
  await writeFile(secretPath, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function secretFilePath(dataDir: string): string {
  return path.join(dataDir, 'jwt-secret');
}
