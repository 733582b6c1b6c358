// The header links of spec section 2 and the language switcher; on a phone the links fold into a menu.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { useSiteName } from '../site';
import { Logo } from './Logo';
import { PAGES } from '../rules/pages';

const HEADER_LINKS = [
  { to: PAGES.start.path, label: 'start' },
  { to: PAGES.chat.path, label: 'aiSearch' },
  { to: PAGES.search.path, label: 'browseMap' },
  { to: PAGES.calculator.path, label: 'calculator' },
  { to: PAGES.contribute.path, label: 'contribute' },
  { to: PAGES.about.path, label: 'about' },
  { to: PAGES.terms.path, label: 'terms' },
  { to: PAGES.privacy.path, label: 'privacy' },
] as const;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const { t } = useTranslation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <Link to="/" className="brand">
        <Logo />
        <span>{siteName}</span>
      </Link>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="site-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className="menu-icon" aria-hidden="true" />
        <span className="menu-toggle-label">{t('header.menu')}</span>
      </button>
      <nav id="site-nav" aria-label={t('header.mainNavigation')} className={menuOpen ? 'site-nav open' : 'site-nav'}>
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {t(`header.${link.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher />
    </header>
  );
}
