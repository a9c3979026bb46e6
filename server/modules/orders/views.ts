// What the buyer's calls answer (the types the orders schemas, the OpenAPI contract, and buyer.ts share).
import type { OrderView } from './own-orders.ts';

export interface DeliveryPlace {
  id: number;
  name: string;
}

export interface PlacedOrder {
  order: OrderView;
  /** The payment provider's page for an online order still to pay; null otherwise. */
  redirect_url: string | null;
}
