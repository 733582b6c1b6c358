// A catalogue in two parts, so a visitor downloads only the texts the page in front of them
// needs (issue 24's JavaScript budget): the shell (the frame, the start page, the map, the
// track and area pages: the entry's own screens and the texts track-text.ts derives from) comes
// with the app's entry, and the rest (the forms, the runners' questions, history, recent changes,
// moderation, the calculator and the chat) comes with the first screen loaded later
// (src-web/i18n/i18n.ts): every screen that asks the questions is one of those. Each language's
// shell.ts and rest.ts put its files together the same way. The assistant's words (assistant.ts)
// and the words it recognises (cues.ts) are parts the Worker alone reads (src-worker/chat/texts.ts,
// src-worker/recognise/keywords.ts).
import type { CatalogueGroup } from './en';

export type ShellTexts = CatalogueGroup<'frame'> & CatalogueGroup<'trackPages'> & CatalogueGroup<'mapAndTools'>;
export type RestTexts = CatalogueGroup<'forms'> & CatalogueGroup<'questions'> & CatalogueGroup<'tools'> & CatalogueGroup<'chat'>;
export type AssistantTexts = CatalogueGroup<'assistant'>['assistant'];
