// The terms popup of the map (spec section 2), until dismissed; the dismissal is kept in local
// storage under termsPopupHidden.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
    <div className="terms-popup map-card" role="dialog" aria-label={t('terms.popupLabel')}>
      <p>
        <Trans t={t} i18nKey="terms.popup" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
      </p>
      <button type="button" className="button primary small" onClick={dismiss}>
        {t('terms.ok')}
      </button>
    </div>
  );
}
