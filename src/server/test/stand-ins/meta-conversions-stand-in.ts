/**
 * Test code only: Meta's Conversions API as decision 036's sources document it. A wrong token
 * answers 400 OAuthException (code 190) as the Graph API does; `failNext(n)` answers n calls 500.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetaConversionsSettings } from '../../integrations/meta/conversions-api';

export type ReceivedEvent = {
  pixelId: string;
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: string;
  user_data: { em?: string[]; ph?: string[] } & Record<string, unknown>;
  custom_data: { value: number; currency: string; content_ids: string[] } & Record<string, unknown>;
};

export type MetaConversionsStandIn = {
  settings: MetaConversionsSettings;
  received: ReceivedEvent[];
  failNext(count: number): void;
  close(): Promise<void>;
};

const VERSION = 'v25.0';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startMetaConversionsStandIn(
  pixelId = '1234567890123',
  accessToken = 'EAAB-test-conversions-token-0123456789',
): Promise<MetaConversionsStandIn> {
  const received: ReceivedEvent[] = [];
  let failures = 0;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = new RegExp(`^/${VERSION}/(\\d+)/events$`).exec(url.pathname);
    const body = await readBody(request);
    if (request.method !== 'POST' || !path) {
      answer(response, 404, { error: { message: 'Unknown path components', code: 2500 } });
      return;
    }
    if (failures > 0) {
      failures -= 1;
      answer(response, 500, { error: { message: 'An unknown error occurred', code: 1 } });
      return;
    }
    if (url.searchParams.get('access_token') !== accessToken || path[1] !== pixelId) {
      answer(response, 400, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
      return;
    }
    const data = (JSON.parse(body) as { data?: unknown }).data;
    if (!Array.isArray(data) || data.length === 0) {
      answer(response, 400, { error: { message: 'The parameter data is required', code: 100 } });
      return;
    }
    for (const event of data as Omit<ReceivedEvent, 'pixelId'>[]) {
      received.push({ ...event, pixelId: path[1] });
    }
    answer(response, 200, {
      events_received: data.length,
      messages: [],
      fbtrace_id: `trace-${received.length}`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: {
      pixelId,
      accessToken,
      baseUrl: `http://127.0.0.1:${port}/${VERSION}`,
      timeoutMs: 2000,
    },
    received,
    failNext(count) {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
