// The initial map view from the browser language (spec section 4, "Initial map continent").

export type Continent = 'North America' | 'South America' | 'Europe' | 'Asia' | 'Africa' | 'Australia';

export interface MapView {
  center: [number, number];
  zoom: number;
}

export const CONTINENT_VIEWS: Record<Continent, MapView> = {
  'North America': { center: [40, -97], zoom: 4 },
  'South America': { center: [-16, -58], zoom: 3 },
  Europe: { center: [51, 10], zoom: 4 },
  Asia: { center: [30, 100], zoom: 3 },
  Africa: { center: [3, 20], zoom: 3 },
  Australia: { center: [-27, 134], zoom: 4 },
};

const CONTINENT_BY_LANGUAGE: Record<string, Continent> = {
  en: 'North America',
  es: 'South America',
  pt: 'South America',
  ...Object.fromEntries(['fr', 'de', 'it', 'ru', 'tr', 'pl', 'nl', 'cs', 'ro', 'el'].map((l) => [l, 'Europe' as const])),
  ...Object.fromEntries(['zh', 'ja', 'ko', 'hi', 'id', 'vi', 'ms', 'fa', 'th', 'he'].map((l) => [l, 'Asia' as const])),
  ar: 'Africa',
  sw: 'Africa',
};

/** The continent for a BCP 47 language tag such as "en-AU" or "pt-BR"; North America otherwise. */
export function continentForLanguage(languageTag: string | undefined): Continent {
  const tag = (languageTag ?? '').toLowerCase();
  // en-AU is the one regional tag with its own continent.
  if (tag === 'en-au') return 'Australia';
  return CONTINENT_BY_LANGUAGE[tag.split('-')[0] ?? ''] ?? 'North America';
}
