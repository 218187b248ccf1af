// A child process for the data-folder lock race (security-hardening.test.ts): loads everything, says
// `ready`, waits for `go` on stdin, then starts a server on the folder given as its argument.
// Prints `won` (and closes again) or the error that refused it.
import { startServer } from '../server';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: start-server-child.ts <data-dir>');

process.stdout.write('ready\n');
process.stdin.once('data', () => {
  startServer({
    port: 0,
    dataDir,
    jwtSecret: 'lock-race-test-secret-0123456789abcdef',
    log: () => undefined,
  }).then(
    async (server) => {
      process.stdout.write('won\n');
      await server.close();
      process.exit(0);
    },
    (error: unknown) => {
      process.stdout.write(`lost: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
});
