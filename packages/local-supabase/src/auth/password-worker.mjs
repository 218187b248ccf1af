// The password hashing thread (see password-hashing.ts): bcrypt here, away from the event loop.
import { parentPort } from 'node:worker_threads';

import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, password, hash, cost }) => {
  try {
    const result = hash === undefined ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
