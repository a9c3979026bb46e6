// The account as the API answers it and every request sees it (spec section 3 account).
/** The account as the spec shapes it (section 3 Account/session); nothing private beyond the owner's own data. */
export interface AccountView {
  readonly id: number;
  readonly login: { readonly email: string | null; readonly has_password: boolean };
  readonly profile: { readonly name: string; readonly opt_out: boolean };
  /** Verified numbers, newest first; these may be shown on the account's ads. */
  readonly recent_phone_numbers: string[];
  readonly active_employer_dashboard: boolean;
}
