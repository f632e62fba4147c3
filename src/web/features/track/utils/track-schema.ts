/**
 * The tracking form's shared schema, imported dynamically by `useSchemaForm` so zod stays out of
 * the page's first load (docs/decisions/007; see `account/utils/form-schemas.ts` for why through
 * here).
 */
export { trackOrderInputSchema } from '#shared/schemas/track';
