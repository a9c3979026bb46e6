// The ad form's delivery choices for a seller: null when the seller may not offer delivery, so
// that the form leaves the fields out.
import type { Locale } from '../../core/catalogue.ts';
import type { AppLoadContext } from 'react-router';
import type { DeliveryChoices } from './delivery-fields.tsx';

export async function deliveryChoices(
  context: AppLoadContext,
  userId: number,
  locale: Locale,
): Promise<DeliveryChoices | null> {
  if (!(await context.modules.doorstep.canOfferDelivery(context.db, userId))) return null;
  return {
    divisions: context.modules.catalog.catalogueIndex.catalogue.locations
      .filter((l) => l.level === 'division' && !l.deactivated)
      .map((l) => ({ id: l.id, name: l.name[locale] })),
  };
}
