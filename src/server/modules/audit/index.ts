export {
  type AuditEntryInput,
  currentAuditScope,
  nothingToAudit,
  recordAudit,
  recordAudits,
} from './audit-scope';
export { changedFields, redact } from './redact';
