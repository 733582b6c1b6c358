// Photos of a track (issue 42): the sizes the Worker stores and the pages ask for, and the
// limits an upload meets, shared by the upload form (which scales a photo before sending it)
// and the Worker (which checks and re-encodes it).

/** Widths of the stored sizes, in pixels: a thumbnail for lists and popups, the gallery's, and the large view. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
/** The largest stored size: what the open data links and the link preview is cut from. */
export const LARGEST_PHOTO_WIDTH: PhotoWidth = PHOTO_WIDTHS[2];

/** The longest side a sent photo may have; the browser scales a larger one down before sending. */
export const MAX_PHOTO_SIDE = 2048;
/** The shortest side, below which a photo shows nothing of a track. */
export const MIN_PHOTO_SIDE = 200;
/** The largest file accepted: a 2048-px JPEG from a phone is 1 to 3 MB. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** The licences an uploader chooses from (SPDX identifiers), the first the default. */
export const PHOTO_LICENCES = ['CC-BY-SA-4.0', 'CC0-1.0'] as const;
export type PhotoLicence = (typeof PHOTO_LICENCES)[number];

/** Each licence's short name, shown under a photo, and where it is written out. */
export const PHOTO_LICENCE_NAMES: Record<PhotoLicence, string> = { 'CC-BY-SA-4.0': 'CC BY-SA 4.0', 'CC0-1.0': 'CC0' };
export const PHOTO_LICENCE_URLS: Record<PhotoLicence, string> = {
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
};

/**
 * The credit and licence that go with a photo wherever it is shown in text: "© Ana · CC BY-SA 4.0",
 * the © held to the name by a no-break space.
 */
export const photoCreditText = (photo: { credit: string; licence: PhotoLicence }) =>
  `${photo.credit ? `©\u00a0${photo.credit} · ` : ''}${PHOTO_LICENCE_NAMES[photo.licence]}`;

/** Where a stored size is served from. */
export const photoPath = (id: number, width: PhotoWidth) => `/photos/${id}/${width}.webp`;
