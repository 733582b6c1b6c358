// The link-preview picture's size (1200 × 630, the size Open Graph cards show whole) and its
// right-hand panel's, apart from the drawing (preview-render.ts) so the routes and the photo's
// panel (photos/preview-panel.ts) can read them without loading the drawing's engines.
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The brand's band along the top. */
export const PREVIEW_TOP_BAND = 12;
/** The right-hand panel, under the band: the track drawing, or the track's photo. */
export const PREVIEW_PANEL_WIDTH = 440;
export const PREVIEW_PANEL_HEIGHT = PREVIEW_HEIGHT - PREVIEW_TOP_BAND;
