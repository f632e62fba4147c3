/**
 * A shopper talking to a running server over real HTTP (fetch), for tests that start server
 * processes: requests carry the shop's Origin as a browser's would, and cookies are kept from
 * Set-Cookie. The in-process tests use auth-helpers.ts with app.inject instead.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type Answer = { status: number; body: unknown; cookie: string };

export type ServerAddress = {
  /** Where this server listens. */
  url: string;
  /** Its DATA_DIR: the outbox holds the mail it sent. */
  dataDir: string;
};

/** One request; `origin` is the shop's public address, shared by every server behind it. */
export async function call(
  server: ServerAddress,
  origin: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      origin,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, cookie };
}

/**
 * The link in the newest mail to this address in any of these servers' outboxes: mail is queued,
 * and whichever server's worker claims the message first writes it to its own outbox.
 */
export async function linkInMail(servers: ServerAddress[], email: string): Promise<URL> {
  const outboxes = servers.map((server) => path.join(server.dataDir, 'outbox'));
  const deadline = Date.now() + 10_000;
  // Mail is written in the background after the answer: wait for it to land.
  while (Date.now() < deadline) {
    for (const outbox of outboxes) {
      const link = await newestLinkTo(outbox, email);
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} in ${outboxes.join(' or ')}`);
}

async function newestLinkTo(outbox: string, email: string): Promise<URL | undefined> {
  const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.json'));
  for (const file of files.sort().reverse()) {
    const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8'));
    const to = mail.to.map((recipient: { address: string }) => recipient.address);
    const link = String(mail.text).match(/https?:\/\/\S+/)?.[0];
    if (to.includes(email) && link) return new URL(link);
  }
  return undefined;
}

export type HttpShopper = { email: string; password: string; cookie: string; userId: string };

export type ShopperRoute = {
  verifyOn?: ServerAddress;
  signInOn?: ServerAddress;
  /** Every server sharing the database: any of them may send the sign-up mail. */
  shop?: ServerAddress[];
};

let counter = 0;

/**
 * Registers on `signUpOn`, follows the e-mailed link on `verifyOn` and signs in on `signInOn`:
 * the three steps may hit different servers, as they would behind a load balancer.
 */
export async function newShopper(
  origin: string,
  signUpOn: ServerAddress,
  { verifyOn = signUpOn, signInOn = signUpOn, shop = [signUpOn] }: ShopperRoute = {},
): Promise<HttpShopper> {
  counter += 1;
  const email = `http-shopper-${Date.now().toString(36)}-${counter}@example.com`;
  const password = 'kacha-lonka-42';
  const details = { firstName: 'Nusrat', lastName: 'Jahan', email, password };
  const signedUp = await call(signUpOn, origin, 'POST', '/api/auth/sign-up/email', {
    body: details,
  });
  if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${signedUp.body}`);
  const link = await linkInMail(shop, email);
  const verified = await call(verifyOn, origin, 'GET', `${link.pathname}${link.search}`);
  if (verified.status !== 302) throw new Error(`verify: ${verified.status}`);
  const signedIn = await call(signInOn, origin, 'POST', '/api/auth/sign-in/email', {
    body: { email, password, rememberMe: true },
  });
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status}`);
  const userId = (signedIn.body as { user: { id: string } }).user.id;
  return { email, password, cookie: signedIn.cookie, userId };
}
