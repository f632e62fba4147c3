import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffInviteSchema,
  staffMemberSchema,
  staffRoleChangeSchema,
  staffRoleInputSchema,
  staffRoleKeyParamsSchema,
  staffRoleSchema,
  staffUserParamsSchema,
} from '#shared/schemas/staff';
import { errorResponses } from '../../http-error';
import { languageOf, translatorOf } from '../../i18n';
import { forStaff, forStaffConfirmed, requireViewer } from '../../plugins/access';
import { createRole, deleteRole, listRoles, updateRole } from './role-service';
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
  resumeStaff,
  suspendStaff,
} from './staff-service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['admin'];
const config = forStaff('staff.manage');
/** Inviting and changing a role give access: done by the person, freshly signed in. */
const confirmed = forStaffConfirmed('staff.manage');

export async function staffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const actingOf = (request: FastifyRequest) => ({
    viewer: requireViewer(request),
    ownerEmail: app.config.ownerEmail,
  });

  routes.get(
    '/api/admin/roles',
    {
      config,
      schema: {
        tags,
        summary: 'Staff roles and what each allows',
        response: { 200: z.array(staffRoleSchema), ...errors },
      },
    },
    async () => listRoles(app.db, app.config.ownerEmail),
  );

  routes.post(
    '/api/admin/roles',
    {
      config,
      schema: {
        tags,
        summary: 'Add a role',
        body: staffRoleInputSchema,
        response: { 201: staffRoleSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRole(app.db, request.body)),
  );

  routes.put(
    '/api/admin/roles/:key',
    {
      config,
      schema: {
        tags,
        summary:
          "Change a role's permissions (and name, for one the owner made); never the Owner's",
        params: staffRoleKeyParamsSchema,
        body: staffRoleInputSchema,
        response: { 200: staffRoleSchema, ...errors },
      },
    },
    async (request) => updateRole(app.db, request.params.key, request.body),
  );

  routes.delete(
    '/api/admin/roles/:key',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a role the owner made that nobody holds',
        params: staffRoleKeyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRole(app.db, request.params.key);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    '/api/admin/staff',
    {
      config,
      schema: {
        tags,
        summary: 'Staff with role, status and last sign-in',
        response: { 200: z.array(staffMemberSchema), ...errors },
      },
    },
    async () => listStaff(app.db, app.config.ownerEmail),
  );

  routes.post(
    '/api/admin/staff',
    {
      config: confirmed,
      schema: {
        tags,
        summary: 'Invite someone by e-mail or mobile number with a role',
        body: staffInviteSchema,
        response: { 201: staffMemberSchema, ...errors },
      },
    },
    async (request, reply) => {
      const inviting = {
        config: app.config,
        translator: translatorOf(request),
        language: languageOf(request),
      };
      return reply.status(201).send(await inviteStaff(app.db, request.body, inviting));
    },
  );

  routes.put(
    '/api/admin/staff/:userId',
    {
      config: confirmed,
      schema: {
        tags,
        summary: "Change a staff member's role (takes effect on their next request)",
        params: staffUserParamsSchema,
        body: staffRoleChangeSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) =>
      changeStaffRole(app.db, actingOf(request), request.params.userId, request.body.roleKey),
  );

  for (const [act, run] of [
    ['suspend', suspendStaff],
    ['resume', resumeStaff],
  ] as const) {
    routes.post(
      `/api/admin/staff/:userId/${act}`,
      {
        config,
        schema: {
          tags,
          summary:
            act === 'suspend'
              ? 'Suspend staff access; their sessions end at once'
              : 'Give suspended access back',
          params: staffUserParamsSchema,
          response: { 200: staffMemberSchema, ...errors },
        },
      },
      async (request) => run(app.db, actingOf(request), request.params.userId),
    );
  }

  routes.delete(
    '/api/admin/staff/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'End staff access: the account stays a shopper, its sessions end',
        params: staffUserParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeStaff(app.db, actingOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
}
