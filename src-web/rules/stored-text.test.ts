import { describe, expect, it } from 'vitest';
import { storedTextForEditing } from './stored-text';

// Node has no DOMParser: the browser decoder is exercised by the e2e edit test; here a table
// stands in for it so the matching around it is tested.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x263A;': '☺',
  '&eacute;': 'é',
};
const decode = (entity: string) => ENTITIES[entity] ?? entity;

describe('storedTextForEditing', () => {
  it('turns every form of line-break tag into a newline', () => {
    expect(storedTextForEditing('one<br>two<br/>three<BR />four', decode)).toBe('one\ntwo\nthree\nfour');
  });

  it('decodes named, decimal and hexadecimal entities', () => {
    expect(storedTextForEditing('5 &lt; 6 &amp;&amp; caf&eacute; &#39;x&#39; &#x263A;', decode)).toBe("5 < 6 && café 'x' ☺");
  });

  it('keeps other tags and a bare ampersand as they are', () => {
    expect(storedTextForEditing('Open <b>early</b> & late', decode)).toBe('Open <b>early</b> & late');
  });

  it('decodes after splitting lines, so an escaped tag stays text', () => {
    expect(storedTextForEditing('&lt;br&gt;', decode)).toBe('<br>');
  });
});
