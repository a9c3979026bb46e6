import { openPostgres } from '../server/adapters/database.ts';
import { searchAds } from '../server/modules/search/service.ts';
import { createSearchState } from '../core/search/state.ts';
const db = openPostgres('postgres://postgres@127.0.0.1:5432/haat_bench', 2);
const qs = process.argv.slice(2);
for (const q of qs) {
  const r = await searchAds(db, createSearchState({ locale: 'en', query: q, sort: 'relevance' }));
  console.log(`${q}: total ${r.total}${r.correctedQuery ? ' corrected→' + r.correctedQuery : ''}${r.similar ? ' similar' : ''}`);
  for (const ad of r.ads.slice(0, 4)) console.log('   ', ad.title);
}
await db.close();
