/**
 * A TCP proxy for fault tests: the app talks to PostgreSQL through it, and the test cuts the line (refused and
 * reset connections, as when the server goes down or fails over) or restores it on the same port, without
 * touching the real server that other tests share.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';

export type TcpProxy = {
  /** The port the proxy listens on (127.0.0.1). */
  port: number;
  /** Stops accepting and resets every open connection. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** Starts a proxy from 127.0.0.1:<random port> to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });

  let server: Server | null = makeServer();
  const port = await listen(server, 0);

  const stop = async () => {
    const current = server;
    server = null;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  return {
    port,
    async cut() {
      const closing = stop();
      for (const socket of sockets) socket.resetAndDestroy();
      await closing;
    },
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    async close() {
      const closing = stop();
      for (const socket of sockets) socket.destroy();
      await closing;
    },
  };
}
