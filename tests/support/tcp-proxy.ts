/**
 * A TCP proxy between the shop and its PostgreSQL, for outage tests only: it passes bytes both
 * ways, or refuses (nothing listens on its port and every open connection is cut, as when the
 * database is stopped), or freezes (connections stay open and new ones are accepted, but not a
 * byte moves, as when the database process is stopped with SIGSTOP or its host hangs), and passes
 * again on the same port.
 */
import { createServer, type Server, Socket } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'freeze';

export type TcpProxy = {
  port: number;
  mode(): ProxyMode;
  /** Cut every connection and stop listening until `pass()`. */
  refuse(): Promise<void>;
  /** Hold every connection, old and new, without moving a byte until `pass()`. */
  freeze(): void;
  /** Listen and forward again; frozen connections carry on where they stood. */
  pass(): Promise<void>;
  close(): Promise<void>;
};

type Pair = { client: Socket; upstream: Socket };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<Pair>();
  let server: Server | undefined;
  let port = 0;

  function setFlowing(pair: Pair, flowing: boolean) {
    for (const socket of [pair.client, pair.upstream]) {
      if (flowing) socket.resume();
      else socket.pause();
    }
  }

  function connect(client: Socket) {
    const upstream = new Socket();
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    // Bytes are written by hand, not piped: a paused socket keeps what it has read, and what the
    // other side wrote waits in the kernel, as with a frozen peer.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.connect(target.port, target.host);
    setFlowing(pair, mode === 'pass');
  }

  async function listen() {
    server = createServer(connect);
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') port = address.port;
  }

  async function stopListening() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  async function refuse() {
    mode = 'refuse';
    const closed = stopListening();
    for (const pair of [...pairs]) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    await closed;
  }

  await listen();
  return {
    get port() {
      return port;
    },
    mode: () => mode,
    refuse,
    freeze() {
      mode = 'freeze';
      for (const pair of pairs) setFlowing(pair, false);
    },
    async pass() {
      const wasRefusing = mode === 'refuse';
      mode = 'pass';
      if (wasRefusing || !server) await listen();
      for (const pair of pairs) setFlowing(pair, true);
    },
    close: refuse,
  };
}
