import { describe, expect, test } from 'vitest';
import { type ClientManifest, pageScripts, serverCodeIn } from './script-budget.ts';

const manifest: ClientManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
  routes: {
    root: { module: '/assets/root.js', imports: ['/assets/react.js', '/assets/i18n.js'] },
    'routes/home': { module: '/assets/home.js', imports: ['/assets/i18n.js', '/assets/card.js'] },
    'routes/ad': { module: '/assets/ad.js', clientLoaderModule: '/assets/ad-loader.js' },
  },
};

describe('the script budget', () => {
  test("counts the entry and each route's module and imports once", () => {
    expect(pageScripts(manifest, ['root', 'routes/home']).sort()).toEqual([
      '/assets/card.js',
      '/assets/entry.js',
      '/assets/home.js',
      '/assets/i18n.js',
      '/assets/react.js',
      '/assets/root.js',
    ]);
  });

  test('counts split route chunks such as a client loader', () => {
    expect(pageScripts(manifest, ['root', 'routes/ad'])).toContain('/assets/ad-loader.js');
  });

  test('refuses a route the build does not have rather than measuring less', () => {
    expect(() => pageScripts(manifest, ['root', 'routes/gone'])).toThrow(/routes\/gone/);
  });
});

describe('the server code check of the pages build (decision 249)', () => {
  test('finds SQL and server packages in a bundle', () => {
    const bundle = 'import pg from "pg";\nconst q = "SELECT id FROM ads WHERE id = $1";';
    expect(serverCodeIn(bundle)).toEqual(['FROM ads', 'from "pg"']);
  });

  test('passes a bundle of pages only', () => {
    expect(serverCodeIn('import { data } from "react-router";\nexport const loader = ({ context }) => 1;')).toEqual([]);
  });
});
