/** Test code only: a local server standing in for an SMS gateway, answering as each test says. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  fields: Record<string, unknown>;
};

export type Reply = { status?: number; body?: unknown; delayMs?: number };
export type Responder = (request: ReceivedRequest) => Reply;

export type StandInGateway = {
  url: string;
  received: ReceivedRequest[];
  answer(responder: Responder): void;
  close(): Promise<void>;
};

function fieldsOf(body: string, type: string | undefined): Record<string, unknown> {
  if (!body) return {};
  if (type?.includes('application/json')) return JSON.parse(body) as Record<string, unknown>;
  return Object.fromEntries(new URLSearchParams(body));
}

export async function startStandInGateway(responder: Responder): Promise<StandInGateway> {
  let respond = responder;
  const received: ReceivedRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const entry: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        fields: fieldsOf(body, request.headers['content-type']),
      };
      received.push(entry);
      const reply = respond(entry);
      const send = () => {
        if (response.destroyed) return;
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(next) {
      respond = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function recordingLog() {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  };
  return { lines, log: { info: keep, warn: keep, error: keep, debug: keep } };
}
