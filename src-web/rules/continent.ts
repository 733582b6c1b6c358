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
  // Europe's other languages, the Nordic ones first: the spec's list names only some of them.
  ...Object.fromEntries(
    [
      'sv',
      'da',
      'nb',
      'nn',
      'no',
      'fi',
      'is',
      'et',
      'lv',
      'lt',
      'hu',
      'uk',
      'bg',
      'sk',
      'sl',
      'hr',
      'sr',
      'bs',
      'mk',
      'sq',
      'be',
      'ca',
      'eu',
      'gl',
      'ga',
      'cy',
      'mt',
      'lb',
    ].map((l) => [l, 'Europe' as const]),
  ),
  ...Object.fromEntries(['zh', 'ja', 'ko', 'hi', 'id', 'vi', 'ms', 'fa', 'th', 'he'].map((l) => [l, 'Asia' as const])),
  ar: 'Africa',
  sw: 'Africa',
};

/**
 * The continent of each country (ISO 3166 codes, two letters each), for a tag that names one:
 * en-GB is a visitor in Europe, es-MX one in North America, pt-PT one in Europe.
 */
const COUNTRIES: Record<Continent, string> = {
  Europe: 'ADALATAXBABEBGBYCHCYCZDEDKEEESFIFOFRGBGGGIGRHRHUIEIMISITJELILTLULVMCMDMEMKMTNLNOPLPTRORSRUSESISJSKSMTRUAVAXK',
  Africa: 'AOBFBIBJBWCDCFCGCICMCVDJDZEGEHERETGAGHGMGNGQGWKEKMLRLSLYMAMGMLMRMUMWMZNANENGRERWSCSDSHSLSNSOSSSTSZTDTGTNTZUGYTZAZMZW',
  Asia: 'AEAFAMAZBDBHBNBTCNGEHKIDILINIQIRJOJPKGKHKPKRKWKZLALBLKMMMNMOMVMYNPOMPHPKPSQASASGSYTHTJTLTMTWUZVNYE',
  Australia: 'AUCKFJFMKIMHNCNRNUNZPFPGPWSBTOTVVUWS',
  'South America': 'ARBOBRCLCOECFKGFGYPEPYSRUYVE',
  'North America': 'AGAIAWBBBLBMBQBSBZCACRCUCWDMDOGDGLGPGTHNHTJMKNKYLCMFMQMSMXNIPAPMPRSVSXTCTTUSVCVGVI',
};

const CONTINENT_BY_COUNTRY = new Map(
  (Object.entries(COUNTRIES) as [Continent, string][]).flatMap(([continent, codes]) =>
    Array.from({ length: codes.length / 2 }, (_, i) => [codes.slice(2 * i, 2 * i + 2), continent] as const),
  ),
);

/**
 * The continent for a BCP 47 language tag such as "en-GB" or "pt-BR": the country's, when the
 * tag names one (a visitor's region says more than their language: en-GB is in Europe), else the
 * language's (spec section 4); North America otherwise.
 */
export function continentForLanguage(languageTag: string | undefined): Continent {
  const subtags = (languageTag ?? '').split(/[-_]/);
  const country = subtags
    .slice(1)
    .find((subtag) => /^[a-z]{2}$/i.test(subtag))
    ?.toUpperCase();
  return (country && CONTINENT_BY_COUNTRY.get(country)) || (CONTINENT_BY_LANGUAGE[subtags[0]!.toLowerCase()] ?? 'North America');
}
