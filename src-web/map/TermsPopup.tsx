// The terms popup of the map (spec section 2), until dismissed; the dismissal is kept in local
// storage under termsPopupHidden, and in a cookie of that name so the Worker knows it too: a
// first visit gets the popup in the page's first HTML (it paints before the map's code loads),
// a returning visitor's HTML has none, so it never flashes.
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cookieValue, rememberInCookie, TERMS_POPUP_COOKIE } from '../../src-shared/cookies';
import { InitialDataContext } from '../api/initial-data';
import { useIsClient } from '../state/hydration';
import { TaggedText } from '../components/TaggedText';

export const TERMS_POPUP_STORAGE_KEY = 'termsPopupHidden';

function wasDismissed(): boolean {
  if (cookieValue(document.cookie, TERMS_POPUP_COOKIE) === 'true') return true;
  try {
    if (localStorage.getItem(TERMS_POPUP_STORAGE_KEY) !== 'true') return false;
  } catch {
    return false;
  }
  // Dismissed before the cookie was kept: the Worker learns it for the next page.
  rememberInCookie(TERMS_POPUP_COOKIE, 'true');
  return true;
}

export function TermsPopup() {
  // The first render draws what the page's HTML has (the Worker's reading of the cookie, or none
  // when the Worker did not say); from the next one on, the browser's own storage decides.
  const renderedHidden = useContext(InitialDataContext)?.termsPopupHidden ?? true;
  const isClient = useIsClient();
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  if (hidden || (isClient ? wasDismissed() : renderedHidden)) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(TERMS_POPUP_STORAGE_KEY, 'true');
    } catch {
      // Private modes may refuse storage; the cookie still keeps it.
    }
    rememberInCookie(TERMS_POPUP_COOKIE, 'true');
    setHidden(true);
  };
  return (
    <div className="terms-popup map-card" role="dialog" aria-label={t('terms.popupLabel')}>
      <p>
        <TaggedText text={t('terms.popup')} tags={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
      </p>
      <button type="button" className="button primary small" onClick={dismiss}>
        {t('terms.ok')}
      </button>
    </div>
  );
}
