/**
 * `npm run admin:create -- email [--super]`. A new account gets a random password and a mailed
 * link to choose its own (in the outbox and printed when SMTP is not set up).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { pgliteDirFor } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { profiles, users } from '../db/schema';
import { createMailer, type Log } from '../mail/mailer';
import { createMessageWorker, mailChannel } from '../messages/worker';
import { createAuth, RESET_CALLBACK } from '../modules/auth';

const USAGE = 'Usage: npm run admin:create -- <email> [--super]';

const print = (message: unknown) => process.stdout.write(`${String(message)}\n`);
const log: Log = {
  info: (...args: unknown[]) => print(args.at(-1)),
  warn: (...args: unknown[]) => console.warn(args.at(-1)),
  error: (...args: unknown[]) => console.error(...args),
  debug: () => {},
};

async function main(args: string[]) {
  const superAdmin = args.includes('--super');
  const rest = args.filter((arg) => arg !== '--super');
  const email = z.email().safeParse(rest[0]?.trim().toLowerCase());
  if (rest.length !== 1 || !email.success) throw new ConfigError(USAGE);

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirFor(config) });
  try {
    await database.migrate();
    const { db } = database;
    const auth = createAuth({ config, db, log });
    const context = await auth.$context;

    let [user] = await db.select().from(users).where(eq(users.email, email.data));
    if (!user) {
      const created = await context.internalAdapter.createUser(
        {
          email: email.data,
          name: email.data.split('@')[0] ?? email.data,
          emailVerified: true,
        },
        { method: 'email-password' },
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await context.password.hash(randomBytes(24).toString('base64url')),
      });
      await auth.api.requestPasswordReset({
        body: { email: email.data, redirectTo: RESET_CALLBACK },
      });
      // Sent now rather than by a running server's worker, so its link is printed above.
      const mailer = createMailer({ ...config.mail, log });
      await createMessageWorker({ db, senders: { email: mailChannel(mailer) }, log }).drainOnce();
      print(`Created an account for ${email.data}; the e-mail above lets them choose a password.`);
      [user] = await db.select().from(users).where(eq(users.email, email.data));
    }
    if (!user) throw new Error(`Could not create ${email.data}`);

    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    // Promoting never demotes: a super_admin stays one without --super.
    const role = superAdmin || profile?.role === 'super_admin' ? 'super_admin' : 'admin';
    // The shipped roles these stand for (decision 033); a member with another role keeps it.
    const kept = role === 'admin' && profile?.role === 'admin' ? profile.staffRole : null;
    const staffRole = role === 'super_admin' ? 'owner' : (kept ?? 'manager');
    await db
      .insert(profiles)
      .values({ userId: user.id, role, staffRole })
      .onConflictDoUpdate({ target: profiles.userId, set: { role, staffRole } });
    print(`${email.data} is now ${role === 'super_admin' ? 'an Owner' : `staff (${staffRole})`}.`);
  } finally {
    await database.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
