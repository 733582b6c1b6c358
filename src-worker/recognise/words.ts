// A sentence as words in the form names are stored in (spec section 5's normalisation, accents
// folded), each word remembering where it stood, so a recognised name can be cut out of the
// sentence (the comment that follows it) and the user's own spelling quoted back.
import { normaliseSearchText } from '../../src-shared/search-normalise';

export interface Word {
  /** Normalised: lower case, accents folded, no quotes or end punctuation. */
  text: string;
  /** Offsets of the word in the original sentence. */
  start: number;
  end: number;
}

/** A run of consecutive words: a candidate name. */
export interface Gram {
  text: string;
  /** Index of its first word and one past its last. */
  from: number;
  to: number;
}

/** Names are at most this many words long as people type them ("Pista de Atletismo do Estádio Municipal João Bortolozo"). */
export const MAX_NAME_WORDS = 8;

// Chinese and Japanese have no spaces: a run of their characters is one word, so Latin names
// written against them ("介绍一下Pista de Atletismo") still stand apart.
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー`;
const WORD_RUN = new RegExp(String.raw`[${CJK}]+|[^\s${CJK}]+`, 'gu');
/** Quotes, brackets and sentence punctuation of every script of the chat, at a word's edges. */
const EDGE_PUNCTUATION =
  /^[\s"'“”‘’„«»「」『』()（）【】[\]{}¿¡?!.,:;…،؛؟。、，：；？！]+|[\s"'“”‘’„«»「」『』()（）【】[\]{}¿¡?!.,:;…،؛؟。、，：；？！]+$/gu;

/** "'s" after a letter: the owner is the word. */
const POSSESSIVE = /(?<=\p{L})['’]s$/u;

/** The sentence's words, normalised (a typographic apostrophe as the plain one cue phrases are written with); a hyphenated word ("Vila-Velha") gives one word per part. */
export function wordsOf(sentence: string): Word[] {
  const words: Word[] = [];
  for (const match of sentence.matchAll(WORD_RUN)) {
    // The word without its quotes and punctuation: "Conillon”:" stands where "Conillon" does;
    // without an English possessive: "Vila Velha's track" names Vila Velha.
    const bare = match[0].replace(EDGE_PUNCTUATION, '').replace(POSSESSIVE, '');
    const start = match.index + match[0].indexOf(bare);
    const end = start + bare.length;
    for (const part of normaliseSearchText(bare).replace(/’/g, "'").split(' ')) {
      // "doesn't" as the cue lists write it, "doesnt": phones often leave the apostrophe out.
      const text = part.replace(EDGE_PUNCTUATION, '').replace(/n't$/u, 'nt');
      if (text) words.push({ text, start, end });
    }
  }
  return words;
}

/** Every run of 1 to MAX_NAME_WORDS words, longest first, then in sentence order. */
export function gramsOf(words: readonly Word[], keep: (gram: Gram) => boolean = () => true): Gram[] {
  const grams: Gram[] = [];
  for (let size = Math.min(MAX_NAME_WORDS, words.length); size >= 1; size--) {
    for (let from = 0; from + size <= words.length; from++) {
      const gram = {
        text: words
          .slice(from, from + size)
          .map((w) => w.text)
          .join(' '),
        from,
        to: from + size,
      };
      if (keep(gram)) grams.push(gram);
    }
  }
  return grams;
}

/** The user's own spelling of words from..to. */
export const spelling = (sentence: string, words: readonly Word[], from: number, to: number) =>
  from < to ? sentence.slice(words[from]!.start, words[to - 1]!.end).replace(EDGE_PUNCTUATION, '') : '';
