// A payment as the payments module answers it: the types its schemas (the OpenAPI contract) and its services share.
import type { PaymentLine } from '../../../core/payments/invoice-lines.ts';
import type { PaymentContext, PaymentResult, PaymentState } from '../../../core/payments/lifecycle.ts';

/** A payment as its buyer sees it (spec section 3 "Payment": state, processor, products). */
export interface PaymentView {
  code: string;
  state: PaymentState;
  /** Spec section 4 result: approved, failed, cancelled or success; null while the checkout is open. */
  result: PaymentResult | null;
  context: PaymentContext;
  processor: string;
  amount_poisha: number;
  currency: string;
  products: {
    listing_fee: { amount_poisha: number } | null;
    promotions: { kind: string; variant: string; schedule_at: string | null }[];
    /** A membership package (context omp): its variant and the credit of the term it replaced. */
    membership: { variant: string; credit_poisha: number } | null;
  };
  /** Every item bought, as the receipt and the invoice list them (decision 236). */
  lines: PaymentLine[];
  ad: { id: number; slug: string; title: string; status: string } | null;
  /** The gateway's transaction id (bKash TrxID, SSLCommerz bank_tran_id), once it answered. */
  provider_transaction_id: string | null;
  redirect_url: string | null;
  failure_reason: string | null;
  refunded_poisha: number;
  created_at: string;
  settled_at: string | null;
}

export interface CheckoutStarted {
  payment: PaymentView;
  /** The provider's hosted page to send the buyer to (null when the checkout is already over). */
  redirect_url: string | null;
}
