// The names in the offline assistant's examples (issue 28): "tracks in <place>", "tell me about
// <track>" name a city and a track the site has, in the visitor's part of the world when the
// site has tracks there, so an example tried answers with tracks.
import type { Language } from '../../src-shared/enums';
import type { Gazetteer } from '../recognise/gazetteer';
import { OFFLINE_TEXTS } from './texts';

/** Where each language's visitors most likely run: the country whose largest city is offered first. */
const COUNTRY_OF_LANGUAGE: Record<Language, string> = {
  en: 'united-kingdom',
  sv: 'sweden',
  es: 'spain',
  de: 'germany',
  zh: 'china',
  fr: 'france',
  pt: 'brazil',
  ar: 'egypt',
  ja: 'japan',
};

/** The names change only with imports: looked up once in a while per isolate, not per greeting. */
const KEEP_MS = 10 * 60 * 1000;
const known = new Map<Language, { at: number; names: Examples }>();

export type Examples = {
  place: string;
  track: string;
};

export async function examplesFor(gazetteer: Gazetteer, lang: Language): Promise<Examples> {
  const kept = known.get(lang);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.names;
  const found = (await gazetteer.exampleNames(COUNTRY_OF_LANGUAGE[lang])) ?? (await gazetteer.exampleNames(null));
  // A site without a city and a named track yet gives the texts' own names, until it has them.
  if (!found?.track) return { place: OFFLINE_TEXTS[lang].examplePlace, track: OFFLINE_TEXTS[lang].exampleTrack };
  const names = { place: found.place, track: found.track };
  known.set(lang, { at: Date.now(), names });
  return names;
}
