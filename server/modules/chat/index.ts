// The chat module's face: the only file of it that other code imports (docs/architecture.md).
export { CHAT_REPORT_OUTCOMES, CHAT_REPORT_REASONS, closeChatReport, listChatReports } from './reports.ts';
export type { ChatReport, ChatReportOutcome } from './reports.ts';
export { chatRoutes, storeChatPicture } from './routes.ts';
export { ClientKeySchema, MessageTextSchema, OfferAmountSchema } from './schemas.ts';
export {
  adForChat,
  CHAT_PAGE_SIZE,
  chatSummary,
  dailyChatsStarted,
  deleteConversations,
  getConversation,
  listConversations,
  listMessages,
  markConversation,
  reportConversation,
  sendMessage,
  setBlocked,
  startConversation,
} from './service.ts';
export type { ChatConversation, ChatDeps, ChatEvent, ChatMessage } from './service.ts';
export {
  answerSupport,
  findSupportConversation,
  markSupportSeen,
  openSupportConversation,
  requireSupportStaff,
  supportConversation,
  supportInbox,
} from './support.ts';
export { issueChatToken } from './tokens.ts';
