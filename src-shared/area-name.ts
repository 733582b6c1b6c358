// The name a page shows an area by: the one the data gives in the page's language ("Brasilien"
// on a Swedish page, from area_display_names), else the area's own.
import type { DisplayNames } from './api-types';
import type { Language } from './enums';

/** What an area is named by: its own name and, where the data has them, its names in other languages. */
export interface NamedArea {
  name: string;
  names?: DisplayNames;
}

export const areaName = (area: NamedArea, language: string): string => area.names?.[language as Language] ?? area.name;
