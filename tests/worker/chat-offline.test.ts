// The offline provider: each kind of request it understands, through the real endpoint, tools
// and D1 (issue 6: "Offline-provider tests for each request kind it understands").
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get } from './api';
import { ChatClient } from './chat-api';

const feedbackRows = (kind: string, text: string) =>
  env.DB.prepare('SELECT track_id, kind, text, origin, review FROM feedback WHERE kind = ?1 AND text LIKE ?2')
    .bind(kind, `%${text}%`)
    .all<{ track_id: number | null; kind: string; text: string; origin: string; review: string }>()
    .then((r) => r.results);

let placeCounter = 0;
/** A city with one named track in it, far from every other test's tracks. */
async function cityWithTrack(name: string) {
  placeCounter += 1;
  const lat = 60 + placeCounter * 0.7;
  const lng = 14 + placeCounter * 0.7;
  const areas = await createAreas(lat, lng);
  const trackName = `${name} ${areas.tag}`;
  const track = await createTrack(lat + 0.01, lng + 0.01, { name: trackName });
  return { ...areas, lat, lng, trackName, track };
}

describe('offline provider', () => {
  it('greets as the offline assistant on activation, in the route language', async () => {
    const chat = new ChatClient();
    expect((await chat.activate()).body.activated).toBe(true);
    expect(chat.userChats).toHaveLength(1);
    expect(chat.lastAnswer()).toContain('offline assistant');
    const swedish = new ChatClient('sv');
    await swedish.activate();
    expect(swedish.lastAnswer()).toContain('offlineassistent');
  });

  it('asks for the location for "tracks near me" and lists the tracks near the shared position', async () => {
    const place = await cityWithTrack('Nearby Arena');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('Find tracks near me');
    const request = chat.userChats.at(-1)!;
    expect(request.functionName).toBe('getUserLocation');
    expect(request.tool_calls?.[0]?.id).toBeTruthy();
    expect(request.content).toContain('Share location');

    const reply = await chat.shareLocation(place.lat, place.lng);
    expect(reply.status).toBe(200);
    expect(chat.lastAnswer()).toMatch(/^I found 1 track within 10 km of you:/);
    expect(chat.lastAnswer()).toContain(`<a href="http://localhost/track/${place.track.trackUrlSegment}">${place.trackName}</a>`);
    expect(chat.chats.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toContain(request.tool_calls![0]!.id);
  });

  it('never answers "near me" with a jogging loop, though one lies nearer (issue 36)', async () => {
    const place = await cityWithTrack('Lap Oval');
    const loop = await createTrack(place.lat + 0.001, place.lng, { name: `Park Circuit ${place.tag}`, length: 1800 });
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('Find tracks near me');
    await chat.shareLocation(place.lat, place.lng);
    expect(chat.lastAnswer()).toContain(`/track/${place.track.trackUrlSegment}"`);
    expect(chat.lastAnswer()).not.toContain(`/track/${loop.trackUrlSegment}"`);
  });

  it('lists the tracks of a named area with links to the area and the track', async () => {
    const place = await cityWithTrack('Area Oval');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Which tracks are in Springfield ${place.tag}?`);
    expect(chat.lastAnswer()).toContain(
      `I found 1 track in <a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>:`,
    );
    expect(chat.lastAnswer()).toContain(`/track/${place.track.trackUrlSegment}`);
  });

  it('lists the tracks of the area an area page sends by its segment', async () => {
    const place = await cityWithTrack('Segment Oval');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Focus on tracks in this area: ${place.citySegment}`);
    expect(chat.lastAnswer()).toContain(
      `I found 1 track in <a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>:`,
    );
  });

  it('says so when it does not know the place', async () => {
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('tracks in Atlantis Nowhere');
    expect(chat.lastAnswer()).toBe('I do not know a place called "Atlantis Nowhere". Try a city, region or country name.');
  });

  it('tells about a track with its recent comments', async () => {
    const place = await cityWithTrack('Detail Stadium');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`comment on ${place.trackName}: The lanes were repainted`);
    await chat.say(`Tell me about ${place.trackName}`);
    expect(chat.lastAnswer()).toContain(`Here is what we know about <a href="http://localhost/track/${place.track.trackUrlSegment}">`);
    expect(chat.lastAnswer()).toContain('The lanes were repainted');
    expect(chat.lastAnswer()).toContain('synthetic, 400 m, 8 lanes, lighting, outdoor');
  });

  it('summarises "my area" from a shared location, and from the map view without asking', async () => {
    const place = await cityWithTrack('Summary Field');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('Summarize track information in my area');
    expect(chat.userChats.at(-1)!.functionName).toBe('getUserLocation');
    await chat.shareLocation(place.lat, place.lng);
    expect(chat.lastAnswer()).toContain(
      `There is 1 track within 10 km of you, around <a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>.`,
    );
    expect(chat.lastAnswer()).toContain('For 1 we do not know whether it is open to the public.');
    expect(chat.lastAnswer()).not.toContain('0 are reported open to the public');
    expect(chat.lastAnswer()).toContain(`<a href="http://localhost/track/${place.track.trackUrlSegment}">${place.trackName}</a>`);

    const fromMap = new ChatClient();
    await fromMap.activate();
    const box = { north: place.lat + 0.1, south: place.lat - 0.1, east: place.lng + 0.1, west: place.lng - 0.1 };
    await fromMap.say(`Focus on tracks within this bounding box: ${JSON.stringify(box)}`);
    expect(fromMap.lastAnswer()).toContain('I found 1 track in the area you are looking at:');
    await fromMap.say('Summarize track information in my area');
    expect(fromMap.userChats.at(-1)!.functionName).toBeUndefined();
    expect(fromMap.lastAnswer()).toContain('There is 1 track in the area you are looking at, around');
    expect(fromMap.lastAnswer()).toContain(`/track/${place.track.trackUrlSegment}`);
  });

  it('posts a comment through the feedback rules, holding one with a link for review', async () => {
    const place = await cityWithTrack('Comment Track');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Post a comment on ${place.trackName}: Open on Sundays too`);
    expect(chat.lastAnswer()).toContain('your comment on');
    const track = (await get(`/api/track?id=${place.track.trackId}`)).body;
    expect(track.comments[0]).toMatchObject({ text: 'Open on Sundays too', type: 'comment' });
    expect((await feedbackRows('comment', 'Open on Sundays too'))[0]).toMatchObject({ origin: 'chat', review: 'visible' });

    await chat.say(`comment on ${place.trackName}: cheap shoes at www.spam-shoes.com`);
    expect(chat.lastAnswer()).toBe('Thank you for your feedback, it will be reviewed before it is visible.');
    expect((await feedbackRows('comment', 'spam-shoes'))[0]).toMatchObject({ origin: 'chat', review: 'pending' });
  });

  it('does not take a comment without words as a comment', async () => {
    const place = await cityWithTrack('Empty');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`comment on ${place.trackName}:    `);
    // Without words after the colon it is not a comment request at all.
    expect(chat.lastAnswer()).toContain('Sorry, I did not understand that.');
  });

  it('takes a report of wrong data and marks the track reported', async () => {
    const place = await cityWithTrack('Wrongly');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Wrong info about ${place.trackName}: it has 6 lanes, not 8`);
    expect(chat.lastAnswer()).toContain('is marked as inaccurate');
    expect((await feedbackRows('bad_info', 'it has 6 lanes'))[0]).toMatchObject({ track_id: place.track.trackId, origin: 'chat' });
    expect((await get(`/api/track?id=${place.track.trackId}`)).body.reported).toBe(true);
  });

  it('stores bug reports and feature requests for operators', async () => {
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('Report a bug: the map stays grey on my tablet');
    expect(chat.lastAnswer()).toBe('Thank you, your bug report is stored for the team.');
    await chat.say('Feature request: show opening hours');
    expect(chat.lastAnswer()).toBe('Thank you, your feature request is stored for the team.');
    expect(await feedbackRows('bug_report', 'map stays grey')).toEqual([
      expect.objectContaining({ track_id: null, origin: 'chat', text: 'the map stays grey on my tablet' }),
    ]);
    expect(await feedbackRows('feature_request', 'opening hours')).toHaveLength(1);
    const reports = await get('/api/admin/reports', { Authorization: 'Bearer test-admin-token' });
    expect(JSON.stringify(reports.body)).toContain('show opening hours');
  });

  it('answers what it does not understand with the help text, in the route language', async () => {
    const chat = new ChatClient('de');
    await chat.activate();
    await chat.say('What is the meaning of life?');
    expect(chat.lastAnswer()).toContain('Entschuldigung, das habe ich nicht verstanden.');
  });

  it('answers in Swedish on /sv', async () => {
    const place = await cityWithTrack('Svensk Bana');
    const chat = new ChatClient('sv');
    await chat.activate();
    await chat.say(`tracks in Springfield ${place.tag}`);
    expect(chat.lastAnswer()).toContain('Jag hittade 1 bana i');
    expect(chat.lastAnswer()).toContain('konstmaterial, 400 m, 8 banor per varv, belysning, utomhus');
    expect(chat.lastAnswer()).not.toMatch(/Synthetic|lanes|lighting|outdoor/);
  });

  it('understands requests typed in the route language', async () => {
    const place = await cityWithTrack('Stadion');
    const swedish = new ChatClient('sv');
    await swedish.activate();
    await swedish.say(`banor i Springfield ${place.tag}?`);
    expect(swedish.lastAnswer()).toContain('Jag hittade 1 bana i');
    expect(swedish.lastAnswer()).toContain(place.trackName);

    const german = new ChatClient('de');
    await german.activate();
    await german.say(`Kommentar zu ${place.trackName}: sonntags geschlossen`);
    expect(german.lastAnswer()).toContain('dein Kommentar zu');
    expect((await feedbackRows('comment', 'sonntags geschlossen'))[0]).toMatchObject({ track_id: place.track.trackId, origin: 'chat' });

    const japanese = new ChatClient('ja');
    await japanese.activate();
    await japanese.say(`Springfield ${place.tag}のトラック`);
    expect(japanese.lastAnswer()).toContain('件のトラックが見つかりました');
  });

  it('recognises a quoted track name with "in <place>" after it, and never shows escaped quotes', async () => {
    const place = await cityWithTrack('Pista de corrida do Estádio');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Tell me about the running track "${place.trackName.replace('Estádio', 'Estadio')}" in Testland ${place.tag}.`);
    expect(chat.lastAnswer()).toContain(
      `Here is what we know about <a href="http://localhost/track/${place.track.trackUrlSegment}">${place.trackName}</a>:`,
    );

    await chat.say('Tell me about the track Nowhere "Oval" Zq');
    expect(chat.lastAnswer()).toBe('I could not find a track called "Nowhere "Oval" Zq".');
    expect(chat.userChats.map((m) => m.content).join(' ')).not.toContain('&quot;');
  });

  it('finds a track named in part, and reads tracks near a place written without accents', async () => {
    const place = await cityWithTrack('Estádio Conillonzz');
    const chat = new ChatClient('pt');
    await chat.activate();
    await chat.say(`Qual é a superfície do Conillonzz ${place.tag}?`);
    expect(chat.lastAnswer()).toContain(`/track/${place.track.trackUrlSegment}`);
    expect(chat.lastAnswer()).toContain('sintético');
    await chat.say(`Quais pistas de corrida existem perto de springfield ${place.tag}?`);
    expect(chat.lastAnswer()).toContain(`<a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>`);
  });

  it('asks which track is meant when two share a name, with a link to each, and picks by the place mentioned', async () => {
    const first = await cityWithTrack('Twin');
    const second = await cityWithTrack('Twin');
    const twinName = `Twin Oval ${first.tag}`;
    const a = await createTrack(first.lat + 0.02, first.lng, { name: twinName });
    const b = await createTrack(second.lat + 0.02, second.lng, { name: twinName, outdoor: 'indoor', length: 200 });
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`What surface does ${twinName} have?`);
    expect(chat.lastAnswer()).toMatch(/^Several tracks have that name\. Which one do you mean\?<br>/);
    expect(chat.lastAnswer()).toContain(`/track/${a.trackUrlSegment}`);
    expect(chat.lastAnswer()).toContain(`/track/${b.trackUrlSegment}`);
    // Each candidate says what tells it from the other (issue 22).
    expect(chat.lastAnswer()).toContain(`(Springfield ${first.tag}): outdoor, 400 m, synthetic`);
    expect(chat.lastAnswer()).toContain(`(Springfield ${second.tag}): indoor, 200 m, synthetic`);
    await chat.say(`What surface does ${twinName} in Springfield ${second.tag} have?`);
    expect(chat.lastAnswer()).toContain(`Here is what we know about <a href="http://localhost/track/${b.trackUrlSegment}">`);
  });

  it('takes a report of wrong data said in a sentence, with the track and its place inside it', async () => {
    const place = await cityWithTrack('Grassy Field');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`The surface of ${place.trackName} in Springfield ${place.tag} is wrong: it is grass now. Please report it.`);
    expect(chat.lastAnswer()).toContain('is marked as inaccurate');
    expect((await feedbackRows('bad_info', 'it is grass now'))[0]).toMatchObject({ track_id: place.track.trackId, origin: 'chat' });
  });

  it('takes a comment however it is phrased', async () => {
    const place = await cityWithTrack('Saying Track');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Leave a comment on ${place.trackName} saying the water fountain works again`);
    expect(chat.lastAnswer()).toContain('your comment on');
    expect((await feedbackRows('comment', 'water fountain works again'))[0]).toMatchObject({
      track_id: place.track.trackId,
      text: 'the water fountain works again',
    });
  });

  it('forgives a slip that names one word, and offers what search finds when it could be either of two', async () => {
    const place = await cityWithTrack('Quagmire Oval');
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`Tell me about Quagmier Oval`);
    expect(chat.lastAnswer()).toContain(`Here is what we know about <a href="http://localhost/track/${place.track.trackUrlSegment}">`);
    // "Quagmre" is one slip from "Quagmire" and from "Quagmore": the user chooses.
    await cityWithTrack('Quagmore Oval');
    await chat.say(`Tell me about Quagmre Oval`);
    expect(chat.lastAnswer()).toMatch(/^I could not find a track called "Quagmre/);
    expect(chat.lastAnswer()).toContain(
      `<a href="http://localhost/track/${place.track.trackUrlSegment}">${place.trackName} - Springfield ${place.tag}</a>`,
    );
    // The city's name in another language, as the importer stores it.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO search_other_names (kind, id, source, name) VALUES ('area', ?1, 'name:pt', ?2)").bind(
        place.city,
        `fonte primaveril ${place.tag}`,
      ),
      env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'"),
    ]);
    const portuguese = new ChatClient('pt');
    await portuguese.activate();
    // Issue 28: a place's name in another language is its name, so its tracks are listed at once.
    await portuguese.say(`pistas em Fonte Primaveril ${place.tag}`);
    expect(portuguese.lastAnswer()).toContain(`Encontrei 1 pista em <a href="http://localhost/running-in/${place.citySegment}">`);
  });
});
