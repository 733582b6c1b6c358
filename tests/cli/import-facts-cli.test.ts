// Issue 27 as an operator meets it (`npm run import -- FILE` against a real local D1): the
// Paranoá track of the shipped sample, a way and a node with the same name, gets the node's
// hours, dated by the node's last edit on OSM; a sports centre's hours, fee and operator reach the
// track inside it, dated by the centre's; a re-import of the same file changes nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, closeLocalD1, type D1Target, query } from '../../scripts/import/d1';
import { ovalRing } from '../../scripts/import/test-support/fixtures';
import type { GeoJsonFeature } from '../../scripts/import/osm-input';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };
const dir = mkdtempSync(join(tmpdir(), 'track-atlas-facts-cli-'));
const state = join(dir, 'state');
const SAMPLE = new URL('../../data/osm/brazil-athletics.geojson', import.meta.url);

/** The database the command writes, read as the importer reads it. */
const target: D1Target = { remote: false, persistTo: state };
const rows = async <T>(sql: string): Promise<T[]> => (await query<T>(target, sql))[0]!;

function importFile(file: string) {
  const run = spawnSync('npm', ['run', '--silent', 'import', '--', file, '--persist-to', state], { env, encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

let file: string;
beforeAll(async () => {
  applyMigrations(target);
  // The Paranoá way and node exactly as the shipped sample has them, and a sports centre around a nameless track.
  const sample = JSON.parse(readFileSync(SAMPLE, 'utf8')) as { features: GeoJsonFeature[] };
  const paranoa = sample.features.filter((f) => f.id === 'way/540800986' || f.id === 'node/10774448524');
  expect(paranoa).toHaveLength(2);
  const polygon = (ring: [number, number][]) => ({ type: 'Polygon' as const, coordinates: [ring] });
  const centre: GeoJsonFeature = {
    type: 'Feature',
    id: 'way/900',
    properties: {
      timestamp: '2024-06-01T12:00:00Z',
      leisure: 'sports_centre',
      sport: 'athletics',
      name: 'Centro Esportivo Teste',
      opening_hours: 'Mo-Sa 08:00-20:00',
      fee: 'yes',
      operator: 'Secretaria de Esporte',
      'addr:street': 'Rua Manuel da Nóbrega',
      'addr:housenumber': '1361',
    },
    geometry: polygon(ovalRing(-23.58, -46.66, 200, 300) as [number, number][]),
  };
  const inside: GeoJsonFeature = {
    type: 'Feature',
    id: 'way/901',
    properties: { leisure: 'track', sport: 'athletics' },
    geometry: polygon(ovalRing(-23.58, -46.66) as [number, number][]),
  };
  file = join(dir, 'facts.geojson');
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [...paranoa, centre, inside] }));
});
afterAll(async () => {
  await closeLocalD1();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run import: facts kept whole', () => {
  it('gives the Paranoá track the node’s 24/7, and the track in the sports centre its hours, fee, operator and address, each dated by the feature stating it', async () => {
    const run = importFile(file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('2 tracks were added');
    expect(run.out).toContain('node/10774448524: same place as way/540800986');
    expect(run.out).toContain(
      'opening_hours: 2 features carry it, 2 tracks have it (1 from a same-place feature merged into the track; 1 lent by the facility around the track)',
    );

    const tracks = await rows<Record<string, unknown>>(
      `SELECT t.source_id, t.name, t.street_address, x.opening_hours, x.fee, json_extract(x.confirmed, '$.opening_hours') AS hours_confirmed, s.operator, s.lent
       FROM tracks t LEFT JOIN track_access x ON x.track_id = t.id LEFT JOIN track_source_facts s ON s.track_id = t.id ORDER BY t.source_id`,
    );
    expect(tracks).toEqual([
      {
        source_id: 'way/540800986',
        name: 'Pista de Atletismo do Paranoá',
        street_address: null,
        opening_hours: '24/7',
        fee: null,
        // No check_date: the node stating the hours was last edited on 31 March 2023 (the sample's timestamp).
        hours_confirmed: '{"at":"2023-03-31T01:19:59.000Z","by":"import","from":"last_edit"}',
        operator: null,
        lent: null,
      },
      {
        source_id: 'way/901',
        name: 'Centro Esportivo Teste',
        street_address: 'Rua Manuel da Nóbrega 1361',
        opening_hours: 'Mo-Sa 08:00-20:00',
        fee: 1,
        hours_confirmed: '{"at":"2024-06-01T12:00:00.000Z","by":"import","from":"last_edit"}',
        operator: 'Secretaria de Esporte',
        lent: expect.stringContaining('"opening_hours":{"from":"sports_centre","value":"Mo-Sa 08:00-20:00"}'),
      },
    ]);
    // Kept in history: the import revision holds the facts.
    const snapshot = (
      await rows<{ snapshot: string }>(
        "SELECT r.snapshot FROM track_revisions r JOIN tracks t ON t.id = r.track_id WHERE t.source_id = 'way/540800986'",
      )
    )[0]!;
    expect(JSON.parse(snapshot.snapshot)).toMatchObject({ opening_hours: '24/7', number_lanes_lap: 4, has_lighting: 1 });
  });

  it('run again on the same file, writes nothing', async () => {
    const run = importFile(file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('0 tracks were added, 0 updated, 2 unchanged');
    expect(run.out).toContain('0 SQL statements applied');
  });
});
