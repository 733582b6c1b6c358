// The track and area pages: facts, access and hours, recommends, comments, visit reports, in Japanese (src-web/i18n/catalogues/en/trackPages.ts is the source).
import type { CatalogueGroup } from '../en';

export const trackPages: CatalogueGroup<'trackPages'> = {};
