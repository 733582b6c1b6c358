// What a change was, as the recent changes and the moderation page list it (issue 26): an edit
// names the fields it changed, a runner's answer (issue 37) the question and what they answered.
import type { Change } from '../../src-shared/api-types';
import { answeredTexts } from '../../src-shared/answer-text';
import type { Translator } from './track-form';
import { changedFieldsText } from '../../src-shared/changed-fields-text';

/** A change's key in a list: two runners may answer on one track in the same millisecond. */
export const changeKey = (change: Pick<Change, 'kind' | 'at' | 'track' | 'revision' | 'client' | 'answer'>) =>
  `${change.kind}|${change.at}|${change.track.id}|${change.revision ?? ''}|${change.client ?? ''}|${change.answer?.question ?? ''}`;

/** "Changed: name and length", "A runner answered: Fee — Free", "Comment". */
export function changeText(change: Pick<Change, 'kind' | 'changed_fields' | 'answer'>, i18n: Translator): string {
  const { t } = i18n;
  if (change.kind === 'edit' && change.changed_fields)
    return t('changes.entry.edit', { fields: changedFieldsText(change.changed_fields, i18n) });
  // An answer's change always carries it (GET /api/changes).
  if (change.kind === 'answer') return t('changes.answered', answeredTexts(change.answer!, i18n));
  return t(`changes.entry.${change.kind}`);
}
