// Now, for texts that depend on the time (the access badge, the last 30 days' visit reports).
import { useEffect, useState } from 'react';
import { useRenderedAt } from '../api/initial-data';
import { useIsClient } from './hydration';

/**
 * Now, moved on every minute so the badge turns from "Opens at" to "Open now" on its own. Taking
 * over the page's HTML, it starts at the time the HTML was rendered at, so both say the same.
 */
export function useNow(): Date {
  const renderedAt = useRenderedAt();
  const hydrating = !useIsClient();
  const [now, setNow] = useState(() => (hydrating && renderedAt) || new Date());
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
