import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cliPath = fileURLToPath(new URL('../cli.ts', import.meta.url));

export interface CliProcess {
  child: ChildProcess;
  url: string;
}

/**
 * Starts the real CLI as a child process with `args` and `JWT_SECRET` (so a test knows its keys,
 * and can kill or stop it), and resolves with its URL once it says it is running.
 */
export function startCliProcess(
  args: readonly string[],
  jwtSecret: string,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<CliProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliPath, '--port', '0', ...args], {
    cwd: path.dirname(cliPath),
    env: { ...environment, JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API URL:\s+(\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}
