// Inputs of the doorstep calls of spec section 7. An ad's own delivery offer is the ads module's (ads/delivery.ts).
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import { MAX_RECENT_VIEWS } from '../../../core/recent-views.ts';

export const LocaleQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

/**
 * Spec section 7: POST /data/doorstep/recent with local_views (the first 20 recently viewed ids) and locale. A
 * longer list (an older app) is read up to its first 20 (the service cuts it); an absurd one is refused.
 */
export const RecentBodySchema = z.object({
  local_views: z.array(z.number().int().positive()).max(5 * MAX_RECENT_VIEWS),
  locale: z.enum(LOCALES).optional(),
});
