export { requestScope } from './audit-hook';
export {
  type AuditEntryInput,
  currentAuditScope,
  insertAuditEntry,
  recordAudit,
  recordAudits,
} from './audit-scope';
export { changedFields, redact } from './redact';
