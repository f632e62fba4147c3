/** Fills `request.viewer` from the session cookie, for the access rules to check. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { profiles, staffRoles } from '../../db/schema';
import type { Viewer } from '../../plugins/access';
import { AUTH_BASE_PATH, type Auth } from './auth';
import {
  staffColumns,
  staffRowOf,
  type ViewerRow,
  verifiedToken,
  viewerFromSession,
} from './session-fast-path';
import { staffAccessOf } from './staff-access';

/** Better Auth's cookie is `sajghor.session_token`, with `__Secure-` in front over https. */
export const SESSION_COOKIE = 'sajghor.session_token=';

function toViewer({ userId, email, signedInAt, ...staff }: ViewerRow, config: Config): Viewer {
  return { userId, email, signedInAt, ...staffAccessOf(staff, email, config) };
}

async function findViewer(
  auth: Auth,
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Viewer | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  const { headers: answerHeaders, response: session } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  for (const cookie of answerHeaders.getSetCookie()) reply.header('set-cookie', cookie);
  if (!session) return null;
  const [profile] = await db
    .select(staffColumns)
    .from(profiles)
    .leftJoin(staffRoles, eq(staffRoles.key, profiles.staffRole))
    .where(eq(profiles.userId, session.user.id));
  const staff = profile
    ? staffRowOf(profile)
    : staffRowOf({ role: null, staffRole: null, rolePermissions: null, suspendedAt: null });
  const email = session.user.email.toLowerCase();
  const signedInAt = new Date(session.session.createdAt);
  return toViewer({ userId: session.user.id, email, signedInAt, ...staff }, config);
}

export const viewerPlugin = fp(async (app: FastifyInstance, { auth }: { auth: Auth }) => {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;

  async function readViewer(request: FastifyRequest, reply: FastifyReply) {
    const token = verifiedToken(request.headers.cookie ?? '', cookieName, app.config.authSecret);
    const known = token ? await viewerFromSession(app.db, token) : undefined;
    if (known) return toViewer(known, app.config);
    return findViewer(auth, app.db, app.config, request, reply);
  }

  app.addHook('onRequest', async (request, reply) => {
    const needsViewer = request.url.startsWith('/api/') || request.url.startsWith('/files/');
    // Better Auth reads its own session on its public routes; no need to read it twice.
    const ownSession =
      request.url.startsWith(`${AUTH_BASE_PATH}/`) &&
      request.routeOptions.config.access === 'public';
    if (!needsViewer || ownSession) return;
    if (!request.headers.cookie?.includes(SESSION_COOKIE)) return;
    request.viewer = await readViewer(request, reply);
  });
});
