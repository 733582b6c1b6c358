// The header's language switcher (issue 24): the choice is kept in local storage and in a cookie,
// so the Worker draws the next page's HTML in it too; an address that names a language (?lang=)
// follows the choice. The page's <html lang> and dir follow the language shown.
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberInCookie } from '../../src-shared/cookies';
import {
  isRightToLeft,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageOf,
  type Language,
} from '../../src-shared/languages';
import { switchLanguage } from './i18n';

function rememberedLanguage(): Language | null {
  try {
    return languageOf(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  rememberInCookie(LANGUAGE_COOKIE, language);
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const shown = languageOf(i18n.language) ?? 'en';

  useEffect(() => {
    document.documentElement.lang = shown;
    document.documentElement.dir = isRightToLeft(shown) ? 'rtl' : 'ltr';
  }, [shown]);

  const choose = (language: Language) => {
    remember(language);
    void switchLanguage(i18n, language);
    const query = new URLSearchParams(location.search);
    if (query.has(LANGUAGE_PARAM)) {
      query.set(LANGUAGE_PARAM, language);
      navigate({ search: `?${query}` }, { replace: true });
    }
  };

  // A language chosen on an earlier visit, when this page was drawn in another (the cookie was
  // cleared, or the address named none): the choice wins, unless the address names a language.
  useEffect(() => {
    const remembered = rememberedLanguage();
    if (remembered && remembered !== shown && !new URLSearchParams(location.search).has(LANGUAGE_PARAM)) choose(remembered);
    // Once, after the page was taken over.
  }, []);

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select id={id} value={shown} onChange={(event) => choose(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
