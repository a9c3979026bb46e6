// Category icons as emoji: they cost no bytes to download and every phone draws them. The names are the
// catalogue's `icon` values (server/modules/catalog/data/categories.ts); a test checks that each has a glyph.
export const CATEGORY_ICONS: Readonly<Record<string, string>> = {
  phone: '📱',
  car: '🚗',
  home: '🏠',
  briefcase: '💼',
  sofa: '🛋️',
  laptop: '💻',
  paw: '🐾',
  shirt: '👕',
  book: '📚',
  tools: '🛠️',
  tractor: '🚜',
  basket: '🧺',
  globe: '🌏',
  dots: '📦',
  ball: '⚽',
  factory: '🏭',
};

export function CategoryIcon({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-50 text-xl"
    >
      {CATEGORY_ICONS[name] ?? '📦'}
    </span>
  );
}
