// The track filters (issue 14): open now, free, public access, lit, indoor, as toggle buttons
// over the map and in the start page's Track tab. One set for both, so a filter chosen while
// searching still holds on the map. "Open now" asks about the current quarter hour and moves on
// with the clock.
import { useAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAP_FILTERS, QUARTER_HOUR_MS, quarterHourOf, type MapFilter, type MapFilterName } from '../../src-shared/map-filters';
import { mapFiltersAtom } from '../state/atoms';

/** The current quarter hour, changing at each quarter's start while `active`. */
function useQuarterHour(active: boolean): number {
  const [quarter, setQuarter] = useState(() => quarterHourOf(new Date()));
  useEffect(() => {
    if (!active) return;
    setQuarter(quarterHourOf(new Date()));
    let timer: number;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setQuarter(quarterHourOf(new Date()));
          schedule();
        },
        QUARTER_HOUR_MS - (Date.now() % QUARTER_HOUR_MS) + 500,
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [active]);
  return quarter;
}

/** The filter the map asks with, one object per change so the map asks only when it changes. */
export function useMapFilter(): MapFilter {
  const [on] = useAtom(mapFiltersAtom);
  const quarter = useQuarterHour(on.has('open'));
  return useMemo(
    () => ({
      open: on.has('open') ? quarter : undefined,
      free: on.has('free'),
      public: on.has('public'),
      lit: on.has('lit'),
      indoor: on.has('indoor'),
    }),
    [on, quarter],
  );
}

/** `className` places the group: over the map by default. */
export function MapFilters({ className = 'map-filters' }: { className?: string }) {
  const { t } = useTranslation();
  const [on, setOn] = useAtom(mapFiltersAtom);
  const toggle = (name: MapFilterName) =>
    setOn((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return (
    <div className={className} role="group" aria-label={t('map.filters.label')}>
      {MAP_FILTERS.map((name) => (
        <button key={name} type="button" className="map-filter" aria-pressed={on.has(name)} onClick={() => toggle(name)}>
          {t(`map.filters.${name}`)}
        </button>
      ))}
    </div>
  );
}
