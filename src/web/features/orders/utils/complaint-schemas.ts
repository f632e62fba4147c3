/**
 * The complaint forms' shared schemas, imported dynamically by `useSchemaForm` so zod stays out of
 * the order page's and /track's first load (docs/decisions/007; see
 * `account/utils/form-schemas.ts` for why through here).
 */
export {
  complaintInputSchema,
  complaintMessageInputSchema,
  trackComplaintInputSchema,
  trackComplaintMessageInputSchema,
} from '#shared/schemas/complaints';
