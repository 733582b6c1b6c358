import { describe, expect, it } from 'vitest';
import { cuesOf, withinOneEdit } from './cues';
import { commentText, reportText } from './intent';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { gramsOf, MAX_NAME_WORDS, spelling, wordsOf } from './words';

describe('words of a sentence', () => {
  it('folds accents and case, drops quotes and end punctuation, keeps where each word stood', () => {
    const sentence = 'Tell me about “Estádio Conillon”, in São-Paulo?';
    const words = wordsOf(sentence);
    expect(words.map((w) => w.text)).toEqual(['tell', 'me', 'about', 'estadio', 'conillon', 'in', 'sao', 'paulo']);
    expect(spelling(sentence, words, 3, 5)).toBe('Estádio Conillon');
  });

  it('sets Latin names apart from Chinese and Japanese text written against them', () => {
    expect(wordsOf('介绍一下Pista de Atletismo的信息').map((w) => w.text)).toEqual(['介绍一下', 'pista', 'de', 'atletismo', '的信息']);
    expect(wordsOf('Blumenau（圣卡塔琳娜州）的跑道').map((w) => w.text)).toEqual(['blumenau', '圣卡塔琳娜州', '的跑道']);
  });

  it('reads an English possessive as its owner, a contraction as the cue lists write it, a typographic apostrophe as the plain one', () => {
    const sentence = "Vila Velha's track near d’Ici";
    const words = wordsOf(sentence);
    expect(words.map((w) => w.text)).toEqual(['vila', 'velha', 'track', 'near', "d'ici"]);
    expect(spelling(sentence, words, 0, 2)).toBe('Vila Velha');
    expect(wordsOf('the map doesn’t load').map((w) => w.text)).toEqual(['the', 'map', 'doesnt', 'load']);
  });

  it('gives the runs of words longest first, none longer than a name may be', () => {
    const grams = gramsOf(wordsOf('a b c'));
    expect(grams.map((g) => g.text)).toEqual(['a b c', 'a b', 'b c', 'a', 'b', 'c']);
    expect(gramsOf(wordsOf('w '.repeat(12)))[0]!.to).toBe(MAX_NAME_WORDS);
  });
});

describe('cues', () => {
  const cues = (text: string) => [...cuesOf(normaliseSearchText(text), wordsOf(text)).at.keys()].sort();

  it('finds the words of every language, with or without accents', () => {
    expect(cues('Quais pistas existem perto de mim?')).toEqual(['me', 'tracks']);
    expect(cues('Gibt es Laufbahnen in meiner Nahe')).toEqual(['me', 'tracks']);
    expect(cues('近くのトラック')).toEqual(['me', 'tracks']);
    expect(cues('أبلغ عن خطأ')).toEqual(['about', 'fault', 'report', 'wrong']);
  });

  it('reads a pair of cues anywhere in the sentence as the cue they make together', () => {
    expect(cues('Hat gerade eine Bahn in meiner Nähe offen?')).toContain('openNow');
    expect(cues('近くで今使えるトラックはありますか？')).toContain('openNow');
    expect(cues('När har banan öppet?')).toContain('hours');
    expect(cues('Curitiba wird auf der Karte nicht angezeigt')).toContain('bug');
    expect(cues('サンパウロで検索すると画面が真っ白になります')).toContain('bug');
    expect(cues('Wäre es möglich, eine Favoritenliste einzubauen?')).toContain('feature');
    expect(cues('Estaría bien poder guardar pistas favoritas')).toContain('feature');
    expect(cues('お気に入り機能があったら嬉しいです')).toContain('feature');
    expect(cues('Is the track good for intervals?')).not.toContain('feature');
    expect(cues('Is the track open?')).not.toContain('openNow');
    expect(cues('show the tracks on the map')).not.toContain('bug');
    expect(cues('Could you show me the tracks?')).not.toContain('feature');
    // Asking how many tracks a place has asks for its summary; how many lanes does not.
    expect(cues('How many running tracks does Leeds have?')).toContain('summary');
    expect(cues('Combien de stades y a-t-il à Lyon ?')).toContain('summary');
    expect(cues('Hur många banor finns det i Malmö?')).toContain('summary');
    expect(cues('大阪には陸上競技場がいくつありますか')).toContain('summary');
    expect(cues('北京有几条跑道')).toContain('summary');
    expect(cues('ما عدد الملاعب في دبي؟')).toContain('summary');
    expect(cues('How many lanes does it have?')).not.toContain('summary');
    expect(cues('Hay que pagar cuantos reales?')).not.toContain('summary');
    // An elided article is no part of the word: "d'ajouter" is "ajouter".
    expect(cues("Serait-il possible d'ajouter un mode sombre ?")).toContain('feature');
  });

  it('forgives a typing slip in a long word, not in a short one', () => {
    expect(cues('sumarize the tracks')).toContain('summary');
    expect(cues('comentário errado')).toEqual(['comment', 'wrong']);
    expect(withinOneEdit('surface', 'surfcae')).toBe(true);
    expect(withinOneEdit('surface', 'surfaces!')).toBe(false);
    expect(cues('lans')).toEqual([]);
    expect(cues('does it have floodlihgts')).toEqual(['lighting']);
    expect(cues('resmo das pistas')).not.toContain('summary');
  });
});

describe('texts taken from a request', () => {
  it('stores what follows a short label, else the whole sentence', () => {
    expect(reportText('Report a bug: the map is grey')).toBe('the map is grey');
    expect(reportText('The map is grey on my phone')).toBe('The map is grey on my phone');
  });

  it('takes a comment after the colon that follows the name, not one inside it', () => {
    const sentence = 'Comment on Estadio: Natal: open late';
    const words = wordsOf(sentence);
    expect(commentText(sentence, words, { from: 2, to: 3 })).toBe('Natal: open late');
  });

  it('leaves out the quotes a comment after the colon is wholly in, and keeps quotes inside it', () => {
    const quoted = 'Comment on Estadio: “Gate opens at 6.”';
    expect(commentText(quoted, wordsOf(quoted), { from: 2, to: 3 })).toBe('Gate opens at 6.');
    const inside = 'Comment on Estadio: the "new" lights work';
    expect(commentText(inside, wordsOf(inside), { from: 2, to: 3 })).toBe('the "new" lights work');
  });
});
