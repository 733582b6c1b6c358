// From a file on disk to parsed tracks, whatever its format.
import { readFileSync } from 'node:fs';
import { censusJsonRecords, censusTracks, parseCsv, validateMapping, type CensusMapping } from './census';
import { isGeoJsonCollection, isOverpassAnswer, readGeoJson, readOverpass } from './osm-input';
import { osmTracksFrom } from './osm-tracks';
import type { ParsedSource } from './track-record';

function parseJson(text: string, fileName: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${fileName} is not valid JSON (${(error as Error).message.replace(/\s+/g, ' ')})`);
  }
}

/** Parses the text of an import file: Overpass JSON and OSM GeoJSON by their shape; a census needs its mapping. */
export function parseSourceText(text: string, fileName: string, census?: CensusMapping): ParsedSource {
  if (census) {
    const mapping = validateMapping(census);
    const records = /\.csv$/i.test(fileName) ? parseCsv(text) : censusJsonRecords(parseJson(text, fileName));
    return censusTracks(records, mapping);
  }
  const data = parseJson(text, fileName);
  if (isOverpassAnswer(data)) return osmTracksFrom(readOverpass(data));
  if (isGeoJsonCollection(data)) return osmTracksFrom(readGeoJson(data));
  throw new Error(`${fileName}: neither an Overpass API answer nor a GeoJSON FeatureCollection (for a census file, give --mapping)`);
}

export function readSource(path: string, census?: CensusMapping): ParsedSource {
  return parseSourceText(readFileSync(path, 'utf8'), path, census);
}
