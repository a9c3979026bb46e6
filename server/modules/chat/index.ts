// The chat module's face: the only file of it that other code imports (docs/architecture.md).
export { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, closeChatReport, listChatReports } from './reports.ts';
export type { ChatReport, ChatReportOutcome } from './reports.ts';
export { chatRoutes } from './routes.ts';
export { dailyChatsStarted, reportConversation, sendMessage, startConversation } from './service.ts';
export type { ChatDeps } from './service.ts';
export { issueChatToken } from './tokens.ts';
