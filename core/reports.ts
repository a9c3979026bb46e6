// The reasons a visitor may give when reporting an ad (spec section 2, the ad page's report form). Shared by the
// page's form and the moderation service that checks a report.
export const REPORT_REASONS = ['fraud', 'duplicate', 'wrong_category', 'offensive', 'sold', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
