import { describe, expect, test } from 'vitest';
import { adInputFromForm } from '../../../core/ad-form.ts';
import { AdInputSchema } from './schemas.ts';

const valid = {
  category_id: '102',
  location_id: '100',
  title: 'Samsung Galaxy S25 Ultra 256 GB',
  description: 'Bought in March, boxed with the charger and the receipt.',
  price: '১,২০,০০০',
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra', colour: 'red' },
  contact_name: 'Rahim',
  phone_numbers: ['01711-223344'],
};

const messages = (input: unknown) =>
  AdInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the ad input schema', () => {
  test('reads Bengali digits and commas in the price, normalises phone numbers and drops unknown properties', () => {
    const input = AdInputSchema.parse(valid);
    expect(input.price).toBe(120000);
    expect(input.phone_numbers).toEqual(['+8801711223344']);
    expect(input.properties).toEqual({ condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' });
    expect(input.price_negotiable).toBe(false);
    expect(input.type).toBe('for_sale');
  });

  test('reports every error at once, the category rules included', () => {
    expect(
      messages({ ...valid, title: 'short', properties: { brand: 'samsung', model: 'apple-iphone-17-pro' } }),
    ).toEqual([
      ['title', 'title_too_short'],
      ['properties.condition', 'condition_required'],
      ['properties.model', 'choice_invalid'],
    ]);
  });

  test('needs a leaf category and an area', () => {
    expect(messages({ ...valid, category_id: '101' })).toEqual([['category_id', 'category_invalid']]);
    expect(messages({ ...valid, location_id: '10' })).toEqual([['location_id', 'location_invalid']]);
  });

  test('needs a price where the category has one and checks numeric properties against their range', () => {
    const car = {
      ...valid,
      category_id: '193',
      properties: { condition: 'used', brand: 'toyota', model: 'toyota-axio', model_year: '১৮৫০' },
      price: '',
    };
    expect(messages(car)).toEqual(
      expect.arrayContaining([
        ['price', 'price_required'],
        ['properties.model_year', 'number_out_of_range'],
      ]),
    );
  });

  test('reads the HTML form: properties.* fields, repeated phone numbers and pictures in order', () => {
    const form = new FormData();
    form.append('title', 'A title');
    form.append('properties.brand', 'samsung');
    form.append('phone_numbers', '01711223344');
    form.append('phone_numbers', '01811223344');
    form.append('picture_ids', '9');
    form.append('picture_ids', '3');
    form.append('intent', 'submit');
    expect(adInputFromForm(form)).toEqual({
      title: 'A title',
      properties: { brand: 'samsung' },
      phone_numbers: ['01711223344', '01811223344'],
      picture_ids: ['9', '3'],
    });
  });
});
