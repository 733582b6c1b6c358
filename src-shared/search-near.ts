// The place suggestions are ordered near (the API's `near` parameter), apart from the ranking
// itself (search-rank.ts), so the start page reads it without loading how terms are read.

/** The visitor's view centre or location, with the cosine of its latitude (degrees of longitude shrink towards the poles). */
export interface Near {
  lat: number;
  lng: number;
  cosLat: number;
}

export const nearOf = (lat: number, lng: number): Near => ({ lat, lng, cosLat: Math.cos((lat * Math.PI) / 180) });

/**
 * A place as the API's `near` parameter reads it, "lat,lng", rounded to a tenth of a degree
 * (about 10 km): near enough to order places by, and shared by the visitors of one city, whose
 * answers are then cached once.
 */
export const nearParam = (lat: number, lng: number) => `${Math.round(lat * 10) / 10},${Math.round(lng * 10) / 10}`;

/** The place of a `near` parameter (validated by src-shared/schemas/search.ts), or null. */
export function nearFromParam(param: string | null | undefined): Near | null {
  if (!param) return null;
  const [lat, lng] = param.split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? nearOf(lat!, lng!) : null;
}
