// What waits for an operator: held comments and visit reports, held edits, and the chat's reports.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import type { TrackNamed } from '../../src-shared/api-types';
import { fieldChanges } from '../rules/held-edit-diff';
import { changedFieldsText } from '../../src-shared/changed-fields-text';
import { revisionTimeText } from '../rules/track-history';
import { type AdminClient, answerOf } from './admin-client';
import { failureText, useAdminAnswer } from './use-admin-answer';

type Decision = 'approve' | 'reject';

/** The track an item is about, linked by what it is called. */
function TrackLink({ item }: { item: TrackNamed }) {
  const { i18n } = useTranslation();
  return item.track_segment === null ? null : (
    <Link to={`/track/${item.track_segment}`}>{trackName({ name: item.track_name, label: item.track_label }, wordsOf(i18n))}</Link>
  );
}

function ClientButton({ client, onClient }: { client: string | null; onClient: (client: string) => void }) {
  const { t } = useTranslation();
  if (!client) return null;
  return (
    <button type="button" className="button small" onClick={() => onClient(client)}>
      {t('admin.client', { client })}
    </button>
  );
}

/** Approve and Reject for one held item. */
function Decide({ decide }: { decide: (decision: Decision) => void }) {
  const { t } = useTranslation();
  return (
    <p className="actions">
      <button type="button" className="button primary small" onClick={() => decide('approve')}>
        {t('admin.approve')}
      </button>
      <button type="button" className="button small" onClick={() => decide('reject')}>
        {t('admin.reject')}
      </button>
    </p>
  );
}

/** A queue's decisions: each sends one, reloads the queue (the item leaves it) and says what came of it. */
function useDecisions(send: (id: number, decision: Decision) => Promise<unknown>, reload: () => void) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<string | null>(null);
  const decide = (id: number, decision: Decision) =>
    send(id, decision).then(
      () => {
        setSaid(t(decision === 'approve' ? 'admin.approved' : 'admin.rejected'));
        reload();
      },
      (failure: unknown) => setSaid(t('admin.failed', { reason: failureText(failure) })),
    );
  return { said, decide };
}

export function HeldFeedback({ api, onClient }: { api: AdminClient; onClient: (client: string) => void }) {
  const { t, i18n } = useTranslation();
  const held = useAdminAnswer(() => answerOf(api.feedback.$get({ query: { review: 'pending' } })), [api]);
  const { said, decide } = useDecisions(
    (id, decision) => answerOf(api.feedback[':id'][':decision'].$post({ param: { id: String(id), decision } })),
    held.reload,
  );
  return (
    <section aria-labelledby="admin-held-feedback">
      <h2 id="admin-held-feedback">{t('admin.heldFeedback.title')}</h2>
      {held.error && <p className="form-failure">{t('admin.failed', { reason: held.error })}</p>}
      {said && <p role="status">{said}</p>}
      {held.data?.length === 0 && <p className="muted">{t('admin.heldFeedback.none')}</p>}
      <ul className="change-list">
        {held.data?.map((item) => (
          <li key={item.id}>
            <p>
              <TrackLink item={item} /> · {revisionTimeText(item.created, i18n)} {item.poster_name && `· ${item.poster_name}`}
            </p>
            {item.text && <blockquote>{item.text}</blockquote>}
            <ClientButton client={item.client_hash} onClient={onClient} />
            <Decide decide={(decision) => decide(item.id, decision)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HeldEdits({ api, onClient }: { api: AdminClient; onClient: (client: string) => void }) {
  const { t, i18n } = useTranslation();
  const held = useAdminAnswer(() => answerOf(api['held-edits'].$get({ query: { review: 'pending' } })), [api]);
  const { said, decide } = useDecisions(
    (id, decision) => answerOf(api['held-edits'][':id'][':decision'].$post({ param: { id: String(id), decision } })),
    held.reload,
  );
  return (
    <section aria-labelledby="admin-held-edits">
      <h2 id="admin-held-edits">{t('admin.heldEdits.title')}</h2>
      {held.error && <p className="form-failure">{t('admin.failed', { reason: held.error })}</p>}
      {said && <p role="status">{said}</p>}
      {held.data?.length === 0 && <p className="muted">{t('admin.heldEdits.none')}</p>}
      <ul className="change-list">
        {held.data?.map((edit) => {
          const changes = fieldChanges(edit.fields, edit.before, i18n);
          return (
            <li key={edit.id}>
              <p>
                <TrackLink item={edit} /> · {revisionTimeText(edit.created, i18n)} ·{' '}
                {t('admin.heldEdits.onRevision', { revision: edit.base_revision })}
              </p>
              <p>
                {t('changes.entry.edit', {
                  fields: changedFieldsText(
                    changes.map((change) => change.field),
                    i18n,
                  ),
                })}
              </p>
              <dl className="held-edit-diff">
                {changes.map((change) => (
                  <div key={change.field}>
                    <dt>{change.name}</dt>
                    <dd>
                      <del>{change.before}</del>
                      <span aria-hidden="true"> {t('admin.heldEdits.becomes')} </span>
                      <ins>{change.after}</ins>
                    </dd>
                  </div>
                ))}
              </dl>
              <ClientButton client={edit.client_hash} onClient={onClient} />
              <Decide decide={(decision) => decide(edit.id, decision)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A held photo as the operator sees it: fetched with the session's anti-forgery header (an <img>
 * cannot send one), shown from a data: address (the pages' security policy allows no blob:).
 */
function HeldPhotoImage({ api, id, alt }: { api: AdminClient; id: number; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void api.photos[':id'][':width']
      .$get({ param: { id: String(id), width: '640' } })
      .then((response) => (response.ok ? response.blob() : null))
      .then(
        (blob) =>
          blob &&
          new Promise<string>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.readAsDataURL(blob);
          }),
      )
      .then((url) => current && url && setSource(url));
    return () => {
      current = false;
    };
  }, [api, id]);
  return source ? <img className="held-photo" src={source} alt={alt} width={320} /> : null;
}

export function HeldPhotos({ api, onClient }: { api: AdminClient; onClient: (client: string) => void }) {
  const { t, i18n } = useTranslation();
  const held = useAdminAnswer(() => answerOf(api.photos.$get({ query: { review: 'pending' } })), [api]);
  const { said, decide } = useDecisions(
    (id, decision) => answerOf(api.photos[':id'][':decision'].$post({ param: { id: String(id), decision } })),
    held.reload,
  );
  return (
    <section aria-labelledby="admin-held-photos">
      <h2 id="admin-held-photos">{t('admin.heldPhotos.title')}</h2>
      {held.error && <p className="form-failure">{t('admin.failed', { reason: held.error })}</p>}
      {said && <p role="status">{said}</p>}
      {held.data?.length === 0 && <p className="muted">{t('admin.heldPhotos.none')}</p>}
      <ul className="change-list">
        {held.data?.map((photo) => (
          <li key={photo.id}>
            <p>
              <TrackLink item={photo} /> · {revisionTimeText(photo.created, i18n)} {photo.credit && `· © ${photo.credit}`} · {photo.licence}
            </p>
            <HeldPhotoImage api={api} id={photo.id} alt={photo.alt || t('admin.heldPhotos.alt', { id: photo.id })} />
            <ClientButton client={photo.client_hash} onClient={onClient} />
            <Decide decide={(decision) => decide(photo.id, decision)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ReportedPhotos({ api, onClient }: { api: AdminClient; onClient: (client: string) => void }) {
  const { t, i18n } = useTranslation();
  const reported = useAdminAnswer(() => answerOf(api['photo-reports'].$get()), [api]);
  const { said, decide } = useDecisions(
    (id, decision) => answerOf(api.photos[':id'][':decision'].$post({ param: { id: String(id), decision } })),
    reported.reload,
  );
  return (
    <section aria-labelledby="admin-reported-photos">
      <h2 id="admin-reported-photos">{t('admin.reportedPhotos.title')}</h2>
      {reported.error && <p className="form-failure">{t('admin.failed', { reason: reported.error })}</p>}
      {said && <p role="status">{said}</p>}
      {reported.data?.length === 0 && <p className="muted">{t('admin.reportedPhotos.none')}</p>}
      <ul className="change-list">
        {reported.data?.map((photo) => (
          <li key={photo.id}>
            <p>
              <TrackLink item={photo} /> · {revisionTimeText(photo.created, i18n)} ·{' '}
              {t('admin.reportedPhotos.count', { count: photo.reports })}
            </p>
            <HeldPhotoImage api={api} id={photo.id} alt={photo.alt || t('admin.heldPhotos.alt', { id: photo.id })} />
            <ul>
              {photo.reasons.map((reason, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reasons are not unique and never reordered
                <li key={index}>
                  <blockquote>{reason}</blockquote>
                </li>
              ))}
            </ul>
            <ClientButton client={photo.client_hash} onClient={onClient} />
            {photo.review === 'pending' ? (
              <Decide decide={(decision) => decide(photo.id, decision)} />
            ) : (
              <p className="actions">
                <button type="button" className="button small" onClick={() => decide(photo.id, 'reject')}>
                  {t('admin.reject')}
                </button>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ChatReports({ api }: { api: AdminClient }) {
  const { t, i18n } = useTranslation();
  const reports = useAdminAnswer(() => answerOf(api.reports.$get()), [api]);
  return (
    <section aria-labelledby="admin-reports">
      <h2 id="admin-reports">{t('admin.reports.title')}</h2>
      {reports.error && <p className="form-failure">{t('admin.failed', { reason: reports.error })}</p>}
      {reports.data?.length === 0 && <p className="muted">{t('admin.reports.none')}</p>}
      <ul className="change-list">
        {reports.data?.map((report) => (
          <li key={report.id}>
            <p>
              {t(`admin.reports.kinds.${report.kind}`)} <TrackLink item={report} /> · {revisionTimeText(report.created, i18n)}
              {report.resolved ? ` · ${t('admin.reports.resolved')}` : ''}
            </p>
            {report.text && <blockquote>{report.text}</blockquote>}
          </li>
        ))}
      </ul>
    </section>
  );
}
