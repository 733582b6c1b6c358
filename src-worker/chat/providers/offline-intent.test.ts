import { describe, expect, it } from 'vitest';
import { parseBox, parseIntent, parsePoint } from './offline-intent';

describe('parseIntent', () => {
  it.each([
    ['Find tracks near me', { kind: 'nearMe' }],
    ['Where is the nearest track?', { kind: 'nearMe' }],
    ['Summarize track information in my area', { kind: 'summariseMine' }],
    ['Give me an overview of tracks in Stockholm', { kind: 'summariseArea', area: 'Stockholm' }],
    ['Are there any tracks in São Paulo?', { kind: 'inArea', area: 'São Paulo' }],
    ['tracks near Gothenburg', { kind: 'inArea', area: 'Gothenburg' }],
    ['Focus on tracks in this area: sweden/stockholm', { kind: 'inArea', area: 'sweden/stockholm' }],
    ['Tell me about Stadion', { kind: 'details', track: 'Stadion' }],
    ['tell me more about the track "Ullevi"', { kind: 'details', track: 'Ullevi' }],
    ['Post a comment on Stadion: Lovely new lanes', { kind: 'comment', track: 'Stadion', comment: 'Lovely new lanes' }],
    ['comment on Stadion: Gate locked on Sundays', { kind: 'comment', track: 'Stadion', comment: 'Gate locked on Sundays' }],
    ['Wrong info about Stadion: it has 6 lanes, not 8', { kind: 'badInfo', track: 'Stadion', description: 'it has 6 lanes, not 8' }],
    ['Report a bug: the map is empty on my phone', { kind: 'bug', description: 'the map is empty on my phone' }],
    ['The search box is broken', { kind: 'bug', description: 'The search box is broken' }],
    ['Feature request: dark mode', { kind: 'feature', description: 'dark mode' }],
    ['It would be nice to filter by surface', { kind: 'feature', description: 'It would be nice to filter by surface' }],
    ['59.3293, 18.0686', { kind: 'nearPoint', point: { lat: 59.3293, lng: 18.0686 } }],
    ['What is the meaning of life?', { kind: 'unknown' }],
  ])('%s', (text, intent) => {
    expect(parseIntent(text)).toEqual(intent);
  });

  it('reads the map seed as a box', () => {
    expect(parseIntent('Focus on tracks within this bounding box: {"north":1,"south":0,"east":3,"west":2}')).toEqual({
      kind: 'inBox',
      box: { north: 1, south: 0, east: 3, west: 2 },
    });
  });
});

describe('parsePoint and parseBox', () => {
  it('reads the Share location payload', () => {
    expect(parsePoint('{"latitude":59.33,"longitude":18.07}')).toEqual({ lat: 59.33, lng: 18.07 });
    expect(parsePoint('My location is: {"latitude":-23.5,"longitude":-46.6}')).toEqual({ lat: -23.5, lng: -46.6 });
  });
  it('refuses impossible or empty positions', () => {
    expect(parsePoint('{"latitude":91,"longitude":0}')).toBeNull();
    expect(parsePoint('0, 0')).toBeNull();
    expect(parsePoint('Stockholm')).toBeNull();
  });
  it('refuses a box whose south is north of its north', () => {
    expect(parseBox('{"north":0,"south":1,"east":3,"west":2}')).toBeNull();
  });
});
