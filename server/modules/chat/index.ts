// The chat module's face: the only file of it that other code imports (docs/architecture.md).
export { startConversation } from './conversations.ts';
export { dailyChatsStarted } from './counts.ts';
export { sendMessage } from './messages.ts';
export type { ChatConversation, ChatDeps, ChatEvent, ChatMessage } from './model.ts';
export { reportConversation } from './participants.ts';
export { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, closeChatReport, listChatReports } from './reports.ts';
export type { ChatReport, ChatReportOutcome } from './reports.ts';
export { chatRoutes } from './routes.ts';
export { issueChatToken } from './tokens.ts';
