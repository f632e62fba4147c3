/** The last entry: the others' sizes and SHA-256s, checked before a restore (decision 026). */
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const PGLITE_ENTRY = 'database/pglite.tar.gz';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const AUTH_SECRET_ENTRY = 'auth-secret';
export const FILES_PREFIX = 'files/';

export const manifestSchema = z.object({
  format: z.literal('sajghor-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  /** Local: the stored files are in the backup; s3: they are in this bucket, not here. */
  files: z.union([
    z.object({ storage: z.literal('local') }),
    z.object({ storage: z.literal('s3'), endpoint: z.string(), bucket: z.string() }),
  ]),
  entries: z.array(
    z.object({
      name: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = Manifest['entries'][number];

/** An entry name a backup may hold: no absolute paths, no climbing out of the folder. */
export function isSafeEntryName(name: string): boolean {
  if (name === MANIFEST_NAME || name === PGLITE_ENTRY || name === POSTGRES_ENTRY) return true;
  if (name === AUTH_SECRET_ENTRY) return true;
  return (
    name.startsWith(FILES_PREFIX) &&
    /^[a-z0-9][a-z0-9/_.-]*$/.test(name.slice(FILES_PREFIX.length)) &&
    !name.split('/').some((part) => part === '..' || part === '.' || part === '')
  );
}
