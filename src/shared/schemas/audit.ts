/**
 * Admin → Activity, the audit log; every route needs 'staff.manage'. Dates are whole Dhaka days
 * ('2026-11-28'), both ends included.
 */
import { z } from 'zod';
import { msg } from '../i18n/translator';
import { PERMISSION_AREAS } from '../permissions';
import { limitParam } from './common';

export const AUDIT_PAGE_SIZE = 30;
export const AUDIT_AREAS = Object.keys(PERMISSION_AREAS) as (keyof typeof PERMISSION_AREAS)[];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('validation.activity.date') })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+06:00`)), {
    error: msg('validation.activity.date'),
  })
  .optional();

const word = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg('validation.search.tooLong', { max }) })
    .optional()
    .transform((value) => value || undefined);

const filterFields = z.object({
  /** A staff member's user id, or part of their e-mail or name. */
  actor: word(200),
  area: z.enum(AUDIT_AREAS, { error: msg('validation.activity.area') }).optional(),
  entity: word(50),
  entityId: word(100),
  from: day,
  to: day,
});

const inOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const range = { error: msg('validation.activity.range'), path: ['to'] };

export const auditFilterSchema = filterFields.refine(inOrder, range);
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditListQuerySchema = filterFields
  .extend({
    page: z.coerce
      .number({ error: msg('validation.page.invalid') })
      .int({ error: msg('validation.page.invalid') })
      .min(1, { error: msg('validation.page.invalid') })
      .max(100_000, { error: msg('validation.page.tooLarge', { max: limitParam(100_000) }) })
      .default(1),
  })
  .refine(inOrder, range);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorName: z.string().nullable(),
  actorIp: z.string().nullable(),
  area: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  route: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditIdParamsSchema = z.object({
  id: z.uuid({ error: msg('validation.activity.id') }),
});
