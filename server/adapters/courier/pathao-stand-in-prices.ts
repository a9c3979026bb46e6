// The Pathao stand-in's places and prices: Pathao-style ids over bd-places.ts, and its demo price plans (decision 168).
//
// Prices (Tk, from a store in Dhaka): inside Dhaka 60 up to ½ kg, 70 up to 1 kg, then 15 per kg; Dhaka's suburbs
// 100 up to 1 kg, then 20 per kg; outside Dhaka 110 up to ½ kg, 130 up to 1 kg, then 20 per kg. Cash on delivery
// costs 1 % of the amount collected (the price plan's cod_percentage, 0.01). On-demand delivery (type 12) is
// offered inside Dhaka only, for Tk 40 more.
import { BD_PLACES, type PriceBand } from '../../../core/delivery/bd-places.ts';

/** The stand-in's places with Pathao-style ids: cities 1…8, zones and areas numbered in order. */
export function numberPlaces() {
  let zoneId = 0;
  let areaId = 0;
  return BD_PLACES.map((city, index) => ({
    id: index + 1,
    name: city.name.en,
    zones: city.zones.map((zone) => ({
      id: ++zoneId,
      name: zone.name.en,
      band: zone.band,
      areas: zone.areas.map((area) => ({ id: ++areaId, name: area.name.en, homeDelivery: area.homeDelivery })),
    })),
  }));
}

export const PLANS: Readonly<
  Record<PriceBand, { readonly plan: number; readonly half: number; readonly one: number; readonly perKg: number }>
> = {
  inside_dhaka: { plan: 69, half: 60, one: 70, perKg: 15 },
  dhaka_suburb: { plan: 70, half: 100, one: 100, perKg: 20 },
  outside_dhaka: { plan: 71, half: 110, one: 130, perKg: 20 },
};

/** The stand-in's delivery price in taka for a weight in kg (Pathao bills every started kg past the first). */
export function standInPrice(band: PriceBand, weightKg: number, deliveryType: number): number {
  const plan = PLANS[band];
  const base = weightKg <= 0.5 ? plan.half : plan.one + Math.max(0, Math.ceil(weightKg - 1)) * plan.perKg;
  return base + (deliveryType === 12 ? 40 : 0);
}
