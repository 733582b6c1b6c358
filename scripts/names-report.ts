// How the tracks of a database are called (issue 36): every public track's page title in English
// and Portuguese as the Worker writes it, then the figures the issue holds us to: titles that are
// generic ("track in …", "Unnamed track"), titles that start in lower case, and the towns with two
// or more tracks where two titles are the same (listed).
//   npm run names [-- --remote] [-- --persist-to DIR]
import { pt } from '../src-shared/catalogues/pt';
import { trackTitle } from '../src-shared/track-name';
import { ENGLISH } from '../src-shared/track-text';
import { labelOf, type LabelledRow } from '../src-worker/db/track-labels';
import { closeLocalD1, query, type D1Target } from './import/d1';

interface Row extends LabelledRow {
  id: number;
  area: string | null;
  area_segment: string | null;
}

const SQL = `SELECT t.id, t.name, t.length, t.finalized, t.surface, t.indoors, t.center_lat, t.center_lng,
  l.facility, l.locality, l.twin, a.level AS area_level, a.center_lat AS area_lat, a.center_lng AS area_lng,
  a.name AS area, a.url_segment AS area_segment
  FROM tracks t LEFT JOIN areas a ON a.id = t.area_id LEFT JOIN track_labels l ON l.track_id = t.id
  WHERE t.permanently_removed = 0 ORDER BY t.id`;

/** What a title must never be again: "track in …", "Unnamed track", "Pista sem nome" (and the other languages' words for them). */
export const GENERIC_TITLE =
  /^(track|unnamed track|pista|pista sem nome|pista sin nombre|piste|piste sans nom|namnlös bana|laufbahn ohne namen)( in | em | en |$)/i;

export interface NamesFigures {
  tracks: number;
  generic: string[];
  lowerCase: string[];
  towns: number;
  townsAllDistinct: number;
  duplicates: { town: string; title: string; count: number }[];
}

/** The figures for titles, each with the town (area) its track lies in. */
export function namesFigures(titles: readonly { town: string | null; title: string }[]): NamesFigures {
  const byTown = new Map<string, string[]>();
  for (const { town, title } of titles) {
    if (town === null) continue;
    const list = byTown.get(town) ?? [];
    list.push(title);
    byTown.set(town, list);
  }
  const towns = [...byTown].filter(([, list]) => list.length >= 2);
  const duplicates = towns.flatMap(([town, list]) => {
    const counts = new Map<string, number>();
    for (const title of list) counts.set(title, (counts.get(title) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([title, count]) => ({ town, title, count }));
  });
  return {
    tracks: titles.length,
    generic: titles.filter((t) => GENERIC_TITLE.test(t.title)).map((t) => t.title),
    lowerCase: titles.filter((t) => /^\p{Ll}/u.test(t.title)).map((t) => t.title),
    towns: towns.length,
    townsAllDistinct: towns.filter(([, list]) => new Set(list).size === list.length).length,
    duplicates,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const persist = args.indexOf('--persist-to');
  const target: D1Target = { remote: args.includes('--remote'), ...(persist >= 0 ? { persistTo: args[persist + 1] } : {}) };
  const rows = (await query<Row>(target, SQL))[0] ?? [];
  await closeLocalD1();
  for (const [language, words] of [
    ['en', ENGLISH],
    ['pt', { texts: pt, language: 'pt' }],
  ] as const) {
    const f = namesFigures(
      rows.map((row) => ({
        town: row.area_segment,
        title: trackTitle({ name: row.name, label: labelOf(row), areas: row.area ? [{ name: row.area }] : [] }, words),
      })),
    );
    const share = f.towns === 0 ? 100 : (100 * f.townsAllDistinct) / f.towns;
    console.log(
      `${language}: ${f.tracks} tracks; generic titles ${f.generic.length}; lower-case titles ${f.lowerCase.length}; ` +
        `towns with 2+ tracks ${f.towns}, every title distinct in ${f.townsAllDistinct} (${share.toFixed(1)} %)`,
    );
    for (const d of f.duplicates) console.log(`  ${d.town}: "${d.title}" ×${d.count}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
