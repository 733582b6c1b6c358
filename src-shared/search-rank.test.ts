import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from './search-normalise';
import { matchTier, nearOf, rankSuggestions, readingTier, type RankFacts } from './search-rank';
import { readTerm } from './search-reading';

let nextId = 1;
const area = (
  name: string,
  parent: string | null,
  level: number,
  numTracks: number,
  center: [number, number] | null = null,
): RankFacts & { label: string } => ({
  id: nextId++,
  label: parent ? `${name}, ${parent}` : name,
  normalizedLabel: normaliseSearchText(parent ? `${name}, ${parent}` : name),
  normalizedName: normaliseSearchText(name),
  level,
  numTracks,
  center,
});
const track = (name: string, areaName: string, center: [number, number]): RankFacts & { label: string } => ({
  id: nextId++,
  label: `${name} - ${areaName}`,
  normalizedLabel: normaliseSearchText(`${name} - ${areaName}`),
  normalizedName: normaliseSearchText(name),
  center,
});
const labels = (items: readonly { label: string }[]) => items.map((i) => i.label);

describe('suggestion order (issue 22)', () => {
  const saoPauloState = area('São Paulo', 'Brazil', 1, 674);
  const saoPauloCity = area('São Paulo', 'São Paulo', 2, 19);
  const adamantina = area('Adamantina', 'São Paulo', 2, 1);
  const aguai = area('Aguaí', 'São Paulo', 2, 2);
  const rioState = area('Rio de Janeiro', 'Brazil', 1, 150);
  const rioCity = area('Rio de Janeiro', 'Rio de Janeiro', 2, 40);
  const rioNorte = area('Rio Grande do Norte', 'Brazil', 1, 12);
  const rioClaro = area('Rio Claro', 'São Paulo', 2, 3);

  it('puts the city a runner means first: the name before the region of the same name, before towns of that region', () => {
    expect(labels(rankSuggestions([adamantina, aguai, saoPauloState, saoPauloCity], 'sao paulo', null))).toEqual([
      'São Paulo, São Paulo',
      'São Paulo, Brazil',
      'Aguaí, São Paulo',
      'Adamantina, São Paulo',
    ]);
  });

  it('among names that start with the term, towns with more tracks first', () => {
    expect(labels(rankSuggestions([rioNorte, rioState, rioClaro, rioCity], 'rio', null)).slice(0, 2)).toEqual([
      'Rio de Janeiro, Rio de Janeiro',
      'Rio Claro, São Paulo',
    ]);
    expect(labels(rankSuggestions([rioNorte, rioState, rioClaro, rioCity], 'rio', null)).indexOf('Rio de Janeiro, Brazil')).toBeLessThan(3);
  });

  it('reads how the term meets the name: equal, start, word start, anywhere', () => {
    const item = area('Parque Ibirapuera', 'São Paulo', 2, 1);
    expect(matchTier(item, 'parque ibirapuera', ['parque', 'ibirapuera'])).toBe(0);
    expect(matchTier(item, 'parque ib', ['parque', 'ib'])).toBe(1);
    expect(matchTier(item, 'ibira', ['ibira'])).toBe(2);
    expect(matchTier(item, 'paulo ibira', ['paulo', 'ibira'])).toBe(2);
    expect(matchTier(item, 'rapuera', ['rapuera'])).toBe(3);
  });

  it('reads a term around a place: the labels that hold every word first, then the others by the place (issue 36)', () => {
    expect(labels(rankSuggestions([adamantina, rioState, saoPauloState, saoPauloCity], 'pista de atletismo sao paulo', null))).toEqual([
      'São Paulo, São Paulo',
      'São Paulo, Brazil',
      'Adamantina, São Paulo',
      'Rio de Janeiro, Brazil',
    ]);
    expect(labels(rankSuggestions([rioState, rioClaro, rioCity], 'pistas no rio de janeiro', null)).slice(0, 2)).toEqual([
      'Rio de Janeiro, Rio de Janeiro',
      'Rio de Janeiro, Brazil',
    ]);
    const named = track('Pista de Atletismo', 'São Paulo', [-23.5, -46.6]);
    const other = track('Estádio Ícaro de Castro Melo', 'São Paulo', [-23.6, -46.7]);
    expect(labels(rankSuggestions([other, named], 'pista de atletismo sao paulo', null))).toEqual([named.label, other.label]);
    expect(readingTier(named, readTerm(['pista', 'sao', 'paulo']))).toBe(2);
    expect(readingTier(other, readTerm(['pista', 'sao', 'paulo']))).toBe(10);
    // What is sought, in the label though a small word is not, ranks between the two.
    const cooper = track('Pista de Cooper', 'São Paulo', [-23.55, -46.6]);
    expect(labels(rankSuggestions([other, cooper], 'pista de cooper em sao paulo', null))).toEqual([cooper.label, other.label]);
    expect(readingTier(cooper, readTerm(['pista', 'de', 'cooper', 'em', 'sao', 'paulo']))).toBe(6);
  });

  it('breaks ties between tracks by nearness to the visitor', () => {
    const edinburgh = track('Meadowbank Sports Centre', 'Edinburgh', [55.9565, -3.1543]);
    const glasgow = track('Meadowbank', 'Glasgow', [55.86, -4.25]);
    const farEdinburgh = nearOf(55.86, -4.25);
    expect(labels(rankSuggestions([edinburgh, glasgow], 'meadowbank', null))[0]).toBe('Meadowbank - Glasgow');
    expect(labels(rankSuggestions([edinburgh, { ...glasgow, normalizedName: 'meadowbank x' }], 'meadowbank', farEdinburgh))[0]).toBe(
      'Meadowbank - Glasgow',
    );
    expect(labels(rankSuggestions([glasgow, { ...edinburgh, normalizedName: 'meadowbank' }], 'meadowbank', nearOf(55.95, -3.15)))[0]).toBe(
      'Meadowbank Sports Centre - Edinburgh',
    );
  });

  it('is a total order: any input order gives the same ranking', () => {
    const items = [saoPauloState, saoPauloCity, adamantina, aguai, rioState, rioCity, rioNorte, rioClaro];
    const want = rankSuggestions(items, 'sao', null).map((i) => i.id);
    fc.assert(
      fc.property(fc.shuffledSubarray(items, { minLength: items.length }), (shuffled) => {
        expect(rankSuggestions(shuffled, 'sao', null).map((i) => i.id)).toEqual(want);
      }),
    );
  });
});
