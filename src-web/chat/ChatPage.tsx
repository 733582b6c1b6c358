// The AI chat screen (spec sections 2, 4, 5 and 8) in one of the nine languages: intro until
// the chat starts, the input with its one-time suggestion, Share location when asked, the fine
// print with reset, the links from the conversation, the history newest first, and the footer.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { focusText, isLocationMessage } from '../../src-shared/chat-location';
import type { Language } from '../../src-shared/enums';
import { isRightToLeft } from '../../src-shared/languages';
import { InlineLoader } from '../components/Loader';
import { Logo } from '../components/Logo';
import { switchLanguage } from '../i18n/i18n';
import { usePageMeta } from '../components/page-meta';
import type { ChatMessage } from '../../src-shared/schemas/chat';
import './chat.css';
import { recentLinks, SUGGESTION } from './chat-rules';
import { ChatLink, MessageHtml } from './MessageHtml';
import { useChat, type ChatT } from './use-chat';
import { TaggedText } from '../components/TaggedText';

/** The first message the map or an area page seeds the chat with (spec section 2). */
function useSeedText(): string | null {
  const [params] = useSearchParams();
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const radius = Number(params.get('radius'));
  if (params.has('lat') && Number.isFinite(lat) && Number.isFinite(lng) && radius > 0) return focusText(lat, lng, radius);
  const area = params.get('area');
  return area ? `Focus on tracks in this area: ${area}` : null;
}

/**
 * The chat and the site speak one language (issue 24): /ai-search the site's, and a chat route
 * in another language (/sv, /pt, …, spec section 2) turns the site to it, header and all.
 */
function useSiteSpeaks(language: Language) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void switchLanguage(i18n, language);
  }, [i18n, language]);
}

function Bubble({ message, t }: { message: ChatMessage; t: ChatT }) {
  const fromUser = message.role !== 'assistant';
  return (
    <li className={fromUser ? 'chat-bubble from-user' : 'chat-bubble from-assistant'}>
      <span className="visually-hidden">{fromUser ? t('you') : t('assistant')}: </span>
      {fromUser && isLocationMessage(message.content) ? (
        <div className="chat-paragraph chat-location-sent">{t('locationSent')}</div>
      ) : fromUser ? (
        <div className="chat-paragraph">{message.content}</div>
      ) : (
        <MessageHtml html={message.content} />
      )}
    </li>
  );
}

/**
 * The chat in a language, once its catalogue is loaded: the page's own language is there from
 * the start; another (a chat route followed from a page in another language) loads first.
 */
export default function ChatPage({ language }: { language: Language }) {
  const { t, i18n } = useTranslation();
  useSiteSpeaks(language);
  if (!i18n.hasResourceBundle(language, 'site')) return <InlineLoader text={t('app.loading')} />;
  return <Chat language={language} />;
}

function Chat({ language }: { language: Language }) {
  const { i18n } = useTranslation();
  const t = useMemo(() => i18n.getFixedT(language, 'site', 'chat'), [i18n, language]);
  const { activated, keyWrong, keyProblem, shown, submit, shareLocation, reset, locationRequested } = useChat(language, t);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [suggestionUsed, setSuggestionUsed] = useState(false);
  const seed = useSeedText();
  const seedSent = useRef(false);
  usePageMeta({ title: t('title'), description: t('intro') });

  const started = shown.length > 0;
  // Reset is offered once the visitor has said something, not for the greeting alone.
  const hasConversation = shown.some((m) => m.role === 'user');
  const links = useMemo(() => recentLinks(shown), [shown]);

  async function run(action: () => Promise<boolean>): Promise<boolean> {
    setBusy(true);
    try {
      return await action();
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    // The seed follows the greeting, so it waits until the conversation has started.
    if (!activated || !started || !seed || seedSent.current || busy) return;
    seedSent.current = true;
    void run(() => submit(seed));
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => submit(input))) setInput('');
  }

  async function onSuggestion() {
    setSuggestionUsed(true);
    // The model reads the canonical English request; the visitor sees it in their language.
    await run(() => submit(t('suggestion'), SUGGESTION));
  }

  return (
    <div className="page chat-page" lang={language} dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
      {!started && (
        <header className="chat-intro">
          <Logo size={56} />
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
      )}
      {t('languageIntro') !== '' && <p className="chat-language-intro">{t('languageIntro')}</p>}

      <form className="chat-input" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="chat-text">
          {t('inputLabel')}
        </label>
        <input
          id="chat-text"
          type={activated ? 'text' : 'password'}
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={activated ? t('messagePlaceholder') : t('keyPlaceholder')}
          maxLength={5000}
          disabled={busy}
          aria-invalid={keyWrong || undefined}
          aria-describedby={keyProblem ? 'chat-key-problem' : undefined}
        />
        <button type="submit" className="button primary" disabled={busy}>
          {t('send')}
        </button>
      </form>

      {/* The typed key stays in the input (onSubmit clears it only on success), to be corrected. */}
      {keyProblem && (
        <p className="chat-key-problem" id="chat-key-problem" role="alert">
          {keyProblem}
        </p>
      )}

      {activated && !suggestionUsed && (
        <p className="chat-suggestion">
          <button type="button" className="link-button" onClick={onSuggestion} disabled={busy}>
            {t('suggestion')}
          </button>
        </p>
      )}

      {locationRequested && (
        <p className="chat-share">
          <button type="button" className="button" onClick={() => void run(shareLocation)} disabled={busy}>
            {t('shareLocation')}
          </button>
        </p>
      )}

      <p className="chat-fine-print">
        {t('disclaimer')}
        {hasConversation && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => void run(reset)} disabled={busy}>
              {t('reset')}
            </button>
          </>
        )}
      </p>

      {links.length > 0 && (
        <nav className="chat-links" aria-label={t('recentLinks')}>
          <h2>{t('recentLinks')}</h2>
          <ul>
            {links.map((link) => (
              <li key={link.url}>
                <ChatLink href={link.url}>{link.name}</ChatLink>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {started && (
        <ol className="chat-history" aria-live="polite">
          {[...shown].reverse().map((message) => (
            <Bubble key={message.unique_key} message={message} t={t} />
          ))}
        </ol>
      )}

      <footer className="chat-footer">
        <TaggedText text={t('footer')} tags={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
      </footer>
    </div>
  );
}
