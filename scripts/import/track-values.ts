// Turning source values (OSM tags, census cells) into the stored track fields.
import type { AccessFacts, AccessValue } from '../../src-shared/access';
import type { Surface } from '../../src-shared/enums';
import type { ContactFacts } from '../../src-shared/source-facts';
import { hoursSyntaxError } from '../../src-shared/opening-hours';
import { QUARTER_MILE_METRES } from '../../src-shared/track-text';

/** OSM surface values (and census equivalents) per stored surface; anything else named is "other". */
const SURFACE_WORDS: Record<Surface, readonly string[]> = {
  synthetic: ['tartan', 'rubber', 'synthetic', 'acrylic', 'artificial', 'polyurethane', 'tartan_track'],
  asphalt: ['asphalt', 'paved', 'concrete', 'concrete:plates', 'concrete:lanes', 'bitumen', 'chipseal'],
  paver: ['paving_stones', 'sett', 'grass_paver', 'cobblestone', 'unhewn_cobblestone', 'bricks'],
  gravel: ['gravel', 'fine_gravel', 'compacted', 'dirt', 'ground', 'earth', 'unpaved', 'pebblestone', 'sand', 'mud'],
  cinder: ['cinder', 'clay', 'ash'],
  grass: ['grass'],
  other: [],
};
const SURFACE_BY_WORD = new Map(
  Object.entries(SURFACE_WORDS).flatMap(([surface, words]) => words.map((word) => [word, surface as Surface])),
);

/** The stored surface of a source value; a ";" list is read by its first value; missing → null. */
export function mapSurface(value: string | null | undefined): Surface | null {
  const first = value?.split(';')[0]?.trim().toLowerCase();
  if (!first) return null;
  return SURFACE_BY_WORD.get(first) ?? 'other';
}

/** Lanes per lap as the spec allows them (1 to 9); anything else is not believable, so unknown. */
export function mapLanes(value: string | number | null | undefined): number | null {
  const lanes = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isInteger(lanes) && lanes >= 1 && lanes <= 9 ? lanes : null;
}

const YES = new Set(['yes', 'true', '1', 'oui', 'sim', 'si', 'ja', 'y']);
const NO = new Set(['no', 'false', '0', 'non', 'não', 'nao', 'nein', 'nej', 'n']);

/** 1, 0 or null (not stated) from yes/no words in several languages. */
export function mapYesNo(value: string | number | boolean | null | undefined): number | null {
  const word = String(value ?? '')
    .trim()
    .toLowerCase();
  if (YES.has(word)) return 1;
  if (NO.has(word)) return 0;
  return null;
}

/** OSM `lit`: besides yes/no, time-switched values ("24/7", "automatic", "sunset-sunrise") mean lit. */
export function mapLit(value: string | null | undefined): number | null {
  const word = value?.trim().toLowerCase();
  if (!word) return null;
  if (word === 'disused') return 0;
  const yesNo = mapYesNo(word);
  if (yesNo !== null) return yesNo;
  return /^(24\/7|automatic|limited|interval|sunset-sunrise|dusk-dawn)$/.test(word) ? 1 : null;
}

/** Only absolute http(s) links: anything else cannot be shown as a safe link. */
export function mapWebsite(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const text = value?.split(';')[0]?.trim();
    if (!text) continue;
    try {
      const url = new URL(text);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // not a URL: try the next value
    }
  }
  return null;
}

/** A number of metres from "400", "400 m", "400,5"; null when it is not a positive number. */
export function parseMetres(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null;
  const match = String(value ?? '')
    .trim()
    .replace(',', '.')
    .match(/^(\d+(?:\.\d+)?)\s*(m|metres|meters)?$/i);
  const metres = match ? Number(match[1]) : NaN;
  return metres > 0 ? metres : null;
}

/** Standard lap lengths a measured outline may be snapped to. */
const MEASURED_STANDARDS = [200, 250, 300, 333.33, 400] as const;
/**
 * Measured outlines run long (mappers draw the outer edge or a middle lane, and OSM polygons of
 * 400 m tracks measure 400-425 m) and a little short where corners are cut by few nodes.
 */
const MEASURED_MIN_RATIO = 0.97;
const MEASURED_MAX_RATIO = 1.06;

/**
 * A geometry-measured length: the standard lap it is close to (finalized), else the measured
 * length rounded to 1 m (not finalized). A quarter mile (402.34 m) is 0.6% from 400 m, far
 * inside the measuring error, so a measurement never claims it: only a stated length can.
 */
export function snapMeasuredLength(measuredM: number): { length: number; finalized: boolean } {
  const standard = MEASURED_STANDARDS.map((s) => ({ s, error: Math.abs(measuredM / s - 1) }))
    .filter(({ s }) => measuredM / s >= MEASURED_MIN_RATIO && measuredM / s <= MEASURED_MAX_RATIO)
    .sort((a, b) => a.error - b.error)[0];
  return standard ? { length: standard.s, finalized: true } : { length: Math.round(measuredM), finalized: false };
}

/** A length the source states outright: trusted as given (a quarter mile when within half a metre of one). */
export function statedLength(metres: number): { length: number; finalized: boolean } {
  if (Math.abs(metres - QUARTER_MILE_METRES) <= 0.5) return { length: QUARTER_MILE_METRES, finalized: true };
  return { length: Math.round(metres * 100) / 100, finalized: true };
}

/** OSM `access` as who may use a track; values that say nothing about runners give null. */
function mapAccess(value: string | undefined): AccessValue | null {
  const word = value?.split(';')[0]?.trim().toLowerCase();
  if (!word) return null;
  if (['yes', 'permissive', 'public', 'designated'].includes(word)) return 'public';
  if (['customers', 'members', 'permit', 'private'].includes(word)) return 'members';
  if (word === 'no') return 'closed';
  return null;
}

/** A value in opening_hours syntax the library reads, else null (a broken OSM value is not imported). */
function readableHours(value: string | undefined): string | null {
  const text = value?.trim();
  return text && hoursSyntaxError(text) === null ? text : null;
}

/** OSM's check_date (YYYY-MM-DD): when a mapper last checked the facts; null when absent or not a date. */
export function mapCheckDate(value: string | undefined): string | null {
  const text = value?.trim();
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : null;
}

/**
 * The access facts OSM tags state (opening_hours, fee, charge, access, lit, toilets,
 * changing_room, supervised), each from the track's own tags, else from the stadium or sports
 * centre around it; only the facts a tag states, so a re-import never clears what OSM leaves out.
 */
export function mapOsmAccess(own: Record<string, string>, enclosing: Record<string, string> = {}): Partial<AccessFacts> {
  const tag = (key: string) => own[key] ?? enclosing[key];
  const facts: Partial<AccessFacts> = {};
  const set = <K extends keyof AccessFacts>(key: K, value: AccessFacts[K] | null) => {
    if (value !== null) facts[key] = value;
  };
  set('access', mapAccess(tag('access')));
  set('opening_hours', readableHours(tag('opening_hours')));
  const charge = tag('charge')?.trim() || null;
  set('fee', mapYesNo(tag('fee')) ?? (charge ? 1 : null));
  set('fee_text', charge);
  const lit = tag('lit');
  set('lit_hours', lit && mapYesNo(lit) === null ? readableHours(lit) : null);
  set('toilets', mapYesNo(tag('toilets')));
  set('changing_rooms', mapYesNo(tag('changing_room')));
  set('supervised', mapYesNo(tag('supervised')));
  return facts;
}

const firstValue = (value: string | undefined) => value?.split(';')[0]?.trim() || null;

/** OSM wheelchair as whether a wheelchair user gets in; "designated" is a yes, anything unknown is not stated. */
function mapWheelchair(value: string | undefined): ContactFacts['wheelchair'] {
  const word = firstValue(value)?.toLowerCase();
  if (word === 'yes' || word === 'designated') return 'yes';
  return word === 'limited' || word === 'no' ? word : null;
}

/** Who runs a track and how to reach them (issue 27): operator, phone (or contact:phone), wheelchair; only what the tags state. */
export function mapOsmContact(tags: Record<string, string>): Partial<ContactFacts> {
  const facts: Partial<ContactFacts> = {};
  const operator = tags.operator?.trim() || null;
  const phone = firstValue(tags.phone) ?? firstValue(tags['contact:phone']);
  const wheelchair = mapWheelchair(tags.wheelchair);
  if (operator) facts.operator = operator;
  if (phone) facts.phone = phone;
  if (wheelchair) facts.wheelchair = wheelchair;
  return facts;
}
