// /changes (issue 26): what changed on the site, newest first, so anyone sees an edit (or a
// runner's answer to a quick question, issue 37, or a photo shown, issue 42) soon after it is made. Filtered by area (?area=, that area and everything below it) and kind (?kind=),
// with older pages appended on request and the same list as an Atom feed.
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CHANGE_KINDS } from '../../src-shared/schemas/changes';
import { photoCreditText, photoPath } from '../../src-shared/photos';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import type { Change, ChangeKind } from '../../src-shared/api-types';
import { API_URLS, fetchAreaPage, fetchChanges, type ChangesFilter } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { changeKey, changeText } from '../rules/change-text';
import { revisionTimeText } from '../rules/track-history';
import { cacheKeyAtom } from '../state/atoms';

const isKind = (value: string | null): value is ChangeKind => (CHANGE_KINDS as readonly (string | null)[]).includes(value);

/** Where a change's own page is: an edit's is the track's history, anything else the track. */
const changeLink = (change: Change) => `/track/${change.track.url_segment}${change.kind === 'edit' ? '/history' : ''}`;

/** Who made a change: a client by its short hash, else an operator, an import or runners' answers. */
function byText(change: Change, t: TFunction): string {
  if (change.client) return t('changes.by', { client: change.client });
  if (change.made_by === 'admin') return t('changes.byOperator');
  if (change.made_by === 'import') return t('changes.byImport');
  if (change.made_by === 'answers') return t('changes.byAnswers');
  return t('changes.byAnonymous');
}

function ChangeRow({ change }: { change: Change }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <p>
        <Link to={changeLink(change)}>{trackName(change.track, wordsOf(i18n))}</Link>
        {change.area && (
          <>
            {' · '}
            <Link to={`/running-in/${change.area.url_segment}`}>{change.area.name}</Link>
          </>
        )}
      </p>
      <p className="muted">
        {changeText(change, i18n)} · {revisionTimeText(change.at, i18n)} · {byText(change, t)}
        {change.photo && ` · ${photoCreditText(change.photo)}`}
      </p>
      {change.photo && (
        <Link to={changeLink(change)}>
          <img
            className="change-photo"
            src={photoPath(change.photo.id, 320)}
            width={320}
            height={240}
            alt={change.photo.alt || t('photos.altDefault', { track: trackName(change.track, wordsOf(i18n)) })}
            loading="lazy"
            decoding="async"
          />
        </Link>
      )}
    </li>
  );
}

export default function ChangesScreen() {
  const { t } = useTranslation();
  const key = useAtomValue(cacheKeyAtom);
  const [params, setParams] = useSearchParams();
  const kindSelectId = useId();
  const area = params.get('area') ?? undefined;
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const filter: ChangesFilter = { area, kind };
  const first = useResource(() => fetchChanges(filter, key), [area, kind, key], API_URLS.changes(filter, key));
  // Older pages, appended below the first; a new filter or key starts again from the newest.
  const [older, setOlder] = useState<{ changes: Change[]; before: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  useEffect(() => setOlder(null), [area, kind, key]);

  // The area's own name, as its page has it (the same cached answer).
  const areaPage = useResource(() => (area ? fetchAreaPage(area, key) : Promise.resolve(null)), [area, key]);
  const areaName = areaPage.data?.name ?? area ?? '';
  const title = area ? t('changes.inArea', { area: areaName }) : t('pages.changes');
  usePageMeta({ title, description: t('changes.intro') });

  if (first.state === 'failed') return <PageError httpStatus={first.httpStatus} type={area ? 'area' : 'page'} />;
  if (first.state !== 'loaded') return <InlineLoader text={t('app.loading')} />;
  const shown = [...first.data.changes, ...(older?.changes ?? [])];
  const before = older ? older.before : first.data.before;
  const loadOlder = async () => {
    if (!before) return;
    setLoadingOlder(true);
    const page = await fetchChanges({ ...filter, before }, key).catch(() => null);
    setLoadingOlder(false);
    if (page) setOlder({ changes: [...(older?.changes ?? []), ...page.changes], before: page.before });
  };
  const feed = area ? `/feeds/area/${area}.atom` : '/feeds/changes.atom';
  const chooseKind = (value: string) => {
    const next = new URLSearchParams(params);
    if (isKind(value)) next.set('kind', value);
    else next.delete('kind');
    setParams(next, { replace: true });
  };

  return (
    <article className="page changes-page">
      <h1>{title}</h1>
      <p className="intro">{t('changes.intro')}</p>
      <p className="actions">
        <label htmlFor={kindSelectId}>{t('changes.kindLabel')}</label>{' '}
        <select id={kindSelectId} value={kind ?? ''} onChange={(event) => chooseKind(event.target.value)}>
          <option value="">{t('changes.kinds.all')}</option>
          {CHANGE_KINDS.map((each) => (
            <option key={each} value={each}>
              {t(`changes.kinds.${each}`)}
            </option>
          ))}
        </select>
      </p>
      {shown.length === 0 ? (
        <p className="muted">{t('changes.none')}</p>
      ) : (
        <ul className="change-list">
          {shown.map((change) => (
            <ChangeRow key={changeKey(change)} change={change} />
          ))}
        </ul>
      )}
      <p className="actions">
        {before && (
          <button type="button" className="button" onClick={loadOlder} disabled={loadingOlder}>
            {t('changes.older')}
          </button>
        )}
        <a href={feed}>{t('changes.feed')}</a>
      </p>
    </article>
  );
}
