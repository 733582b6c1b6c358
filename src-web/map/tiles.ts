// The map's background tiles as the deployment sets them (wrangler.toml TILE_*, read by
// src-shared/basemap.ts): the Worker writes the setting into every page's data block, so the app
// draws the tiles the page's Content-Security-Policy allows, whatever bundle it runs.
import { useContext } from 'react';
import { basemapFrom, type Basemap } from '../../src-shared/basemap';
import { InitialDataContext } from '../api/initial-data';

/** A page without a data block (none the Worker drew) gets the development default. */
const DEFAULT_BASEMAP = basemapFrom({});

export function useBasemap(): Basemap {
  return useContext(InitialDataContext)?.basemap ?? DEFAULT_BASEMAP;
}
