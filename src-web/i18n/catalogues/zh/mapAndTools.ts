// The map (filters, notices, the add-a-track question, the list beside it), the search suggestions, the coverage summary and the track calculator, in Simplified Chinese (src-web/i18n/catalogues/en/mapAndTools.ts is the source).
import type { CatalogueGroup } from '../en';

export const mapAndTools: CatalogueGroup<'mapAndTools'> = {};
