// The Spanish texts of the screens loaded later: forms, history, changes, moderation, the calculator, chat (src-shared/catalogues/parts.ts).
import type { RestTexts } from '../parts';
import { chat } from './chat';
import { forms } from './forms';
import { questions } from './questions';
import { tools } from './tools';

export const rest: RestTexts = { ...forms, ...questions, ...tools, ...chat };
