// The words that tell what a sentence asks for, in the nine languages of the chat (spec
// section 2): each language's are a part of its catalogue (src-shared/catalogues/<language>/cues.ts),
// gathered here with how they are read. Every language is tried on every sentence: a user may
// type English on /sv, and the words of one language rarely mean something else in another.
// Chinese, Japanese and Arabic phrases match anywhere in the sentence (no spaces between Chinese
// and Japanese words; Arabic joins "و" and "ال" to the next word).
import type { Language } from '../../src-shared/enums';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { cues as en, type Cue, type CueWords } from '../../src-shared/catalogues/en/cues';
import { cues as sv } from '../../src-shared/catalogues/sv/cues';
import { cues as es } from '../../src-shared/catalogues/es/cues';
import { cues as de } from '../../src-shared/catalogues/de/cues';
import { cues as zh } from '../../src-shared/catalogues/zh/cues';
import { cues as fr } from '../../src-shared/catalogues/fr/cues';
import { cues as pt } from '../../src-shared/catalogues/pt/cues';
import { cues as ar } from '../../src-shared/catalogues/ar/cues';
import { cues as ja } from '../../src-shared/catalogues/ja/cues';

export type { Cue, CueWords };

/**
 * Cues that a pair of cues said anywhere in one sentence stands for: "hat gerade eine Bahn offen"
 * asks what is open now as "jetzt geöffnet" does, "São Paulo não abre no mapa" reports a bug
 * whatever its first words name. The pair's first word sets where the cue stands.
 */
export const COMBINED_CUES: readonly { cue: Cue; of: readonly [Cue, Cue] }[] = [
  { cue: 'openNow', of: ['now', 'open'] },
  { cue: 'hours', of: ['when', 'open'] },
  { cue: 'bug', of: ['app', 'fault'] },
  { cue: 'feature', of: ['polite', 'add'] },
  { cue: 'feature', of: ['conditional', 'good'] },
  // "Wie viele Bahnen", "hur många banor", "几条跑道": the word is a track's and a lane's, so the pair asks
  // for a named track's lanes, and else (a place named, or none) for the tracks' count.
  { cue: 'summary', of: ['howMany', 'tracks'] },
  { cue: 'lanes', of: ['howMany', 'tracks'] },
];

export const CUE_WORDS: Record<Language, CueWords> = { en, sv, es, de, zh, fr, pt, ar, ja };

/** Languages whose phrases match anywhere in the sentence rather than on whole words. */
export const WITHOUT_WORD_BREAKS: ReadonlySet<Language> = new Set(['zh', 'ja', 'ar']);

/**
 * Words that say what kind of place the name beside them is, by the level of the area they ask
 * for (1 a state or region, 2 a city): "estado de São Paulo", "Bundesstaat Rio de Janeiro",
 * "Paraná州" are the states, not the cities of the same name. Normalised; Chinese and Japanese
 * ones match the start of the word after the name.
 */
export const PLACE_KIND_WORDS: Readonly<Record<1 | 2, readonly string[]>> = {
  1: [
    ...['state', 'region', 'province', 'estado', 'regiao', 'provincia', 'comunidad', 'etat', 'bundesstaat', 'bundesland', 'staat'],
    ...['provinz', 'delstaten', 'delstat', 'regionen', 'provinsen', 'ولاية', 'الولاية', 'منطقة', '州', '省', '県'],
  ],
  2: [...['city', 'town', 'cidade', 'municipio', 'ciudad', 'ville', 'stadt', 'staden', 'stad', 'kommun', 'مدينة', '市', '城市']],
};

/**
 * Words that never name a track or a place on their own: articles, prepositions, pronouns and
 * the verbs of requests. A run of words made only of these and cue words is not looked up.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the of in at on to for from by with and or is are was be there any some what which where who how do does did can could would will ' +
    'around near close hi hello just also ' +
    'i me my we our you your it its this that these those please tell show find list give get know want need have has any all one ' +
    'o os as um uma de do da dos das em no na nos nas ao aos e ou que qual quais onde como tem ha existe existem esta estao fica ficam eu meu minha por para com pelo pela perto ' +
    'me te se voce quero gostaria pode poderia favor la el los las un una del al y en es son hay cual cuales donde quiero puedes mi cerca ' +
    'och i pa av for till med det den en ett ar finns vilka vilken var hur jag mig min har kan nara runt ' +
    'der die das den dem des ein eine einen und oder in im am zu zum zur von vom mit ist sind hat haben gibt es wo wie welche ich mir mein bitte nahe bei um ' +
    'le la les un une des du de et ou dans au aux est sont il y a quelles quels je moi mon ma sil vous plait pres autour ' +
    'في من على إلى الى و أو ما هي هو هل أين كيف لي أريد'
  )
    .split(' ')
    .map(normaliseSearchText),
);
