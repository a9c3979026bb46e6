// State that every copy of a module in this process must share. The pages run from the React Router server build,
// which bundles copies of the server modules they import: a module whose state the server's copy must see too (counts
// a page adds and the app flushes, the catalogue in force, cached search results) keeps it here, on globalThis under
// a registered symbol, rather than in a module variable of its own.

/** The value shared under `name`, made by `make` for the first copy that asks. */
export function processShared<T>(name: string, make: () => T): T {
  const registry = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`haat.${name}`);
  if (!(key in registry)) registry[key] = make();
  return registry[key] as T;
}
