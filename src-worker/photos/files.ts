// Where a photo's sizes live in the PHOTOS bucket: under a random key of their own, never the
// row's id, so the files can be written before the row that names them.
import type { PhotoWidth } from '../../src-shared/photos';

export const photoFileKey = (key: string, width: PhotoWidth) => `photos/${key}/${width}.webp`;
