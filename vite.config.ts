import { builtinModules } from 'node:module';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * A page's component that uses anything from server/ pulls that module, and the database and Node behind it, into
 * the browser's bundle, where the page then fails to start ("process is not defined"). Only a browser test visiting
 * that page would notice; the client build refuses it at once instead, naming the module that brought Node in.
 */
function noServerCodeInTheBrowser(): Plugin {
  return {
    name: 'haat:no-server-code-in-the-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (!options?.ssr && this.environment.name === 'client' && NODE_BUILTINS.has(id))
        this.error(`${importer ?? '?'} imports ${id}: server code would run in the browser (see vite.config.ts)`);
      return null;
    },
  };
}

/**
 * The browser hydrates with Preact's compatibility layer instead of React 19 (decision 204): React's client is
 * ~63 KiB gzipped, Preact's ~5. The server keeps rendering with React 19; only the client build is redirected.
 */
const PREACT_IN_THE_BROWSER: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

function preactInTheBrowser(): Plugin {
  return {
    name: 'haat:preact-in-the-browser',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      const target = PREACT_IN_THE_BROWSER[id];
      if (!target || options?.ssr || this.environment.name !== 'client') return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [noServerCodeInTheBrowser(), preactInTheBrowser(), tailwindcss(), reactRouter()],
  // `npm run dev` pre-bundles the browser's dependencies (React Router) without Vite's plugins: the same redirection.
  environments: {
    client: {
      optimizeDeps: {
        rolldownOptions: {
          plugins: [
            {
              name: 'haat:preact-in-prebundled-dependencies',
              resolveId(id, importer, options) {
                const target = PREACT_IN_THE_BROWSER[id];
                return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
              },
            },
          ],
        },
      },
    },
  },
});
