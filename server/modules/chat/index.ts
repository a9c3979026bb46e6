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
export {
  adForChat,
  CHAT_PAGE_SIZE,
  chatSummary,
  deleteConversations,
  getConversation,
  listConversations,
  listMessages,
  markConversation,
  setBlocked,
} from './service.ts';
export {
  answerSupport,
  findSupportConversation,
  markSupportSeen,
  openSupportConversation,
  requireSupportStaff,
  supportConversation,
  supportInbox,
} from './support.ts';
