// The chat module's face: the only file of it that other code imports (docs/architecture.md).
export { startConversation } from './conversations.ts';
export { dailyChatsStarted } from './counts.ts';
export { sendMessage } from './messages.ts';
export type { ChatConversation, ChatDeps, ChatEvent, ChatMessage } from './model.ts';
export { reportConversation } from './participants.ts';
export { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, closeChatReport, listChatReports } from './reports.ts';
export type { ChatReport, ChatReportOutcome } from './reports.ts';
export { chatRoutes, storeChatPicture } from './routes.ts';
export { issueChatToken } from './tokens.ts';
export { ClientKeySchema, MessageTextSchema, OfferAmountSchema } from './schemas.ts';
export { adForChat, getConversation, listConversations } from './conversations.ts';
export { chatSummary } from './counts.ts';
export { listMessages } from './messages.ts';
export { CHAT_PAGE_SIZE } from './model.ts';
export { deleteConversations, markConversation, setBlocked } from './participants.ts';
export {
  answerSupport,
  findSupportConversation,
  markSupportSeen,
  openSupportConversation,
  requireSupportStaff,
  supportConversation,
  supportInbox,
} from './support.ts';
