// The forms (track, comment, visit report, recommend), their validation and progress messages, the edit history and the contribute page, in German (src-web/i18n/catalogues/en/forms.ts is the source).
import type { CatalogueGroup } from '../en';

export const forms: CatalogueGroup<'forms'> = {};
