// The English texts the start page and the site's frame draw with (src-shared/catalogues/parts.ts).
import type { ShellTexts } from '../parts';
import { frame } from './frame';
import { mapAndTools } from './mapAndTools';
import { questions } from './questions';
import { trackPages } from './trackPages';

export const shell: ShellTexts = { ...frame, ...trackPages, ...questions, ...mapAndTools };
