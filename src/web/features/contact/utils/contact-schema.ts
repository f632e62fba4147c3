/**
 * The contact form's shared schema, imported dynamically by `useSchemaForm` (zod stays out of the
 * first load, docs/decisions/007); see `account/utils/form-schemas.ts` for why through here.
 */
export { contactMessageInputSchema } from '#shared/schemas/contact';
