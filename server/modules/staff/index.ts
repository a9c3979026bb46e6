// The staff module's face: the only file of it that other code imports (docs/architecture.md).
export { registerBackOfficeAccess, staffCall, staffOf } from './access.ts';
export { AUDIT_PAGE_SIZE, AuditQuerySchema, recordAction, searchAuditLog } from './audit.ts';
export type { AuditRecord } from './audit.ts';
export { authorize, IdempotencyKey, ReasonSchema } from './staff.ts';
export type { ApprovedBy, Staff } from './staff.ts';
