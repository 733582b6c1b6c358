// The header links of spec section 2; on a phone they fold into a menu.
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSiteName } from '../site';
import { Logo } from './Logo';

const HEADER_LINKS = [
  { to: '/', label: 'Start page' },
  { to: '/ai-search', label: 'AI search' },
  { to: '/search', label: 'Browse map' },
  { to: '/track-calculator', label: 'Track calculator' },
  { to: '/contribute', label: 'Add or edit a track' },
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const siteName = useSiteName();
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
        Menu
      </button>
      <nav id="site-nav" aria-label="Main" className={menuOpen ? 'site-nav open' : 'site-nav'}>
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
