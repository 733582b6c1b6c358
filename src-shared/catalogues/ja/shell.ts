// The Japanese texts the start page and the site's frame draw with (src-shared/catalogues/parts.ts).
import type { ShellTexts } from '../parts';
import { frame } from './frame';
import { mapAndTools } from './mapAndTools';
import { trackPages } from './trackPages';

export const shell: ShellTexts = { ...frame, ...trackPages, ...mapAndTools };
