import type { Socket } from 'node:net';

/**
 * Most bytes of answers one client may leave unread before its next read is refused. A browser
 * reads what it asked for; 40 connections that asked for their own charts read many ways (about
 * 28 MB each) and never read the answers took the server from 0.5 to 3.4 GB, and the 256 a client
 * may open would have run it out of memory.
 */
export const maxUnsentBytesPerClient = 32 * 1024 * 1024;

/** The sockets of each client (see `clientNetworkOf`) and how much of their answers is still unsent. */
export class UnsentAnswers {
  private readonly socketsByClient = new Map<string, Set<Socket>>();
  private readonly tracked = new WeakSet<Socket>();

  track(client: string, socket: Socket): void {
    if (this.tracked.has(socket)) return;
    this.tracked.add(socket);
    let sockets = this.socketsByClient.get(client);
    if (!sockets) {
      sockets = new Set();
      this.socketsByClient.set(client, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.socketsByClient.get(client) === sockets)
        this.socketsByClient.delete(client);
    });
  }

  /** Bytes written to this client's connections that it has not read yet (still in this process). */
  bytes(client: string): number {
    let total = 0;
    for (const socket of this.socketsByClient.get(client) ?? []) total += socket.writableLength;
    return total;
  }
}
