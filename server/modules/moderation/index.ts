// The moderation module's face: the only file of it that other code imports (docs/architecture.md).
export { bannedWordRoutes } from './banned-words-routes.ts';
export {
  activeSavedReason,
  addSavedReason,
  listSavedReasons,
  SavedReasonSchema,
  setSavedReasonActive,
} from './reasons.ts';
export type { SavedReason } from './reasons.ts';
export {
  addBannedWord,
  BannedWordParams,
  BannedWordSchema,
  listBannedWords,
  removeBannedWord,
} from './banned-words.ts';
