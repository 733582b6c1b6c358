// /contribute: how to add or edit a track (spec section 2, "How-to page").
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { useSiteName } from '../site';
import { TaggedText } from '../components/TaggedText';

export default function ContributeScreen() {
  const siteName = useSiteName();
  const { t } = useTranslation();
  usePageMeta({ title: t('pages.contribute'), description: t('contribute.description', { siteName }) });
  return (
    <article className="page contribute-page">
      <h1>{t('pages.contribute')}</h1>
      <p className="intro">{t('contribute.intro', { siteName })}</p>
      <section aria-labelledby="add-heading">
        <h2 id="add-heading">{t('contribute.addHeading')}</h2>
        <ol className="steps">
          <li>
            <TaggedText text={t('contribute.addOpenMap')} tags={{ map: <Link to="/search" /> }} />
          </li>
          <li>{t('contribute.addZoom')}</li>
          <li>{t('contribute.addClick')}</li>
          <li>{t('contribute.addAnswer')}</li>
        </ol>
      </section>
      <section aria-labelledby="edit-heading">
        <h2 id="edit-heading">{t('contribute.editHeading')}</h2>
        <ol className="steps">
          <li>{t('contribute.editOpen')}</li>
          <li>{t('contribute.editPencil')}</li>
          <li>{t('contribute.editChange')}</li>
        </ol>
        <p>
          <Link to="/changes">{t('pages.changes')}</Link>
        </p>
      </section>
      <section aria-labelledby="report-heading">
        <h2 id="report-heading">{t('contribute.reportHeading')}</h2>
        <p>
          <TaggedText text={t('contribute.report')} tags={{ calculator: <Link to="/track-calculator" /> }} />
        </p>
      </section>
    </article>
  );
}
