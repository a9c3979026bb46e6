// The ad form's fields as the API's JSON shape, used by the server to read a submitted form and by the
// browser to keep drafts: `properties.<key>` fields become the properties object, and repeated `phone_numbers`
// (checkboxes) and `picture_ids` (hidden inputs, in order: the first is the cover) become lists. `delivery.<key>`
// fields (only on the form of sellers who may offer delivery) become the delivery object, or null when
// its `delivery.enabled` box is not ticked; `delivery.area_ids` are checkboxes.
const LISTS = new Set(['phone_numbers', 'picture_ids']);

export function adInputFromForm(form: FormData): Record<string, unknown> {
  const properties: Record<string, string> = {};
  const delivery: Record<string, unknown> = {};
  const input: Record<string, unknown> = { properties };
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name === 'intent') continue;
    if (name.startsWith('properties.')) properties[name.slice('properties.'.length)] = value;
    else if (name === 'delivery.area_ids')
      delivery.area_ids = [...((delivery.area_ids as string[] | undefined) ?? []), value];
    else if (name.startsWith('delivery.')) delivery[name.slice('delivery.'.length)] = value;
    else if (LISTS.has(name)) input[name] = [...((input[name] as string[] | undefined) ?? []), value];
    else input[name] = value;
  }
  if (Object.keys(delivery).length > 0) {
    const { enabled, ...options } = delivery;
    input.delivery = enabled === 'on' ? { area_ids: [], ...options } : null;
  }
  return input;
}
