import type { Server } from 'node:http';
import type { Socket } from 'node:net';

import { clientNetworkOf } from '../auth/auth-routes';

/**
 * Most open connections one client (an IPv4 address or an IPv6 /64) may hold. A connection that
 * sends nothing, or trickles its request, stays open up to 37.5 s (the 30 s request timeout, checked
 * every 7.5 s: see request-timeouts.ts): 20,000 of them from one machine used up the server's open
 * files (when Node's 60 s header timeout, checked every 30 s, held them), and every new
 * visitor's connection was reset until they closed. A browser opens at most 6 per host (HTTP/1.1),
 * so a household or an office behind one address stays far below this.
 */
export const maxConnectionsPerClient = 256;

/** How long a connection past the limit may take to send the request it is refused (429). */
export const refusedConnectionGraceMs = 2000;

const refusedSockets = new WeakSet<Socket>();

/**
 * Whether this request came on a connection past its client's limit, to be answered 429 with
 * `Connection: close` (see `limitConnectionsPerClient`'s `answerPastLimit`).
 */
export function isPastConnectionLimit(socket: Socket): boolean {
  return refusedSockets.has(socket);
}

/**
 * Limits the connections one client holds. Not behind a trusted proxy: every connection then
 * comes from the proxy, which limits its own clients.
 *
 * Past `limit`, a connection is closed at once, unless `answerPastLimit`: then, up to twice the
 * limit, it is kept `refusedConnectionGraceMs` so that its request gets a clear answer (the
 * server's handler checks `isPastConnectionLimit` and answers 429) rather than a reset, which
 * clients see only as "fetch failed". Beyond twice the limit it is closed at once, so one client
 * still never holds more than that many open files.
 */
export function limitConnectionsPerClient(
  server: Server,
  limit = maxConnectionsPerClient,
  { answerPastLimit = false }: { answerPastLimit?: boolean } = {},
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = clientNetworkOf(socket.remoteAddress ?? 'unknown');
    const count = (open.get(client) ?? 0) + 1;
    if (count > (answerPastLimit ? 2 * limit : limit)) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
    if (count > limit) {
      refusedSockets.add(socket);
      socket.setTimeout(refusedConnectionGraceMs, () => socket.destroy());
    }
  });
}
