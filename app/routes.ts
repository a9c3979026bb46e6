// Every page route in one table (STYLE: one table of routes), read against spec section 2. Any path whose first
// segment is not a supported locale is answered by the locale layout with the not-found page.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale.tsx', [
    index('routes/home.tsx'),
    // Every search result route form of spec section 2 is read by one module (core/search parses the URL).
    route('ads', 'routes/search.tsx', { id: 'search' }),
    route('ads/*', 'routes/search.tsx', { id: 'search-path' }),
    route('ad/:slug', 'routes/ad.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
