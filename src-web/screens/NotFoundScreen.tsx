// The general 404 page (spec section 8).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta, usePageStatus } from '../components/page-meta';

export function NotFoundScreen() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title'), noindex: true });
  usePageStatus(404);
  return (
    <div className="page not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="actions">
        <Link to="/" className="button primary">
          {t('notFound.toStart')}
        </Link>
        <Link to="/search" className="button">
          {t('notFound.browseMap')}
        </Link>
      </p>
    </div>
  );
}
