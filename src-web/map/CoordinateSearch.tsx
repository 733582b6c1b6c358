// The coordinate-search box (spec sections 2 and 5): the key f opens it on /search at a window
// width of 800 px or more; Escape closes it; a valid "latitude,longitude" jumps there at zoom 16.
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCoordinates } from '../rules/coordinates';
import { mapTargetAtom } from '../state/atoms';
import { useShowMessage } from '../state/messages';

export const COORDINATE_SEARCH_MIN_WIDTH = 800;
const COORDINATE_ZOOM = 16;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function CoordinateSearch({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const setMapTarget = useSetAtom(mapTargetAtom);
  const showMessage = useShowMessage();
  const inputId = useId();

  useEffect(() => {
    if (!active) return setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return setOpen(false);
      if (event.key !== 'f' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (window.innerWidth < COORDINATE_SEARCH_MIN_WIDTH) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);

  if (!open) return null;

  const jump = (event: FormEvent) => {
    event.preventDefault();
    const position = parseCoordinates(text);
    if (!position) return showMessage(t('map.coordinates.invalid'));
    setMapTarget({ kind: 'view', view: { center: position, zoom: COORDINATE_ZOOM } });
    setOpen(false);
    setText('');
  };

  return (
    <form className="coordinate-search map-card" onSubmit={jump} role="search" aria-label={t('map.coordinates.label')}>
      <label htmlFor={inputId}>{t('map.coordinates.heading')}</label>
      <div className="inline-form">
        <input
          id={inputId}
          // biome-ignore lint/a11y/noAutofocus: the box opens at the runner's own key press (f) to be typed into at once.
          autoFocus
          placeholder={t('map.coordinates.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        />
        <button type="submit" className="button primary small">
          {t('map.coordinates.go')}
        </button>
      </div>
    </form>
  );
}
