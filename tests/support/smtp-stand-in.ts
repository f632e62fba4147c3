/**
 * A local SMTP server for tests, speaking just enough of RFC 5321 for nodemailer without TLS,
 * authentication or pipelining: the 220 greeting, EHLO/HELO, MAIL FROM, RCPT TO, DATA … '.',
 * RSET, NOOP and QUIT. It records every message it accepts, and can be told to misbehave the way
 * a real mail server does: its port closed (connection refused), a connection dropped as soon as
 * it opens, or a permanent refusal (a 5xx answer to RCPT TO). `accept()` brings it back on the
 * same port, so the shop's SMTP_URL stays the same throughout.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';

export type ReceivedMail = {
  /** The envelope: who the shop said it was from and to. */
  from: string;
  to: string[];
  /** Decoded from the headers (nodemailer encodes non-ASCII subjects as RFC 2047 words). */
  subject: string;
  messageId: string;
  /** The whole message as it came, dot-stuffing undone. */
  raw: string;
};

export type SmtpBehaviour =
  | { kind: 'accept' }
  /** The port is closed: connecting fails with ECONNREFUSED. */
  | { kind: 'closed' }
  /** Connections are taken and closed at once, before any greeting. */
  | { kind: 'drop' }
  /** Every recipient refused with this reply, e.g. 550 for a mailbox that does not exist. */
  | { kind: 'refuse-recipient'; code: number; text: string };

export type SmtpStandIn = {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** How many connections were opened, whatever came of them. */
  connections(): number;
  behave(behaviour: SmtpBehaviour): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
};

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) back into text. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, _charset, encoding: string, text) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-Fa-f]{2})/g, (_hex: string, code: string) =>
          String.fromCharCode(Number.parseInt(code, 16)),
        );
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r\n\r\n/)[0] ?? '';
  // Folded lines (a break followed by white space) belong to the header above them.
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded
    .split('\r\n')
    .find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) =>
        String.fromCharCode(Number.parseInt(code, 16)),
      );
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/**
 * The plain-text part of a message as the shopper reads it: found in a multipart message by its
 * Content-Type, its transfer encoding (quoted-printable folds long links) undone.
 */
export function textOf(mail: ReceivedMail): string {
  const boundary = headerOf(mail.raw, 'Content-Type').match(/boundary="?([^";]+)"?/)?.[1];
  const parts = boundary ? mail.raw.split(`--${boundary}`) : [mail.raw];
  for (const part of parts) {
    const trimmed = part.replace(/^\r\n/, '');
    if (!/content-type:\s*text\/plain/i.test(trimmed.split('\r\n\r\n')[0] ?? '')) continue;
    const encoding = headerOf(trimmed, 'Content-Transfer-Encoding').toLowerCase();
    const body = trimmed.slice(trimmed.indexOf('\r\n\r\n') + 4);
    return decodeBody(body, encoding);
  }
  return '';
}

function addressIn(argument: string): string {
  return (argument.match(/<([^>]*)>/)?.[1] ?? argument).trim().toLowerCase();
}

export async function startSmtpStandIn(port = 0): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let behaviour: SmtpBehaviour = { kind: 'accept' };
  let opened = 0;

  function converse(socket: net.Socket) {
    opened += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (behaviour.kind === 'drop') {
      socket.destroy();
      return;
    }
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    let buffered = '';
    let from = '';
    let to: string[] = [];
    let data: string[] | null = null;

    const finishData = (lines: string[]) => {
      const raw = lines.map((line) => (line.startsWith('..') ? line.slice(1) : line)).join('\r\n');
      const id = randomUUID();
      received.push({
        from,
        to,
        subject: decodeHeaderWords(headerOf(raw, 'Subject')),
        messageId: headerOf(raw, 'Message-ID'),
        raw,
      });
      from = '';
      to = [];
      say(`250 2.0.0 OK queued as ${id}`);
    };

    const command = (line: string) => {
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
          say('250-stand-in.local greets you');
          say('250-8BITMIME');
          say('250 SMTPUTF8');
          return;
        case 'HELO':
          say('250 stand-in.local');
          return;
        case 'MAIL':
          from = addressIn(argument.replace(/^FROM:/i, '').split(' ')[0] ?? '');
          to = [];
          say('250 2.1.0 OK');
          return;
        case 'RCPT':
          if (behaviour.kind === 'refuse-recipient') {
            say(`${behaviour.code} ${behaviour.text}`);
            return;
          }
          to.push(addressIn(argument.replace(/^TO:/i, '')));
          say('250 2.1.5 OK');
          return;
        case 'DATA':
          if (to.length === 0) {
            say('503 5.5.1 RCPT first');
            return;
          }
          data = [];
          say('354 End data with <CR><LF>.<CR><LF>');
          return;
        case 'RSET':
          from = '';
          to = [];
          say('250 2.0.0 OK');
          return;
        case 'NOOP':
          say('250 2.0.0 OK');
          return;
        case 'QUIT':
          say('221 2.0.0 Bye');
          socket.end();
          return;
        default:
          say('502 5.5.2 Command not recognised');
      }
    };

    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === '.') {
            const lines = data;
            data = null;
            finishData(lines);
          } else {
            data.push(line);
          }
        } else {
          command(line);
        }
      }
    });
    say('220 stand-in.local ESMTP ready');
  }

  let server: net.Server | null = null;
  let boundPort = port;

  async function listen() {
    if (server) return;
    const next = net.createServer(converse);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => {
        next.off('error', reject);
        resolve();
      });
    });
    boundPort = (next.address() as net.AddressInfo).port;
    server = next;
  }

  async function stopListening() {
    const current = server;
    if (!current) return;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  async function behave(next: SmtpBehaviour) {
    behaviour = next;
    if (next.kind === 'closed') await stopListening();
    else await listen();
  }

  await listen();
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    connections: () => opened,
    behave,
    accept: () => behave({ kind: 'accept' }),
    close: stopListening,
  };
}
