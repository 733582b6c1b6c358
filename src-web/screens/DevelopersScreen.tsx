// /developers: the API for people, read from its OpenAPI document (GET /api/openapi.json), so the
// page always shows the contract the Worker enforces. docs/api.md says the same in prose. The
// page's frame is in the visitor's language; the document's own words (summaries, descriptions,
// schema names) are the API's, in English.
import { useTranslation } from 'react-i18next';
import { fetchApiDocument } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { apiTopics, type ApiCall, type ApiParameter } from '../rules/api-reference';
import { useSiteName } from '../site';
import './developers.css';
import { TaggedText } from '../components/TaggedText';

function Fields({ caption, fields }: { caption: string; fields: ApiParameter[] }) {
  const { t } = useTranslation();
  if (fields.length === 0) return null;
  return (
    <table className="api-fields">
      <caption>{caption}</caption>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <th scope="row">
              <code>{field.name}</code>
              {field.required && <span className="muted"> {t('developers.required')}</span>}
            </th>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Call({ call }: { call: ApiCall }) {
  const { t } = useTranslation();
  const answer = `${call.answer}${call.answerType && call.answerType !== 'application/json' ? ` (${call.answerType})` : ''}`;
  const errors = call.errors.map((e) => `${e.http} ${e.description.replace(/\.$/, '')}`).join('; ');
  return (
    <section className="api-call" aria-labelledby={`${call.method}-${call.path}`}>
      <h3 id={`${call.method}-${call.path}`}>
        <span className={`api-method api-${call.method.toLowerCase()}`}>{call.method}</span> <code>{call.path}</code>
      </h3>
      <p>
        <strong>{call.summary}.</strong> {call.description}
      </p>
      <Fields caption={t('developers.queryParameters')} fields={call.parameters} />
      {call.body && (
        <Fields
          caption={call.body.schema ? t('developers.jsonBodyOf', { schema: call.body.schema }) : t('developers.jsonBody')}
          fields={call.body.fields}
        />
      )}
      {call.body?.example != null && (
        <details>
          <summary>{t('developers.exampleBody')}</summary>
          <pre>{JSON.stringify(call.body.example, null, 2)}</pre>
        </details>
      )}
      <p className="muted">
        {call.errors.length > 0 ? t('developers.answersWithErrors', { answer, errors }) : t('developers.answers', { answer })}
      </p>
    </section>
  );
}

export default function DevelopersScreen() {
  const { t } = useTranslation();
  const title = t('developers.title', { siteName: useSiteName() });
  usePageMeta({ title });
  const document = useResource(fetchApiDocument, []);
  if (document.state === 'failed') return <PageError httpStatus={document.httpStatus} type="page" />;
  if (!document.data) return <InlineLoader text={t('app.loading')} />;
  const code = { code: <code /> };
  return (
    <article className="page developers-page">
      <h1>{title}</h1>
      <p>
        {/* biome-ignore lint/a11y/useAnchorContent: TaggedText fills the link with the catalogue's words. */}
        <TaggedText text={t('developers.intro')} tags={{ doc: <a href="/api/openapi.json" /> }} />
      </p>
      <ul>
        <li>
          <TaggedText text={t('developers.errors', { shape: '{status, message, description?}' })} tags={code} />
        </li>
        <li>
          <TaggedText text={t('developers.enumerations', { worded: '"surface": "Gravel/dirt"', lowercase: '"gravel"' })} tags={code} />
        </li>
        <li>
          <TaggedText text={t('developers.cacheKey', { key: 'key', cacheCall: 'GET /api/cache' })} tags={code} />
        </li>
      </ul>
      {apiTopics(document.data).map((topic) => (
        <section key={topic.name} aria-labelledby={`topic-${topic.name}`}>
          <h2 id={`topic-${topic.name}`}>{topic.name.charAt(0).toUpperCase() + topic.name.slice(1)}</h2>
          {topic.calls.map((call) => (
            <Call key={`${call.method} ${call.path}`} call={call} />
          ))}
        </section>
      ))}
    </article>
  );
}
