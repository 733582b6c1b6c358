// /developers: the API for people, read from its OpenAPI document (GET /api/openapi.json), so the
// page always shows the contract the Worker enforces. docs/api.md says the same in prose.
import { fetchApiDocument } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { apiTopics, type ApiCall, type ApiParameter } from '../rules/api-reference';
import './developers.css';

export const DEVELOPERS_TITLE = 'The Track Atlas API';

function Fields({ caption, fields }: { caption: string; fields: ApiParameter[] }) {
  if (fields.length === 0) return null;
  return (
    <table className="api-fields">
      <caption>{caption}</caption>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <th scope="row">
              <code>{field.name}</code>
              {field.required && <span className="muted"> required</span>}
            </th>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Call({ call }: { call: ApiCall }) {
  return (
    <section className="api-call" aria-labelledby={`${call.method}-${call.path}`}>
      <h3 id={`${call.method}-${call.path}`}>
        <span className={`api-method api-${call.method.toLowerCase()}`}>{call.method}</span> <code>{call.path}</code>
      </h3>
      <p>
        <strong>{call.summary}.</strong> {call.description}
      </p>
      <Fields caption="Query parameters" fields={call.parameters} />
      {call.body && <Fields caption={`JSON body${call.body.schema ? ` (${call.body.schema})` : ''}`} fields={call.body.fields} />}
      {call.body?.example != null && (
        <details>
          <summary>Example body</summary>
          <pre>{JSON.stringify(call.body.example, null, 2)}</pre>
        </details>
      )}
      <p className="muted">
        Answers {call.answer}
        {call.answerType && call.answerType !== 'application/json' ? ` (${call.answerType})` : ''}
        {call.errors.length > 0 && `; errors: ${call.errors.map((e) => `${e.http} ${e.description.replace(/\.$/, '')}`).join('; ')}`}.
      </p>
    </section>
  );
}

export default function DevelopersScreen() {
  usePageMeta({ title: DEVELOPERS_TITLE });
  const document = useResource(fetchApiDocument, []);
  if (document.state === 'failed') return <PageError httpStatus={document.httpStatus} type="page" />;
  if (!document.data) return <InlineLoader text="Loading" />;
  return (
    <article className="page developers-page">
      <h1>{DEVELOPERS_TITLE}</h1>
      <p>
        Everything on this site comes from a public JSON API, which you can use too. Its contract is the{' '}
        <a href="/api/openapi.json">OpenAPI 3.1 document</a>, generated from the same schemas the server checks every request with. Load it into any
        OpenAPI tool to generate a client.
      </p>
      <ul>
        <li>Errors, and the answers to writes, are <code>{'{status, message, description?}'}</code>; the description names the field that was wrong.</li>
        <li>Enumerations are read as the product words them, in any case: <code>"surface": "Gravel/dirt"</code> or <code>"gravel"</code>.</li>
        <li>
          Reads take <code>key</code>, the cache key of <code>GET /api/cache</code>, which moves with every write. The data is open: see the export
          calls below and the about page for its licence.
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
