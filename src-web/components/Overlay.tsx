// Track, area, calculator, static, contribute and blog pages open as a panel over the map
// (spec section 2); closing goes back to /search or to /.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Escape inside a form (a comment, an edit, a search) must not close the page and lose what was typed. */
function inForm(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('form, input, textarea, select, [contenteditable="true"]') !== null;
}

/** The page over the map: what "Skip to content" goes to when there is one. */
export const PAGE_CONTENT_ID = 'page-content';

export function Overlay({ closeTo, label, children }: { closeTo: '/search' | '/'; label: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.scrollTo({ top: 0 });
  }, [label]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && !inForm(event.target)) navigate(closeTo);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [closeTo, navigate]);

  return (
    <section className="overlay" aria-label={label} ref={panel}>
      <button
        type="button"
        className="overlay-close"
        aria-label={closeTo === '/search' ? t('app.closeToMap') : t('app.close')}
        title={t('app.close')}
        onClick={() => navigate(closeTo)}
      >
        <span aria-hidden="true">×</span>
      </button>
      {/* "Skip to content" lands here, on the page, not on the map drawn before it (App.tsx). */}
      <div className="overlay-body" id={PAGE_CONTENT_ID} tabIndex={-1}>
        {children}
      </div>
    </section>
  );
}
