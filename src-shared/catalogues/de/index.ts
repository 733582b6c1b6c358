// The site's texts in German (issue 24); src-shared/catalogues/en is the source.
import type { Catalogue } from '../en';
import { chat } from './chat';
import { forms } from './forms';
import { frame } from './frame';
import { mapAndTools } from './mapAndTools';
import { questions } from './questions';
import { tools } from './tools';
import { trackPages } from './trackPages';

export const de: Catalogue = { ...frame, ...trackPages, ...questions, ...forms, ...mapAndTools, ...tools, ...chat };
