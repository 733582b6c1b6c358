// The coordinate-search box (spec section 5, "Coordinate search"). Its message, "Please enter a
// set of valid coordinates. Ex: 40.730610, -73.935242", is the catalogue's map.coordinates.invalid.

/** "latitude,longitude" (or ";") as numbers, or null when the text is not a usable position. */
export function parseCoordinates(text: string): [number, number] | null {
  const parts = text.split(/[;,]/);
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((part) => (part.trim() === '' ? NaN : Number(part.trim()))) as [number, number];
  // Zero is refused too: it is what an empty or half-typed field parses to.
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0 || lng === 0) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return [lat, lng];
}
