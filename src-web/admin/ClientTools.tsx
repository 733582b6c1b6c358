// The operator's tools for one client: its changes (or everyone's, newest first), undoing its
// changes since a time (previewed first) and blocking it, with the blocks in force.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import { changeKey, changeText } from '../rules/change-text';
import { revisionTimeText } from '../rules/track-history';
import { type AdminClient, answerOf, type RevertAnswer } from './admin-client';
import { failureText, useAdminAnswer } from './use-admin-answer';

/** A client as the admin API takes it (services/admin-session.ts, api/admin.ts). */
const CLIENT_HASH = '[0-9a-f]{24}';
const HOUR = 3600 * 1000;

/** A datetime-local input's value for a time, in the browser's own zone. */
function localInputValue(time: Date): string {
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60 * 1000);
  return local.toISOString().slice(0, 16);
}

export function ClientChanges({ api, client, onClient }: { api: AdminClient; client: string; onClient: (client: string) => void }) {
  const { t, i18n } = useTranslation();
  const changes = useAdminAnswer(() => answerOf(api.changes.$get({ query: client ? { client } : {} })), [api, client]);
  return (
    <section aria-labelledby="admin-changes">
      <h2 id="admin-changes">{client ? t('admin.changes.ofClient', { client }) : t('admin.changes.title')}</h2>
      {client && (
        <p>
          <button type="button" className="button small" onClick={() => onClient('')}>
            {t('admin.changes.allClients')}
          </button>
        </p>
      )}
      {changes.error && <p className="form-failure">{t('admin.failed', { reason: changes.error })}</p>}
      {changes.data?.changes.length === 0 && <p className="muted">{t('admin.changes.none')}</p>}
      <ul className="change-list">
        {changes.data?.changes.map((change) => (
          <li key={changeKey(change)}>
            <p>
              {/* A withdrawn track has no page: its name, and what became of it. */}
              {change.withdrawn ? (
                <>
                  {trackName(change.track, wordsOf(i18n))} ({t('admin.changes.withdrawn')})
                </>
              ) : (
                <Link to={`/track/${change.track.url_segment}${change.kind === 'edit' ? '/history' : ''}`}>
                  {trackName(change.track, wordsOf(i18n))}
                </Link>
              )}{' '}
              · {changeText(change, i18n)} · {revisionTimeText(change.at, i18n)}
            </p>
            {change.client && change.client !== client && (
              <button type="button" className="button small" onClick={() => onClient(change.client!)}>
                {t('admin.changes.showClient')} ({change.client.slice(0, 8)})
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RevertPlanText({ plan, previewed }: { plan: RevertAnswer; previewed: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <p>{previewed ? t('admin.revert.previewed') : t('admin.revert.done')}</p>
      <ul>
        <li>{t('admin.revert.restore', { count: plan.restore.length })}</li>
        <li>{t('admin.revert.remove', { count: plan.remove.length })}</li>
        <li>{t('admin.revert.feedback', { count: plan.feedback.length })}</li>
        <li>{t('admin.revert.heldEdits', { count: plan.heldEdits.length })}</li>
        <li>{t('admin.revert.photos', { count: plan.photos.length })}</li>
        <li>{t('admin.revert.answers', { count: plan.answers.length })}</li>
        <li>
          {t('admin.revert.conflicts', { count: plan.conflicts.length })}
          {plan.conflicts.length > 0 && (
            <ul>
              {plan.conflicts.map((conflict) => (
                <li key={conflict.trackId}>
                  <Link to={`/track/${conflict.segment}/history`}>{conflict.segment}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      </ul>
    </div>
  );
}

export function RevertClient({ api, client, onDone }: { api: AdminClient; client: string; onDone: () => void }) {
  const { t } = useTranslation();
  const clientId = useId();
  const sinceId = useId();
  const [typedClient, setTypedClient] = useState(client);
  const [since, setSince] = useState(() => localInputValue(new Date(Date.now() - 24 * HOUR)));
  const [answer, setAnswer] = useState<{ plan: RevertAnswer; previewed: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A client picked elsewhere on the page fills the form in.
  const [shownClient, setShownClient] = useState(client);
  if (client !== shownClient) {
    setShownClient(client);
    setTypedClient(client);
    setAnswer(null);
  }
  const revert = async (preview: boolean) => {
    setFailure(null);
    try {
      // Several clients (two vandals taking turns) are undone together, each track back to before the first of them.
      const clientHashes = typedClient.split(/[\s,]+/).filter(Boolean);
      const plan = await answerOf(api.revert.$post({ json: { clientHashes, since: new Date(since).toISOString(), preview } }));
      setAnswer({ plan, previewed: preview });
      if (!preview) onDone();
    } catch (failed) {
      setAnswer(null);
      setFailure(failureText(failed));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void revert(true);
  };
  return (
    <section aria-labelledby="admin-revert">
      <h2 id="admin-revert">{t('admin.revert.title')}</h2>
      <p className="intro">{t('admin.revert.intro')}</p>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={clientId}>{t('admin.revert.clientLabel')}</label>
          <input
            id={clientId}
            required
            pattern={`${CLIENT_HASH}([\\s,]+${CLIENT_HASH})*`}
            value={typedClient}
            onChange={(event) => {
              setTypedClient(event.target.value);
              setAnswer(null);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={sinceId}>{t('admin.revert.sinceLabel')}</label>
          <input id={sinceId} type="datetime-local" required value={since} onChange={(event) => setSince(event.target.value)} />
        </div>
        <p className="actions">
          <button type="submit" className="button">
            {t('admin.revert.preview')}
          </button>
          {answer?.previewed && (
            <button type="button" className="button primary" onClick={() => revert(false)}>
              {t('admin.revert.run')}
            </button>
          )}
        </p>
      </form>
      {failure && <p className="form-failure">{t('admin.failed', { reason: failure })}</p>}
      {answer && <RevertPlanText plan={answer.plan} previewed={answer.previewed} />}
    </section>
  );
}

export function ClientBlocks({ api, client }: { api: AdminClient; client: string }) {
  const { t, i18n } = useTranslation();
  const ids = { client: useId(), until: useId(), reason: useId() };
  const blocks = useAdminAnswer(() => answerOf(api.blocks.$get()), [api]);
  const [typedClient, setTypedClient] = useState(client);
  const [shownClient, setShownClient] = useState(client);
  if (client !== shownClient) {
    setShownClient(client);
    setTypedClient(client);
  }
  const [until, setUntil] = useState(() => localInputValue(new Date(Date.now() + 7 * 24 * HOUR)));
  const [reason, setReason] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setSaid(done);
      blocks.reload();
    } catch (failed) {
      setSaid(t('admin.failed', { reason: failureText(failed) }));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(
      () => answerOf(api.blocks.$post({ json: { clientHash: typedClient, until: new Date(until).toISOString(), reason } })),
      t('admin.blocks.blocked'),
    );
  };
  return (
    <section aria-labelledby="admin-blocks">
      <h2 id="admin-blocks">{t('admin.blocks.title')}</h2>
      <p className="intro">{t('admin.blocks.intro')}</p>
      {blocks.data?.length === 0 && <p className="muted">{t('admin.blocks.none')}</p>}
      <ul className="change-list">
        {blocks.data?.map((block) => (
          <li key={block.id}>
            <p>{t('admin.client', { client: block.client_hash })}</p>
            <p>{t('admin.blocks.entry', { time: revisionTimeText(block.until, i18n), reason: block.reason })}</p>
            <button
              type="button"
              className="button small"
              onClick={() =>
                act(() => answerOf(api.blocks[':id'].lift.$post({ param: { id: String(block.id) } })), t('admin.blocks.lifted'))
              }
            >
              {t('admin.blocks.lift')}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.client}>{t('admin.blocks.clientLabel')}</label>
          <input
            id={ids.client}
            required
            pattern={CLIENT_HASH}
            value={typedClient}
            onChange={(event) => setTypedClient(event.target.value.trim())}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.until}>{t('admin.blocks.untilLabel')}</label>
          <input id={ids.until} type="datetime-local" required value={until} onChange={(event) => setUntil(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={ids.reason}>{t('admin.blocks.reasonLabel')}</label>
          <input id={ids.reason} required maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <p className="actions">
          <button type="submit" className="button primary">
            {t('admin.blocks.block')}
          </button>
        </p>
      </form>
      {said && <p role="status">{said}</p>}
    </section>
  );
}
