// The names the site knows, read from D1 (recognise/gazetteer.ts): what the chat hands the
// recogniser and the offline assistant, so neither reads the database itself.
import type { Gazetteer } from '../recognise/gazetteer';
import type { Db } from '../env';
import { findAreaById, findAreaBySegment } from './areas';
import { areasByOtherNames, namesBeginning, namesStartingWith, tracksContaining, wordsOneSlipAway } from './chat-names';
import { exampleNames } from './chat-search';
import { didYouMean } from './search';

export function gazetteerOf(db: Db): Gazetteer {
  return {
    namesBeginning: (grams) => namesBeginning(db, grams),
    namesStartingWith: (letters) => namesStartingWith(db, letters),
    tracksContaining: (words, limit) => tracksContaining(db, words, limit),
    wordsOneSlipAway: (words) => wordsOneSlipAway(db, words),
    areasByOtherNames: (names) => areasByOtherNames(db, names),
    areaById: (id) => findAreaById(db, id),
    areaBySegment: (segment) => findAreaBySegment(db, segment),
    didYouMean: (words, near) => didYouMean(db, words, near),
    exampleNames: (countrySegment) => exampleNames(db, countrySegment),
  };
}
