// Areas (country -> first-level region -> town) for tracks, and each area's derived row:
// bounds, centre and altitude. The area page's summary and the counts are not stored with the
// area: the Worker writes the summary from the live tracks (src-shared/area-summary.ts) and
// counts live in area_counts (src-worker/db/area-counts.ts), which every import recounts.
import type { AreaRow } from '../../src-worker/db/areas';
import { findCity, findRegion, type AdminGeo, type City, type Region } from './admin-geo';

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

export interface Geography {
  /** The areas a point lies in, country first; empty at sea or outside every country. */
  locate(lat: number, lng: number): AreaInfo[];
  /** What the geography knows of an area already in the database. */
  describe(segment: string): AreaInfo | undefined;
}

export function adminGeography(geo: AdminGeo): Geography {
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
  return {
    locate(lat, lng) {
      const region = findRegion(geo, [lng, lat]);
      return region ? chain(region, findCity(region, [lng, lat])) : [];
    },
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
