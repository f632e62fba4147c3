export {
  type AuditEntryInput,
  type AuditScope,
  currentAuditScope,
  insertAuditEntry,
  recordAudit,
  recordAudits,
} from './audit-scope';
export { changedFields, redact } from './redact';
