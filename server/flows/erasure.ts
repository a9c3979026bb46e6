// Erasing an account, across modules (docs/architecture.md, "flows"): the accounts module erases the person's data
// and keeps the row as a "deleted user" for the chats' other party; the ads module takes their ads down.
import {
  type AccountDeps,
  type DeleteAccountInput,
  deleteAccount as erase,
  type ErasureRules,
} from '../modules/accounts/index.ts';
import { takeDownAdsOfErased } from '../modules/ads/index.ts';

export const erasureRules: ErasureRules = { takeDownAdsOf: takeDownAdsOfErased };

/** Deletes the account after its password is confirmed (spec section 7 DELETE /data/account). */
export const deleteAccount = (deps: AccountDeps, userId: number, input: DeleteAccountInput): Promise<void> =>
  erase(deps, erasureRules, userId, input);
