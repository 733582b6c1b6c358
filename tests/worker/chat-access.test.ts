// "Can I run there now, and what does it cost?" (issue 14) asked of the offline assistant,
// through the real endpoint, tools and D1: lists narrowed to tracks open now or free, and one
// track's hours and fee. The hours are chosen so the answers hold at any time of the run:
// "24/7" is always open, a closure until 2099 always closed.
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack } from './api';
import { ChatClient } from './chat-api';

let placeCounter = 0;
/**
 * A city with three tracks, far from every other test's tracks: one open round the clock and
 * free, one closed for resurfacing and paid, one nobody has given hours or a fee for.
 */
async function cityWithHours() {
  placeCounter += 1;
  const lat = 10 + placeCounter * 0.7;
  const lng = 100 + placeCounter * 0.7;
  const areas = await createAreas(lat, lng);
  const open = {
    name: `Night Oval ${areas.tag}`,
    ...(await createTrack(lat + 0.01, lng + 0.01, { name: `Night Oval ${areas.tag}`, openingHours: '24/7', fee: false, access: 'public' })),
  };
  const closedFields = {
    name: `Mended Oval ${areas.tag}`,
    openingHours: '24/7',
    fee: true,
    feeText: '5 THB & up',
    closedUntil: '2099-12-31',
    closureReason: 'resurfacing',
  };
  const closed = { name: closedFields.name, ...(await createTrack(lat + 0.02, lng + 0.01, closedFields)) };
  const unknown = { name: `Quiet Oval ${areas.tag}`, ...(await createTrack(lat + 0.03, lng + 0.01, { name: `Quiet Oval ${areas.tag}` })) };
  return { ...areas, lat, lng, open, closed, unknown };
}

const trackLink = (track: { trackUrlSegment: string; name: string }) =>
  `<a href="http://localhost/track/${track.trackUrlSegment}">${track.name}</a>`;
const lines = (chat: ChatClient) => chat.lastAnswer().split('<br>');

describe('offline provider: open now and free near the user', () => {
  it('lists the track open now and not the one closed now nor the one without hours, and says what it left out', async () => {
    const place = await cityWithHours();
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('Which tracks near me are open now?');
    expect(chat.userChats.at(-1)!.functionName).toBe('getUserLocation');
    await chat.shareLocation(place.lat, place.lng);
    expect(lines(chat)[0]).toBe('I found 1 track open now within 10 km of you:');
    expect(lines(chat)[1]).toContain(`${trackLink(place.open)} (Springfield ${place.tag}): `);
    expect(lines(chat)[1]).toContain('access unknown, open now, free, synthetic');
    expect(chat.lastAnswer()).not.toContain(place.closed.trackUrlSegment);
    expect(chat.lastAnswer()).not.toContain(place.unknown.trackUrlSegment);
    expect(lines(chat).at(-1)).toBe('Tracks without known opening hours are not included.');
  });

  it('lists free tracks of a named place, and open ones in the map view already sent', async () => {
    const place = await cityWithHours();
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`free tracks in Springfield ${place.tag}`);
    expect(lines(chat)[0]).toBe(
      `I found 1 track free to use in <a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>:`,
    );
    expect(chat.lastAnswer()).toContain(trackLink(place.open));
    expect(lines(chat).at(-1)).toBe('Tracks whose fee is not known are not included.');

    const box = { north: place.lat + 0.1, south: place.lat - 0.1, east: place.lng + 0.1, west: place.lng - 0.1 };
    await chat.say(`Focus on tracks within this bounding box: ${JSON.stringify(box)}`);
    await chat.say('which tracks around here are open right now?');
    expect(chat.userChats.at(-1)!.functionName).toBeUndefined();
    expect(lines(chat)[0]).toBe('I found 1 track open now in the area you are looking at:');
    expect(chat.lastAnswer()).toContain(trackLink(place.open));
  });

  it('understands the question in Portuguese and Japanese', async () => {
    const place = await cityWithHours();
    const portuguese = new ChatClient('pt');
    await portuguese.activate();
    await portuguese.say('Quais pistas perto de mim estão abertas agora?');
    await portuguese.shareLocation(place.lat, place.lng);
    expect(lines(portuguese)[0]).toBe('Encontrei 1 pista aberta agora a até 10 km de você:');
    expect(lines(portuguese)[1]).toContain('acesso desconhecido, aberta agora, gratuita');

    const japanese = new ChatClient('ja');
    await japanese.activate();
    await japanese.say('近くで今開いているトラックは？');
    await japanese.shareLocation(place.lat, place.lng);
    expect(lines(japanese)[0]).toBe('あなたから 10 km 以内に現在営業中のトラックが 1 件見つかりました：');
    expect(japanese.lastAnswer()).toContain(trackLink(place.open));
    expect(japanese.lastAnswer()).not.toContain(place.closed.trackUrlSegment);
  });
});

describe("offline provider: one track's hours and fee", () => {
  it('says a track is free, and when it is open, leading with what was asked', async () => {
    const place = await cityWithHours();
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Is ${place.open.name} free?`);
    expect(lines(chat).slice(0, 2)).toEqual([`Opening hours and fee of ${trackLink(place.open)}:`, 'It is free to use.']);
    expect(chat.lastAnswer()).toContain(
      `Know better? Add or correct these facts on <a href="http://localhost/track/${place.open.trackUrlSegment}">its page</a>.`,
    );

    await chat.say(`When does ${place.open.name} open?`);
    expect(lines(chat).slice(1, 4)).toEqual([
      'Open now.',
      expect.stringMatching(/^Opening hours this week \(.+ time\): every day 24 hours\.$/),
      'It is free to use.',
    ]);
  });

  it('says a closed track is closed until when and what it costs, with the text escaped once', async () => {
    const place = await cityWithHours();
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`how much does ${place.closed.name} cost and is it open now?`);
    expect(lines(chat).slice(1, 3)).toEqual(['It costs a fee: 5 THB &amp; up.', 'Closed for resurfacing until 31 December 2099.']);

    await chat.say(`What are the opening hours of ${place.unknown.name}?`);
    expect(lines(chat).slice(1, 3)).toEqual(['No opening hours are known for it.', 'Nobody has said whether it costs anything.']);
  });

  it('answers in Portuguese, Japanese and Arabic, never taking "now" for a correction', async () => {
    const place = await cityWithHours();
    const portuguese = new ChatClient('pt');
    await portuguese.activate();
    await portuguese.say(`A ${place.open.name} é gratuita?`);
    expect(lines(portuguese)[1]).toBe('O uso é gratuito.');
    await portuguese.say(`Qual o horário da ${place.closed.name}?`);
    expect(lines(portuguese)[1]).toBe('Fechada até 31 de dezembro de 2099 (resurfacing).');

    const japanese = new ChatClient('ja');
    await japanese.activate();
    await japanese.say(`${place.open.name} の営業時間は？`);
    expect(lines(japanese).slice(0, 2)).toEqual([`${trackLink(place.open)} の営業時間と料金：`, '現在営業中です。']);

    const arabic = new ChatClient('ar');
    await arabic.activate();
    await arabic.say(`هل ${place.open.name} مفتوح الآن؟`);
    expect(lines(arabic)[1]).toBe('مفتوح الآن.');
    expect(arabic.lastAnswer()).not.toContain('غير دقيقة');
    await arabic.say(`هل ${place.open.name} مجاني؟`);
    expect(lines(arabic)[1]).toBe('استخدامه مجاني.');
  });
});
