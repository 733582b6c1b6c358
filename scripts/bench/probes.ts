// Scripts that run inside the measured page before any of its own (Playwright init scripts), so
// they see everything from navigation start. They only record (performance.now(), whose origin
// is navigation start); the bench reads window.__bench afterwards. Plain strings, not functions:
// tsx would rewrite functions with helpers that do not exist in the page.

/** What counts as "tracks on the map": a track marker or a cluster. */
export const MARKER_SELECTOR = '.leaflet-marker-icon.track-marker, .marker-cluster';

/**
 * Runs `callback(performance.now())` once the frame after now has been painted: a rAF runs just
 * before the frame is rendered, and a message posted from it arrives after that frame.
 */
const AFTER_NEXT_PAINT = `
  const afterNextPaint = (callback) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(0);
  });`;

/**
 * Every page: long tasks (buffered: tasks before the observer count too), the latest LCP
 * candidate, and when the first marker or cluster entered the DOM and was painted.
 */
export const PAGE_PROBE = `(() => {
  ${AFTER_NEXT_PAINT}
  const bench = (window.__bench = { longTasks: [], lcp: null, markerInserted: null, markerPainted: null });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      if (entries.length) bench.lcp = entries[entries.length - 1].startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  const markers = new MutationObserver(() => {
    if (bench.markerInserted !== null || !document.querySelector(${JSON.stringify(MARKER_SELECTOR)})) return;
    bench.markerInserted = performance.now();
    markers.disconnect();
    afterNextPaint((t) => (bench.markerPainted = t));
  });
  markers.observe(document, { childList: true, subtree: true });
})();`;

/**
 * The start page's search box: for each key, from its keydown (a capturing listener, so before
 * the app's own) to the paint after the suggestions for the input's new value are on screen.
 * Both readings are recorded for every key, and the bench picks by what the app did:
 *  - An app that marks its box .suggestion-box[data-term] (results may arrive asynchronously,
 *    after a debounce and a server round trip; window.__typingSawTerm): done when data-term
 *    equals the key's value (termDone). Keys overtaken by a later value before their own
 *    results showed are "superseded" and done when the later results show: that is how long
 *    the person waited for fresh suggestions.
 *  - An app without data-term renders synchronously: done at the first change inside
 *    .suggestion-box (or its appearance) after the key (syncDone). A key that changes nothing
 *    there (a trailing space) is "unchanged": the paint after its input event is the answer.
 * delay: how long the keydown waited for the main thread (event.timeStamp to the listener).
 */
export const TYPING_PROBE = `(() => {
  ${AFTER_NEXT_PAINT}
  const keys = (window.__typing = []);
  window.__typingSawTerm = false;
  let waitingForTerm = [];
  let waitingForChange = [];
  const isSearchBox = (el) => el instanceof HTMLInputElement && el.type === 'search';
  // Keys whose box did not change before the next key (or the end): their input paint counts.
  window.__typingSettle = () => {
    for (const r of waitingForChange) {
      r.syncHow = 'unchanged';
      if (r.inputPaint !== null) r.syncDone = r.inputPaint;
      else r.syncDoneAtInputPaint = true;
    }
    waitingForChange = [];
  };
  addEventListener('keydown', (event) => {
    if (!isSearchBox(event.target)) return;
    window.__typingSettle();
    const now = performance.now();
    keys.push({ key: event.key, t0: now, delay: now - event.timeStamp, value: null, inputPaint: null,
      syncDone: null, syncHow: null, syncDoneAtInputPaint: false, termDone: null, termHow: null });
  }, true);
  addEventListener('input', (event) => {
    if (!isSearchBox(event.target)) return;
    const record = keys[keys.length - 1];
    if (!record || record.value !== null) return;
    record.value = event.target.value;
    waitingForTerm.push(record);
    waitingForChange.push(record);
    afterNextPaint((t) => {
      record.inputPaint = t;
      if (record.syncDoneAtInputPaint) record.syncDone = t;
    });
  }, true);
  const inBox = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return !!(el && el.closest('.suggestion-box'));
  };
  const addsBox = (m) => [...m.addedNodes].some((n) => n.nodeType === 1 && (n.matches('.suggestion-box') || n.querySelector('.suggestion-box')));
  new MutationObserver((mutations) => {
    const box = document.querySelector('.suggestion-box[data-term]');
    if (box) {
      window.__typingSawTerm = true;
      const term = box.getAttribute('data-term');
      let last = -1;
      waitingForTerm.forEach((r, i) => { if (r.value === term) last = i; });
      if (last >= 0) {
        const shown = waitingForTerm.splice(0, last + 1);
        afterNextPaint((t) => shown.forEach((r, i) => { r.termDone = t; r.termHow = i < shown.length - 1 ? 'superseded' : 'data-term'; }));
      }
    }
    if (waitingForChange.length > 0 && mutations.some((m) => inBox(m.target) || addsBox(m))) {
      const changed = waitingForChange.splice(0);
      afterNextPaint((t) => changed.forEach((r) => { r.syncDone = t; r.syncHow = 'mutation'; }));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;

/**
 * The first HTML's figures (issue 23): the latest largest-contentful-paint candidate and what it
 * was, and every layout shift (buffered, so those before the observer count) with the elements
 * that moved. Shifts right after input (hadRecentInput) are the visitor's own and are left out.
 */
export const LAYOUT_PROBE = `(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : 'none';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
    const text = (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return node.tagName.toLowerCase() + cls + (text ? ' "' + text + '"' : '');
  };
  const paint = (window.__paint = { lcp: null, lcpElement: null, shifts: [] });
  try {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      const last = entries[entries.length - 1];
      if (last) { paint.lcp = last.startTime; paint.lcpElement = describe(last.element); }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        paint.shifts.push({ value: entry.value, startTime: entry.startTime, sources: (entry.sources || []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
})();`;
