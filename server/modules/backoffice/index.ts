// The backoffice module's face: the only file of it that other code imports (docs/architecture.md).
export {
  ApprovalDecisionSchema,
  ApprovalsQuerySchema,
  decideApproval,
  giveMembership,
  giveVoucher,
  listApprovals,
} from './approvals.ts';
export { ActiveSchema, backOfficeRoutes, PaymentsQuerySchema } from './routes.ts';
export { bulkCloseReports, BulkReportsSchema, bulkReview, BulkReviewSchema } from './bulk.ts';
export type { BulkResult } from './bulk.ts';
export { actOnChatReport, ChatReportActionSchema, ChatReportsQuerySchema } from './chat-reports.ts';
export { actOnPerson, EmployerSchema, personPage } from './people.ts';
export type { PersonAction } from './people.ts';
export { changeRole, RoleChangeSchema } from './roles.ts';
export { dashboard, throughput, ThroughputQuerySchema } from './stats.ts';
export type { DashboardDay } from './stats.ts';
export type { Approval } from './approvals.ts';
