export { type AuditEntryInput, currentAuditScope, recordAudit } from './audit-scope';
export { changedFields, redact } from './redact';
