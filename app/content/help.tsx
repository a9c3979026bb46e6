// /{locale}/help/{platform?}: the help index (decision 253), each help and legal page with its summary. Inside an
// app's web view its links keep the platform segment, and search engines index only the site's own copy.
import { Link } from 'react-router';
import type { Locale } from '../../core/catalogue.ts';
import { embedPlatform } from '../../core/content-pages.ts';
import { seoHead } from '../ui/seo-head.ts';
import type { Route } from './+types/help';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = embedPlatform(new URL(request.url).pathname);
  const origin = context.config.PUBLIC_URL;
  const help = await context.modules.content.helpIndex(context.db, origin, params.locale as Locale, platform);
  return { ...help, embedded: platform !== null };
}

export const meta = ({ data: page }: Route.MetaArgs) =>
  page ? [...seoHead(page.meta), ...(page.embedded ? [{ name: 'robots', content: 'noindex' }] : [])] : [];

export default function HelpIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-3 py-6">
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {loaderData.pages.map((page) => (
          <li key={page.name} className="rounded-xl bg-white p-4 shadow-sm">
            <Link to={page.href} className="font-semibold text-brand-700 hover:underline">
              {page.title}
            </Link>
            <p className="mt-1 line-clamp-3 text-sm text-gray-600">{page.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
