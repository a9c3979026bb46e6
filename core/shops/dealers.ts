// An authorised dealer's application moves pending → verified or rejected (decision 156); pages and the API share the
// list, so it lives here rather than in the server module (a page's component must not pull server code into the
// browser's bundle).
export const DEALER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];
