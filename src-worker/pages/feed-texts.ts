// A feed's words in one of the site's languages (issue 24 for issue 26's feeds): titles and
// summaries from the catalogue (forms.ts, feeds), the changed fields as the history lists them,
// a runner's answer as the track page words it (questions.ts).
import type { Language } from '../../src-shared/languages';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import { answeredTexts } from '../../src-shared/answer-text';
import { createTranslator } from '../../src-shared/catalogues/translator';
import { changedFieldsText } from '../../src-shared/changed-fields-text';
import type { FeedTexts } from '../domain/atom-feed';

export async function feedTexts(language: Language): Promise<FeedTexts> {
  const i18n = await createTranslator(language);
  const t = i18n.t;
  const words = wordsOf(i18n);
  return {
    trackName: (track) => trackName(track, words),
    site: (site) => t('feeds.site', { site }),
    area: (site, area) => t('feeds.area', { site, area }),
    track: (site, track) => t('feeds.track', { site, track }),
    title: (kind, track) => t(`feeds.entry.${kind}`, { track }),
    summary: (title, area) => (area === null ? t('feeds.summary', { title }) : t('feeds.summaryInArea', { title, area })),
    edit: (revision, track, area, fields) => {
      const values = { revision, track, area: area ?? '', fields: changedFieldsText(fields, i18n) };
      return area === null ? t('feeds.edit', values) : t('feeds.editInArea', values);
    },
    answerTitle: (track, answer) => t('feeds.answer.title', { track, ...answeredTexts(answer, i18n) }),
    answerSummary: (track, area, answer) => {
      const values = { track, area: area ?? '', ...answeredTexts(answer, i18n) };
      return area === null ? t('feeds.answer.summary', values) : t('feeds.answer.summaryInArea', values);
    },
    anonymous: t('feeds.anonymous'),
    operator: t('feeds.operator'),
    import: t('feeds.import'),
    answers: t('feeds.answers'),
  };
}
