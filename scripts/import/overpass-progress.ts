// What the OSM import command says while it fetches: one line rewritten in place on a terminal,
// plain lines now and then in a log.
import type { FetchEvent } from './overpass-fetch';

const count = (n: number) => n.toLocaleString('en-US');

export function formatEvent(event: FetchEvent): string {
  switch (event.kind) {
    case 'start':
      return `${count(event.tiles)} tiles to fetch${event.cached ? `; ${count(event.cached)} of ${count(event.tiles)} tiles from an earlier run` : ''} (answers kept in ${event.cacheDir} until imported)`;
    case 'tile':
      return `tile ${count(event.done)}/${count(event.tiles)} · ${count(event.tracks)} tracks so far`;
    case 'retry':
      return `tile ${event.tile}: ${event.reason}, waiting ${Math.ceil(event.waitMs / 1000)} s before attempt ${event.attempt + 1} of ${event.maxAttempts}`;
    case 'split':
      return `tile ${event.tile}: Overpass stopped (${event.remark}); asking for its four quarters instead`;
  }
}

/** A log gets a tile line at most this often (and the last one always), not one per tile of a world run. */
export const LOG_INTERVAL_MS = 10_000;

export function progressPrinter(stream: { isTTY?: boolean; write(text: string): unknown }, now = Date.now): (event: FetchEvent) => void {
  let lineOpen = false;
  let lastLogged = -Infinity;
  return (event) => {
    const text = formatEvent(event);
    if (event.kind !== 'tile') {
      stream.write(`${lineOpen ? '\n' : ''}${text}\n`);
      lineOpen = false;
      return;
    }
    const last = event.done === event.tiles;
    if (stream.isTTY) {
      // \x1b[K clears what a longer earlier line left behind.
      stream.write(`\r${text}\x1b[K${last ? '\n' : ''}`);
      lineOpen = !last;
    } else if (last || now() - lastLogged >= LOG_INTERVAL_MS) {
      stream.write(`${text}\n`);
      lastLogged = now();
    }
  };
}
