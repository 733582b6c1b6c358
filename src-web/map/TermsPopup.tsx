// The terms popup of the map (spec section 2), until dismissed; the dismissal is kept in local
// storage under termsPopupHidden.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useIsClient } from '../state/hydration';

export const TERMS_POPUP_STORAGE_KEY = 'termsPopupHidden';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(TERMS_POPUP_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function TermsPopup() {
  // Only the browser knows whether it was dismissed: the page's first HTML never shows it, so a
  // returning visitor does not see it flash.
  const isClient = useIsClient();
  const [hidden, setHidden] = useState(false);
  if (!isClient || hidden || wasDismissed()) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(TERMS_POPUP_STORAGE_KEY, 'true');
    } catch {
      // Private modes may refuse storage; the popup then stays hidden for this visit only.
    }
    setHidden(true);
  };
  return (
    <div className="terms-popup map-card" role="dialog" aria-label="Terms of use">
      <p>
        Track data is shared by runners and may be out of date. By using the map you accept our <Link to="/terms">terms</Link> and{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
      <button type="button" className="button primary small" onClick={dismiss}>
        OK
      </button>
    </div>
  );
}
