// "Directions" on a track page (issue 39): a route to the track, not a pin. Google Maps' public
// URL scheme (maps/dir, api=1) opens the phone's maps app where one is installed, else the web
// page, each routing from where the runner is; it needs no key and sends nothing of ours.
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
