// `npm run backup -- [--to DIR]` and `npm run restore -- --from DIR`: the configured database (DATABASE_URL or the
// embedded one under DATA_DIR, with the server stopped) and the stored pictures. Decision 96.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../core/clock.ts';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const { values, positionals } = parseArgs({
  options: { to: { type: 'string' }, from: { type: 'string' } },
  allowPositionals: true,
});
const config = loadConfig();
try {
  if (positionals[0] === 'backup') {
    const stamp = systemClock.now().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(values.to ?? path.join('backups', `haat-${stamp}`));
    const manifest = await backup(config, target, systemClock);
    console.log(`backup: ${manifest.database} database and pictures (${manifest.pictures}) in ${target}`);
  } else if (positionals[0] === 'restore' && values.from) {
    const manifest = await restore(config, path.resolve(values.from), systemClock);
    console.log(`restore: ${manifest.database} database of ${manifest.createdAt} and its pictures restored`);
  } else {
    console.error('usage: npm run backup -- [--to DIR]  |  npm run restore -- --from DIR');
    process.exit(2);
  }
} catch (error) {
  console.error(`haat: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
