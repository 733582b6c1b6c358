// Home, then the parent areas, then the current name (spec section 2).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AreaRef } from '../../src-shared/api-types';
import { areaName } from '../../src-shared/area-name';

export function Breadcrumbs({ parents, current }: { parents: readonly AreaRef[]; current: string }) {
  const { t, i18n } = useTranslation();
  return (
    <nav aria-label={t('app.breadcrumb')} className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">{t('app.home')}</Link>
        </li>
        {parents.map((area) => (
          <li key={area.id}>
            <Link to={`/running-in/${area.url_segment}`}>{areaName(area, i18n.language)}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
