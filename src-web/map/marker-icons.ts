// The marker icons (spec section 3, "Marker variants"), defined once and cached per variant.
import L from 'leaflet';
import { markerVariantName, type MarkerBase, type MarkerChoice } from '../rules/markers';

const PIN_COLOURS: Record<MarkerBase, string> = {
  'track-open': '#15803d',
  'track-closed': '#b91c1c',
  'track-removed': '#6b7280',
  track: '#c2410c',
};

const HEART =
  '<circle cx="27" cy="7" r="6.5" fill="#fff"/><path d="M27 11.2l-3.4-3.3a2 2 0 0 1 3.4-2.1 2 2 0 0 1 3.4 2.1z" fill="#db2777"/>';
const COMMENTS = '<circle cx="5" cy="7" r="5.5" fill="#fff"/><path d="M2.3 4.8h5.4v3.4H5.2L3.6 9.6V8.2H2.3z" fill="#1d4ed8"/>';

function pinSvg(choice: MarkerChoice): string {
  const colour = PIN_COLOURS[choice.base];
  // A pin with a small track oval inside: the product's mark.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
<path d="M16 41c-1-4-12-14-12-24a12 12 0 0 1 24 0c0 10-11 20-12 24z" fill="${colour}" stroke="#fff" stroke-width="2"/>
<rect x="9.5" y="12" width="13" height="9" rx="4.5" fill="none" stroke="#fff" stroke-width="2"/>
${choice.heart ? HEART : ''}${choice.comments ? COMMENTS : ''}</svg>`;
}

const iconCache = new Map<string, L.DivIcon>();

export function markerIcon(choice: MarkerChoice): L.DivIcon {
  const name = markerVariantName(choice);
  let icon = iconCache.get(name);
  if (!icon) {
    icon = L.divIcon({ html: pinSvg(choice), className: `track-marker ${name}`, iconSize: [32, 42], iconAnchor: [16, 41] });
    iconCache.set(name, icon);
  }
  return icon;
}

/** One pin for tracks at one spot (map/track-stacks.ts), with how many (in the page's digits): a click lists them. */
export function stackIcon(countText: string): L.DivIcon {
  const html = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="42" viewBox="0 0 36 42" aria-hidden="true">
<path d="M16 41c-1-4-12-14-12-24a12 12 0 0 1 24 0c0 10-11 20-12 24z" fill="${PIN_COLOURS.track}" stroke="#fff" stroke-width="2"/>
<rect x="9.5" y="12" width="13" height="9" rx="4.5" fill="none" stroke="#fff" stroke-width="2"/>
<circle cx="27" cy="8" r="7.5" fill="#1c1917" stroke="#fff" stroke-width="1.5"/>
<text x="27" y="11.5" text-anchor="middle" font-size="10" font-weight="700" fill="#fff" font-family="system-ui, sans-serif">${countText}</text></svg>`;
  return L.divIcon({ html, className: 'track-marker track-stack', iconSize: [36, 42], iconAnchor: [16, 41], popupAnchor: [0, -38] });
}

/** A numbered circle for a cluster, in the look of Leaflet.markercluster (small, medium, large), its count in the page's digits. */
export function clusterIcon(count: number, countText: string): L.DivIcon {
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  return L.divIcon({
    html: `<div><span>${countText}</span></div>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: [40, 40],
  });
}
