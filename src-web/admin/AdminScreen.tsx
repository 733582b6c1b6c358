// /admin (issue 26): the operators' moderation page. A visitor without the admin token sees only
// the sign-in form; no admin data is in the page's HTML or reachable without a session. Signed in,
// the operator reviews held comments and edits, reads the chat's reports, follows recent changes
// to one client's other changes, undoes that client's changes (previewed first) and blocks it.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../components/Loader';
import { usePageMeta } from '../components/page-meta';
import { revisionTimeText } from '../rules/track-history';
import { AdminError, adminClient, type AdminSessionState, answerOf } from './admin-client';
import { ClientBlocks, ClientChanges, RevertClient } from './ClientTools';
import { ChatReports, HeldEdits, HeldFeedback, HeldPhotos, ReportedPhotos } from './ReviewQueues';
import { failureText } from './use-admin-answer';

type SessionState =
  | { state: 'checking' }
  | { state: 'disabled' }
  | { state: 'signedOut'; said?: string }
  | { state: 'signedIn'; session: AdminSessionState };

function SignInForm({ onSignedIn, said }: { onSignedIn: (session: AdminSessionState) => void; said?: string }) {
  const { t } = useTranslation();
  const tokenId = useId();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await answerOf(adminClient(null).session.$post({ json: { token } })));
    } catch (failed) {
      setFailure(
        failed instanceof AdminError && failed.result === 'Unauthorized'
          ? t('admin.wrongToken')
          : failed instanceof AdminError && failed.result === 'SpamAlert'
            ? t('admin.tooManyTries')
            : t('admin.failed', { reason: failureText(failed) }),
      );
    } finally {
      setBusy(false);
      setToken('');
    }
  };
  return (
    <form onSubmit={submit}>
      {said && <p role="status">{said}</p>}
      <div className="field">
        <label htmlFor={tokenId}>{t('admin.tokenLabel')}</label>
        <input
          id={tokenId}
          type="password"
          autoComplete="current-password"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
      </div>
      <p className="actions">
        <button type="submit" className="button primary" disabled={busy}>
          {busy ? t('admin.signingIn') : t('admin.signIn')}
        </button>
      </p>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

function Moderation({ session, onSignedOut }: { session: AdminSessionState; onSignedOut: (said: string) => void }) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => adminClient(session.csrf), [session.csrf]);
  // The client the operator is looking at: its changes, and the revert and block forms, follow it.
  const [client, setClient] = useState('');
  const [round, setRound] = useState(0);
  const signOut = async () => {
    await answerOf(api.session.end.$post()).catch(() => null);
    onSignedOut(t('admin.signedOut'));
  };
  // Every session ends, on every device: after a lost laptop, or before a new ADMIN_TOKEN.
  const signOutEverywhere = async () => {
    const ended = await answerOf(api.session['end-everywhere'].$post()).then(
      () => true,
      () => false,
    );
    // Refused (the network, or the session already over): at least this device signs out.
    if (ended) onSignedOut(t('admin.signedOutEverywhere'));
    else await signOut();
  };
  const pick = (picked: string) => {
    setClient(picked);
    if (picked) document.getElementById('admin-changes')?.scrollIntoView();
  };
  return (
    <>
      <p>{t('admin.signedInUntil', { time: revisionTimeText(session.expiresAt, i18n) })}</p>
      <p className="actions">
        <button type="button" className="button" onClick={signOut}>
          {t('admin.signOut')}
        </button>
        <button type="button" className="button" onClick={signOutEverywhere}>
          {t('admin.signOutEverywhere')}
        </button>
      </p>
      <HeldFeedback api={api} onClient={pick} key={`feedback-${round}`} />
      <HeldEdits api={api} onClient={pick} key={`edits-${round}`} />
      <HeldPhotos api={api} onClient={pick} key={`photos-${round}`} />
      <ReportedPhotos api={api} onClient={pick} key={`reported-photos-${round}`} />
      <ChatReports api={api} />
      <ClientChanges api={api} client={client} onClient={pick} key={`changes-${round}`} />
      <RevertClient api={api} client={client} onDone={() => setRound((n) => n + 1)} />
      <ClientBlocks api={api} client={client} />
    </>
  );
}

export default function AdminScreen() {
  const { t } = useTranslation();
  usePageMeta({ title: t('pages.admin'), description: t('admin.intro'), noindex: true });
  const [session, setSession] = useState<SessionState>({ state: 'checking' });
  useEffect(() => {
    answerOf(adminClient(null).session.$get()).then(
      (live) => setSession({ state: 'signedIn', session: live }),
      (failed: unknown) =>
        setSession(failed instanceof AdminError && failed.result === 'NotFound' ? { state: 'disabled' } : { state: 'signedOut' }),
    );
  }, []);
  return (
    <article className="page admin-page">
      <h1>{t('pages.admin')}</h1>
      <p className="intro">{t('admin.intro')}</p>
      {session.state === 'checking' && <InlineLoader text={t('app.loading')} />}
      {session.state === 'disabled' && <p>{t('admin.notEnabled')}</p>}
      {session.state === 'signedOut' && (
        <SignInForm said={session.said} onSignedIn={(live) => setSession({ state: 'signedIn', session: live })} />
      )}
      {session.state === 'signedIn' && (
        <Moderation session={session.session} onSignedOut={(said) => setSession({ state: 'signedOut', said })} />
      )}
    </article>
  );
}
