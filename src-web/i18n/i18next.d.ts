// Keys checked at compile time: t('header.menu') must be a key of the English catalogue.
import 'i18next';
import type { en } from '../../src-shared/catalogues/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: { site: typeof en };
  }
}
