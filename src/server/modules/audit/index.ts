export {
  type AuditEntryInput,
  currentAuditScope,
  recordAudit,
  recordAudits,
} from './audit-scope';
export { changedFields, redact } from './redact';
