import type { Server } from 'node:http';

import { clientNetworkOf } from '../auth/auth-routes';

/**
 * Most open connections one client (an IPv4 address or an IPv6 /64) may hold. A connection that
 * sends nothing, or trickles its headers, stays open about 90 s (the 60 s header timeout, checked
 * every 30 s): 20,000 of them from one machine used up the server's open files, and every new
 * visitor's connection was reset until they closed. A browser opens at most 6 per host (HTTP/1.1),
 * so a household or an office behind one address stays far below this.
 */
export const maxConnectionsPerClient = 256;

/**
 * Closes at once each connection past `maxConnectionsPerClient` from one client. Not behind a
 * trusted proxy: every connection then comes from the proxy, which limits its own clients.
 */
export function limitConnectionsPerClient(server: Server, limit = maxConnectionsPerClient): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = clientNetworkOf(socket.remoteAddress ?? 'unknown');
    const count = (open.get(client) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
