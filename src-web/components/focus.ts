// Where the keyboard focus goes when a button opens a form or a form closes. The button a
// keyboard or screen-reader user pressed disappears with the change, and the browser would drop
// the focus on the page's start; instead it lands in what they opened (its first field), or back
// on the button that opens it again.
import { useEffect, useRef } from 'react';

const FIELDS = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Focuses the first field inside the element; in a group of radio buttons, the chosen one. */
export function focusFirstField(container: HTMLElement | null): void {
  const field = container?.querySelector<HTMLElement>(FIELDS);
  if (!field) return;
  const chosen =
    field instanceof HTMLInputElement && field.type === 'radio' && field.name
      ? container!.querySelector<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(field.name)}"]:checked:not([disabled])`)
      : null;
  (chosen ?? field).focus();
}

/**
 * Calls `move` after a render in which `state` changed (never on the first render, so a page
 * that merely shows a form does not take the focus), with the state before the change.
 */
export function useFocusOnChange<T>(state: T, move: (state: T, previous: T) => void): void {
  const previous = useRef(state);
  useEffect(() => {
    if (Object.is(previous.current, state)) return;
    const before = previous.current;
    previous.current = state;
    move(state, before);
    // Only a change of state moves the focus; `move` is this render's own.
  }, [state]);
}
