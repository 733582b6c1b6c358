// Areas (country -> first-level region -> town) for tracks, and each area's derived row:
// bounds, centre and altitude. The area page's summary and the counts are not stored with the
// area: the Worker writes the summary from the live tracks (src-shared/area-summary.ts) and
// counts live in area_counts (src-worker/db/area-counts.ts), which every import recounts.
import type { AreaRow } from '../../src-worker/db/areas';
import { findCity, findRegion, TOWN_PULL, type AdminGeo, type City, type Region, type TownPull } from './admin-geo';
import { PlaceIndex, placeKey, sameKey } from './place-names';

export interface AreaInfo {
  /** Full path, "brazil/sao-paulo/campinas". */
  segment: string;
  name: string;
  level: 0 | 1 | 2;
  parent: string | null;
  /** [west, south, east, north] of the area's outline (regions), when known. */
  bbox: [number, number, number, number] | null;
  /** A town's own point; null for countries and regions. */
  center: { lat: number; lng: number } | null;
}

/**
 * Why a track is in its area: the source names the place ('source'), the town with the strongest
 * pull around it ('estimate', admin-geo.ts findCity), no town near, so its region or council
 * area ('region'), or at sea ('none').
 */
export type PlacedBy = 'source' | 'estimate' | 'region' | 'none';

export interface Placement {
  /** The areas the track lies in, country first; empty at sea or outside every country. */
  chain: AreaInfo[];
  by: PlacedBy;
  /** The source's own words for the place, when by is 'source'. */
  name: string | null;
}

export interface Geography {
  /** The areas a point lies in, country first; empty at sea or outside every country. */
  locate(lat: number, lng: number): AreaInfo[];
  /**
   * Where a track is: the first of the place names its source states (most specific first) that
   * is a town of its region near it (in the UK, of its nation; or a council area around it), else
   * the estimate, as locate.
   */
  place(lat: number, lng: number, names?: readonly string[]): Placement;
  /** What the geography knows of an area already in the database. */
  describe(segment: string): AreaInfo | undefined;
}

export function adminGeography(geo: AdminGeo, pull: TownPull = TOWN_PULL): Geography {
  const known = new Map<string, AreaInfo>();
  const remember = (area: AreaInfo) => {
    if (!known.has(area.segment)) known.set(area.segment, area);
    return known.get(area.segment)!;
  };
  // The towns of each country part by their full segment (unique there, scripts/build-geo.ts).
  const partTowns = new Map<string, { region: Region; city: City }>();
  for (const region of geo.regions) {
    if (!region.part) continue;
    for (const city of region.cities) {
      const segment = `${region.country.segment}/${region.part.segment}/${city.segment}`;
      if (!partTowns.has(segment)) partTowns.set(segment, { region, city });
    }
  }
  const townArea = (parent: AreaInfo, city: City): AreaInfo =>
    remember({
      segment: `${parent.segment}/${city.segment}`,
      name: city.name,
      level: 2,
      parent: parent.segment,
      bbox: null,
      center: { lat: city.lat, lng: city.lng },
    });
  /**
   * Country, region, town. In a country whose regions are grouped into parts (the UK), the part
   * is the region level (United Kingdom, Scotland) and the place below it is the town, or, far
   * from every town, the council area or county the track lies in (Highland). A council area
   * and a town of the same name (Aberdeen) share their segment, so they are one area: the town.
   */
  const chain = (region: Region, city: City | null): AreaInfo[] => {
    const country = remember({
      segment: region.country.segment,
      name: region.country.name,
      level: 0,
      parent: null,
      bbox: null,
      center: null,
    });
    if (region.part) {
      const partArea = remember({
        segment: `${country.segment}/${region.part.segment}`,
        name: region.part.name,
        level: 1,
        parent: country.segment,
        bbox: null,
        center: null,
      });
      const segment = `${partArea.segment}/${region.segment}`;
      const place = city ?? partTowns.get(segment)?.city;
      if (place) return [country, partArea, townArea(partArea, place)];
      return [
        country,
        partArea,
        remember({ segment, name: region.name, level: 2, parent: partArea.segment, bbox: region.bbox, center: null }),
      ];
    }
    const regionArea = remember({
      segment: `${country.segment}/${region.segment}`,
      name: region.name,
      level: 1,
      parent: country.segment,
      bbox: region.bbox,
      center: null,
    });
    return city ? [country, regionArea, townArea(regionArea, city)] : [country, regionArea];
  };
  /** Builds the chain that ends at a stored area's segment, so describe() agrees with locate(). */
  const chainTo = (segment: string): void => {
    const [countrySegment, second, third] = segment.split('/');
    const town = partTowns.get(segment);
    if (town) return void chain(town.region, town.city);
    for (const region of geo.regions) {
      if (region.country.segment !== countrySegment) continue;
      if (second !== undefined && (region.part?.segment ?? region.segment) !== second) continue;
      if (third === undefined || (region.part && region.segment === third)) return void chain(region, null);
      const city = region.part ? null : region.cities.find((c) => c.segment === third);
      if (city) return void chain(region, city);
    }
  };
  // The towns a source's place name is looked up in: the region's, or in a country of parts
  // (the UK) the part's, as its towns sit under the part (a register files Kilsyth Academy, in
  // North Lanarkshire, under Glasgow). Built on first use.
  const townIndexes = new Map<Region | string, PlaceIndex<City & { region: Region }>>();
  const scopeKey = (region: Region) => (region.part ? `${region.country.code}/${region.part.segment}` : region);
  const townsNamed = (region: Region) => {
    const key = scopeKey(region);
    let index = townIndexes.get(key);
    if (!index) {
      const scope = region.part
        ? geo.regions.filter((r) => r.country === region.country && r.part?.segment === region.part!.segment)
        : [region];
      index = new PlaceIndex(
        scope.flatMap((r) => r.cities.map((city) => ({ ...city, region: r }))),
        (city) => city.name,
      );
      townIndexes.set(key, index);
    }
    return index;
  };
  /** A council area of the part the point lies in or beside, by name (a register's "City of Edinburgh", "Orkney Islands"). */
  const councilArea = (region: Region, name: string, [lng, lat]: [number, number]): Region | null => {
    if (!region.part) return null;
    const key = placeKey(name);
    const margin = 0.1;
    return (
      geo.regions.find(
        (r) =>
          r.country === region.country &&
          r.part?.segment === region.part!.segment &&
          lng >= r.bbox[0] - margin &&
          lng <= r.bbox[2] + margin &&
          lat >= r.bbox[1] - margin &&
          lat <= r.bbox[3] + margin &&
          sameKey(key, placeKey(r.name)),
      ) ?? null
    );
  };
  const place = (lat: number, lng: number, names: readonly string[] = []): Placement => {
    const point: [number, number] = [lng, lat];
    const region = findRegion(geo, point);
    if (!region) return { chain: [], by: 'none', name: null };
    for (const name of names) {
      const town = townsNamed(region).find(name, point);
      if (town) return { chain: chain(town.region, town), by: 'source', name };
      const council = councilArea(region, name, point);
      if (council) return { chain: chain(council, null), by: 'source', name };
    }
    const city = findCity(region, point, pull);
    return { chain: chain(region, city), by: city ? 'estimate' : 'region', name: null };
  };
  return {
    locate: (lat, lng) => place(lat, lng).chain,
    place,
    describe(segment) {
      if (!known.has(segment)) chainTo(segment);
      return known.get(segment);
    },
  };
}

/** What an area's row derives from: its tracks that are not permanently removed. */
export interface AreaTrack {
  center_lat: number;
  center_lng: number;
  altitude: number | null;
}

/** What the importer computes for an area: the stored row's derived columns. */
export type AreaFigures = Omit<AreaRow, 'id' | 'parent_id' | 'level' | 'name' | 'url_segment'>;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** [min, max] of the known values, [null, null] when there are none (a loop: countries have 50,000 tracks). */
function extent(values: readonly (number | null)[]): [number | null, number | null] {
  let min: number | null = null;
  let max: number | null = null;
  for (const value of values) {
    if (value === null) continue;
    if (min === null || value < min) min = value;
    if (max === null || value > max) max = value;
  }
  return [min, max];
}

/** Bounds contain every track and the area's own outline or town point; the centre is a town's point, else the middle of the bounds. */
export function areaFigures(area: AreaInfo, tracks: readonly AreaTrack[], childBounds: readonly AreaFigures[]): AreaFigures {
  const lats = [...tracks.map((t) => t.center_lat), ...childBounds.flatMap((b) => [b.bound_north, b.bound_south])];
  const lngs = [...tracks.map((t) => t.center_lng), ...childBounds.flatMap((b) => [b.bound_east, b.bound_west])];
  if (area.bbox) {
    lats.push(area.bbox[1], area.bbox[3]);
    lngs.push(area.bbox[0], area.bbox[2]);
  }
  if (area.center) {
    lats.push(area.center.lat);
    lngs.push(area.center.lng);
  }
  const [south, north] = extent(lats);
  const [west, east] = extent(lngs);
  const bounds = south === null || west === null ? null : { north: north!, south, east: east!, west };
  const altitudes = tracks
    .map((t) => t.altitude)
    .filter((a): a is number => a !== null)
    .sort((a, b) => a - b);
  return {
    bound_north: bounds && round6(bounds.north),
    bound_south: bounds && round6(bounds.south),
    bound_east: bounds && round6(bounds.east),
    bound_west: bounds && round6(bounds.west),
    center_lat: area.center ? round6(area.center.lat) : bounds && round6((bounds.north + bounds.south) / 2),
    center_lng: area.center ? round6(area.center.lng) : bounds && round6((bounds.east + bounds.west) / 2),
    // The median of what the tracks' sources state; never invented where none does.
    altitude: altitudes.length > 0 ? altitudes[Math.floor(altitudes.length / 2)]! : null,
    // Written from the live tracks when the page is read; an older import's text, which writes
    // since then would have made untrue, is cleared.
    track_info: null,
  };
}
