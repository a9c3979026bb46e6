// The chat service as routes.ts and the pages read it: re-exports of the files split by purpose (model.ts,
// conversations.ts, messages.ts, participants.ts, counts.ts; spec sections 3, 4 and 7).
export {
  adForChat,
  type ConversationPage,
  getConversation,
  listConversations,
  startConversation,
} from './conversations.ts';
export { chatSummary, dailyChatsStarted } from './counts.ts';
export { listMessages, type MessagePage, messagesAfter, type NewMessage, sendMessage } from './messages.ts';
export {
  CHAT_PAGE_SIZE,
  type ChatAdSnapshot,
  type ChatConversation,
  type ChatDeps,
  type ChatEvent,
  type ChatImage,
  type ChatMessage,
  type ChatParticipant,
  inboundChannel,
  metaChannel,
} from './model.ts';
export {
  announceTyping,
  deleteConversations,
  markConversation,
  reportConversation,
  type ReportReason,
  setBlocked,
} from './participants.ts';
