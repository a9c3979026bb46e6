// What every request handler and page loader is given: the process's shared services. Page loaders receive it as
// React Router's load context, so they call the same module services as the /data/* routes.
import type { Database } from './adapters/database.ts';
import type { Storage } from './adapters/storage.ts';
import type { Config } from './config.ts';

export interface AppServices {
  readonly db: Database;
  readonly config: Config;
  readonly storage: Storage;
}

declare module 'react-router' {
  // Declaration merging needs an interface; it adds the services to React Router's load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppServices {}
}
