// A track's photos (issue 42): the gallery, newest first, each with its credit and licence, and
// the form that sends a runner's own (upload.ts). The gallery is in the page's first HTML; its
// images load as they come into view, each in the size the screen needs.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackPhoto } from '../../src-shared/api-types';
import { PHOTO_LICENCE_NAMES, PHOTO_LICENCE_URLS, PHOTO_LICENCES, type PhotoLicence } from '../../src-shared/photos';
import { isFailure, resultText } from '../../src-shared/result-status';
import { postJson } from '../api/client';
import { useShowMessage } from '../state/messages';
import { useSendWrite } from '../state/writes';
import { sendPhoto } from './upload';

/** The gallery's cells are about a third of a phone's width, a fifth of a desktop column. */
const CELL_SIZES = '(max-width: 600px) 45vw, 220px';

/** Anyone may report a shown photo: a person who did not agree, a child, not this track. */
function ReportPhoto({ photoId, onClose }: { photoId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const showMessage = useShowMessage();
  const sendWrite = useSendWrite();
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await sendWrite(t('photos.reportSend'), () => postJson('/report-photo', { photoId, reason: reason.trim() }));
    if (isFailure(result.status)) {
      showMessage(resultText(result));
      return;
    }
    showMessage(t('held' in result && result.held ? 'photos.reportedHeld' : 'photos.reported'), { timeoutMs: 8000 });
    onClose();
  };
  return (
    <form className="photo-report" onSubmit={submit} aria-label={t('photos.reportTitle')}>
      <label htmlFor={`${ids}-reason`}>{t('photos.reportReason')}</label>
      <textarea id={`${ids}-reason`} required maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      <button type="submit" className="button small" disabled={reason.trim() === ''}>
        {t('photos.reportSend')}
      </button>
    </form>
  );
}

function Photo({ photo, trackTitle }: { photo: TrackPhoto; trackTitle: string }) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  const smallest = photo.files[0]!;
  const largest = photo.files.at(-1)!;
  return (
    <li>
      <figure className="photo">
        <a href={largest.url}>
          <img
            src={smallest.url}
            srcSet={photo.files.map((file) => `${file.url} ${file.width}w`).join(', ')}
            sizes={CELL_SIZES}
            width={smallest.width}
            height={Math.round((photo.height * smallest.width) / photo.width)}
            alt={photo.alt || t('photos.altDefault', { track: trackTitle })}
            loading="lazy"
            decoding="async"
          />
        </a>
        <figcaption>
          {photo.credit && <span>© {photo.credit} · </span>}
          <a href={PHOTO_LICENCE_URLS[photo.licence]} rel="license noopener" target="_blank">
            {PHOTO_LICENCE_NAMES[photo.licence]}
          </a>{' '}
          ·{' '}
          <button type="button" className="link-button" aria-expanded={reporting} onClick={() => setReporting(!reporting)}>
            {t('photos.report')}
          </button>
        </figcaption>
      </figure>
      {reporting && <ReportPhoto photoId={photo.id} onClose={() => setReporting(false)} />}
    </li>
  );
}

function PhotoForm({ trackId, onClose }: { trackId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const showMessage = useShowMessage();
  const [files, setFiles] = useState<File[]>([]);
  const [licence, setLicence] = useState<PhotoLicence>(PHOTO_LICENCES[0]);
  const [credit, setCredit] = useState('');
  const [alt, setAlt] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0) return;
    setSending(true);
    const problems: string[] = [];
    let held = false;
    for (const [index, file] of files.entries()) {
      showMessage(t('photos.sending', { done: index + 1, count: files.length }), { loading: true });
      const result = await sendPhoto(file, { trackId, licence, credit: credit.trim(), alt: alt.trim() });
      if (isFailure(result.status)) {
        const reason = result.description === 'unreadable' ? t('photos.unreadable') : resultText(result);
        problems.push(t('photos.failed', { name: file.name, reason }));
      } else if ('pending' in result && result.pending) held = true;
    }
    setSending(false);
    const sent = problems.length < files.length;
    showMessage([...(sent ? [t(held ? 'photos.held' : 'photos.shown')] : []), ...problems].join('\n'), { timeoutMs: 8000 });
    if (problems.length === 0) onClose();
  };

  return (
    <form className="contribution-form photo-form" onSubmit={submit} aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('photos.add')}</h3>
      <p className="muted">{t('photos.people')}</p>
      <div className="field">
        <label htmlFor={`${ids}-files`}>{t('photos.files')}</label>
        <input
          id={`${ids}-files`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          required
          onChange={(e) => setFiles([...(e.target.files ?? [])])}
        />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-alt`}>{t('photos.description')}</label>
        <input id={`${ids}-alt`} type="text" maxLength={300} value={alt} onChange={(e) => setAlt(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-credit`}>{t('photos.creditName')}</label>
        <input
          id={`${ids}-credit`}
          type="text"
          maxLength={100}
          autoComplete="name"
          value={credit}
          onChange={(e) => setCredit(e.target.value)}
        />
      </div>
      <fieldset className="field">
        <legend>{t('photos.licence')}</legend>
        {PHOTO_LICENCES.map((value) => (
          <label key={value} className="choice">
            <input type="radio" name={`${ids}-licence`} value={value} checked={licence === value} onChange={() => setLicence(value)} />{' '}
            {t(value === 'CC0-1.0' ? 'photos.licenceZero' : 'photos.licenceBySa')}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button primary" disabled={sending || files.length === 0}>
          {t('photos.send')}
        </button>
      </div>
    </form>
  );
}

export function TrackPhotos({ trackId, photos, trackTitle }: { trackId: number; photos: TrackPhoto[]; trackTitle: string }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <section id="photos" className="photos" aria-labelledby="photos-heading">
      <h2 id="photos-heading">{t('photos.heading')}</h2>
      {photos.length === 0 ? (
        <p className="muted">{t('photos.none')}</p>
      ) : (
        <ul className="photo-grid">
          {photos.map((photo) => (
            <Photo key={photo.id} photo={photo} trackTitle={trackTitle} />
          ))}
        </ul>
      )}
      {adding ? (
        <PhotoForm trackId={trackId} onClose={() => setAdding(false)} />
      ) : (
        <div className="actions">
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {t('photos.add')}
          </button>
        </div>
      )}
    </section>
  );
}
