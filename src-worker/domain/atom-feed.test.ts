import { describe, expect, it } from 'vitest';
import type { Change } from '../../src-shared/api-types';
import { feedTexts } from '../pages/feed-texts';
import { atomFeedXml, atomText, changeEntry, rfc3339, tagUri, type ChangeRecord } from './atom-feed';

const english = await feedTexts('en');

const ORIGIN = 'https://tracks.example';
const change = (overrides: Partial<Change> = {}): Change => ({
  kind: 'edit',
  at: '2026-03-14T09:30:00.000Z',
  track: { id: 7, url_segment: 'pista-a', name: 'Pista Taquaral', label: null },
  area: { name: 'Campinas', url_segment: 'brasil/sp/campinas' },
  revision: 3,
  changed_fields: ['name', 'length'],
  answer: null,
  photo: null,
  client: 'ab12cd34',
  made_by: null,
  ...overrides,
});
const record = (overrides: Partial<Change> = {}, source: ChangeRecord['source'] = 'revision'): ChangeRecord => ({
  change: change(overrides),
  source,
  sourceId: 42,
  clientHash: null,
  withdrawn: false,
});

const butanta = {
  facility: null,
  locality: 'Butantã',
  from_centre: null,
  twin: null,
  length: 400,
  finalized: true,
  surface: 'synthetic' as const,
  indoors: false,
};

describe('changeEntry', () => {
  it('links an edit to the history, names the revision and its fields, by the short client hash', () => {
    expect(changeEntry(ORIGIN, record(), english)).toEqual({
      id: 'tag:tracks.example,2026:revision/42',
      title: 'Edited Pista Taquaral',
      updated: '2026-03-14T09:30:00.000Z',
      link: 'https://tracks.example/track/pista-a/history',
      author: 'ab12cd34',
      summary: 'Revision 3 of Pista Taquaral in Campinas changed name and length.',
    });
  });

  it('links other changes to the track page; no client is anonymous; a track without a name goes by its label (issue 36)', () => {
    const entry = changeEntry(
      ORIGIN,
      record(
        {
          kind: 'comment',
          revision: null,
          changed_fields: null,
          client: null,
          area: null,
          track: { id: 7, url_segment: 'pista-a', name: null, label: butanta },
        },
        'feedback',
      ),
      english,
    );
    expect(entry).toMatchObject({
      id: 'tag:tracks.example,2026:feedback/42',
      title: 'Comment on 400 m synthetic track, Butantã',
      link: 'https://tracks.example/track/pista-a',
      author: 'anonymous',
      summary: 'Comment on 400 m synthetic track, Butantã.',
    });
    expect(changeEntry(ORIGIN, record({ kind: 'track', revision: 1 }), english).title).toBe('New track Pista Taquaral');
    // A change no client made says who made it.
    expect(changeEntry(ORIGIN, record({ client: null, made_by: 'answers' }), english).author).toBe('runners’ answers');
    expect(changeEntry(ORIGIN, record({ client: null, made_by: 'import' }), english).author).toBe('an import');
    expect(changeEntry(ORIGIN, record({ kind: 'removal', client: null, made_by: 'admin' }), english).author).toBe('an operator');
  });

  it("says which question a runner answered and what, about the track's page, in the feed's language", async () => {
    const answered = record({ kind: 'answer', revision: null, changed_fields: null, answer: { question: 'fee', value: 'free' } }, 'answer');
    expect(changeEntry(ORIGIN, answered, english)).toEqual({
      id: 'tag:tracks.example,2026:answer/42',
      title: 'A runner answered on Pista Taquaral: Fee — Free',
      updated: '2026-03-14T09:30:00.000Z',
      link: 'https://tracks.example/track/pista-a',
      author: 'ab12cd34',
      summary: 'A runner answered a quick question about Pista Taquaral in Campinas: Fee — Free.',
    });
    const portuguese = await feedTexts('pt');
    const hours = record(
      {
        kind: 'answer',
        area: null,
        revision: null,
        changed_fields: null,
        answer: { question: 'opening_hours', value: 'Mo-Fr 06:00-21:00' },
      },
      'answer',
    );
    expect(changeEntry(ORIGIN, hours, portuguese)).toMatchObject({
      title: 'Um corredor respondeu sobre Pista Taquaral: Horário — Mo-Fr 06:00-21:00',
      summary: 'Um corredor respondeu a uma pergunta rápida sobre Pista Taquaral: Horário — Mo-Fr 06:00-21:00.',
    });
  });

  it("gives a photo's credit and licence with it, and the photo itself as the entry's enclosure", async () => {
    const photo = {
      id: 9,
      alt: '',
      licence: 'CC-BY-SA-4.0' as const,
      credit: 'Ana <Lima>',
      created: '2026-03-14T09:00:00.000Z',
      width: 1280,
      height: 960,
      files: [],
    };
    const shown = record({ kind: 'photo', revision: null, changed_fields: null, photo }, 'photo');
    expect(changeEntry(ORIGIN, shown, english)).toEqual({
      id: 'tag:tracks.example,2026:photo/42',
      title: 'New photo of Pista Taquaral',
      updated: '2026-03-14T09:30:00.000Z',
      link: 'https://tracks.example/track/pista-a',
      author: 'ab12cd34',
      summary: 'New photo of Pista Taquaral in Campinas. ©\u00a0Ana <Lima> · CC BY-SA 4.0',
      image: 'https://tracks.example/photos/9/640.webp',
    });
    const zero = record({ kind: 'photo', area: null, photo: { ...photo, credit: '', licence: 'CC0-1.0' } }, 'photo');
    expect(changeEntry(ORIGIN, zero, await feedTexts('de')).summary).toBe('Neues Foto von Pista Taquaral. CC0');
    const xml = atomFeedXml({ id: 'x', title: 'x', self: ORIGIN, alternate: ORIGIN, entries: [changeEntry(ORIGIN, shown, english)] });
    expect(xml).toContain('<link rel="enclosure" type="image/webp" href="https://tracks.example/photos/9/640.webp"/>');
    expect(xml).toContain('©\u00a0Ana &lt;Lima&gt; · CC BY-SA 4.0</summary>');
  });

  it("names the track in the feed's language", async () => {
    const portuguese = await feedTexts('pt');
    const unnamed = record({ kind: 'track', revision: 1, track: { id: 7, url_segment: 'pista-a', name: null, label: butanta } });
    expect(changeEntry(ORIGIN, unnamed, portuguese).title).toContain('Pista sintética de 400 m, Butantã');
    const twin = record({
      kind: 'track',
      revision: 1,
      track: { id: 7, url_segment: 'pista-a', name: 'Meadowbank', label: { ...butanta, twin: 'indoor' } },
    });
    expect(changeEntry(ORIGIN, twin, english).title).toBe('New track Meadowbank (indoor)');
    expect(changeEntry(ORIGIN, twin, portuguese).title).toContain('Meadowbank (coberta)');
  });
});

describe('atomFeedXml', () => {
  const feed = (entries: ReturnType<typeof changeEntry>[]) =>
    atomFeedXml({
      id: tagUri(ORIGIN, 'changes'),
      title: 'Track Atlas: recent changes',
      self: `${ORIGIN}/feeds/changes.atom`,
      alternate: `${ORIGIN}/`,
      entries,
    });

  it('writes the feed with its links and the newest entry as its updated', () => {
    const xml = feed([changeEntry(ORIGIN, record(), english)]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n' +
        '<id>tag:tracks.example,2026:changes</id><title>Track Atlas: recent changes</title><updated>2026-03-14T09:30:00.000Z</updated>\n' +
        '<link rel="self" type="application/atom+xml" href="https://tracks.example/feeds/changes.atom"/><link rel="alternate" type="text/html" href="https://tracks.example/"/>\n' +
        '<entry><id>tag:tracks.example,2026:revision/42</id><title>Edited Pista Taquaral</title><updated>2026-03-14T09:30:00.000Z</updated>' +
        '<link rel="alternate" type="text/html" href="https://tracks.example/track/pista-a/history"/><author><name>ab12cd34</name></author>' +
        '<summary>Revision 3 of Pista Taquaral in Campinas changed name and length.</summary></entry>\n</feed>\n',
    );
  });

  it('has a fixed updated when empty, so the same data writes the same feed', () => {
    expect(feed([])).toContain('<updated>2026-01-01T00:00:00.000Z</updated>');
  });

  it('escapes hostile names and drops what XML cannot hold', () => {
    const xml = feed([
      changeEntry(
        ORIGIN,
        record({ track: { id: 7, url_segment: 'pista-a', name: 'A<b>&"\'\u0000\u001f\ud800]]>', label: null } }),
        english,
      ),
    ]);
    expect(xml).toContain('<title>Edited A&lt;b&gt;&amp;&quot;&apos;]]&gt;</title>');
    for (const unfit of ['\u0000', '\u001f', '\ud800']) expect(xml).not.toContain(unfit);
    expect(atomText('a\ud83c\udfc3b')).toBe('a\ud83c\udfc3b');
  });
});

describe('rfc3339', () => {
  it('writes stored times as RFC 3339, and a fixed time for what is no time', () => {
    expect(rfc3339('2026-03-14 09:30:00Z')).toBe('2026-03-14T09:30:00.000Z');
    expect(rfc3339('not a time')).toBe('2026-01-01T00:00:00.000Z');
  });
});
