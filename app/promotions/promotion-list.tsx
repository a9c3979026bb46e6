// A seller's promotions of one ad, with their state (scheduled, active, paused), for /my/published-ads and the
// promote page.
import { formatDateTime } from '../../core/i18n.ts';
import type { PromotionView } from '../../server/modules/promotions/index.ts';
import { useLocale } from '../ui/i18n.ts';
import type { PromotionMessageKey } from './promotion-messages.ts';
import { usePromotionT } from './use-promotion-t.ts';

export function PromotionList({ promotions }: { promotions: readonly PromotionView[] }) {
  const t = usePromotionT();
  const locale = useLocale();
  if (promotions.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm" data-testid="promotions">
      {promotions.map((p) => (
        <li key={p.id} className={p.state === 'active' ? 'text-green-800' : 'text-gray-700'}>
          <strong>{t(`kind_${p.kind}` as PromotionMessageKey)}</strong>:{' '}
          {t(`state_${p.state}` as PromotionMessageKey, {
            start: formatDateTime(locale, new Date(p.starts_at)),
            end: formatDateTime(locale, new Date(p.ends_at)),
          })}
        </li>
      ))}
    </ul>
  );
}
