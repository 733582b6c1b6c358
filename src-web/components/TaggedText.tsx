// A catalogue text with tagged words ("Running somewhere else? <add>Add the tracks you know</add>
// …"), each tag filled by the element the screen gives for its name: a link, <code>, <strong>.
// The catalogues' tags are flat and named, so a regular expression reads them; react-i18next's
// Trans does the same with an HTML parser that cost the start page 4 kB gzip for two sentences.
// The text is React children, never HTML: a value interpolated into it cannot add markup.
import { cloneElement, Fragment, type ReactElement } from 'react';

const TAG = /<(\w+)>([^<]*)<\/\1>/g;

export function TaggedText({ text, tags }: { text: string; tags: Record<string, ReactElement> }) {
  const parts: ReactElement[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', words = ''] = match;
    parts.push(<Fragment key={parts.length}>{text.slice(from, match.index)}</Fragment>);
    const element = tags[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : <Fragment key={parts.length}>{words}</Fragment>);
    from = match.index + whole.length;
  }
  parts.push(<Fragment key={parts.length}>{text.slice(from)}</Fragment>);
  return <>{parts}</>;
}
