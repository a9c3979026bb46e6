import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '../../server/modules/catalog/data/categories.ts';
import { CategoryIcon } from './category-icon.tsx';
import { isIconName } from './icons.tsx';

describe('the category icons', () => {
  test('draw every icon the catalogue names', () => {
    const undrawn = [...new Set(CATEGORIES.map((c) => c.icon))].filter((name) => !isIconName(name));
    expect(undrawn).toEqual([]);
  });

  test('are inline SVG drawings with no text a font would have to draw', () => {
    const html = renderToString(<CategoryIcon name="phone" />);
    expect(html).toMatch(/^<span[^>]*><svg[^>]*aria-hidden="true"[^>]*><path d="M9 2h6[^"]*"><\/path><\/svg><\/span>$/);
  });

  test('draw an unknown name as the parcel rather than nothing', () => {
    expect(renderToString(<CategoryIcon name="spaceship" />)).toBe(renderToString(<CategoryIcon name="dots" />));
  });
});
