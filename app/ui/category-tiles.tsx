import { Link } from 'react-router';
import { CategoryIcon } from './category-icon.tsx';

/** One tile a category: its icon, name and how many ads it has, linking to its results (home, doorstep landing). */
export function CategoryTiles({
  tiles,
  countLabel,
}: {
  tiles: readonly { id: number; href: string; icon: string; name: string; count: number }[];
  countLabel: (count: number) => string;
}) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {tiles.map((c) => (
        <li key={c.id}>
          <Link
            to={c.href}
            className="flex h-full flex-col items-start gap-2 rounded-lg border border-gray-200 bg-white p-3 hover:shadow sm:flex-row sm:items-center sm:gap-3"
          >
            <CategoryIcon name={c.icon} />
            {/* On a phone the name sits under the icon: a long Bengali word (ইলেকট্রনিক্স) has the tile's width. */}
            <span className="min-w-0">
              <span className="line-clamp-2 block leading-snug font-medium">{c.name}</span>
              <span className="block text-xs text-gray-500">{countLabel(c.count)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
