// Issue 28: answers a runner can act on. Summaries and "near me" lists name their tracks with
// links and the place, ask for the location with the Share location button however the
// question is phrased, and commands work in every language.
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, get } from './api';
import { ChatClient } from './chat-api';

let placeCounter = 0;
/** A city with two named tracks, far from every other test's tracks. */
async function cityWithTracks(name: string) {
  placeCounter += 1;
  const lat = -10 - placeCounter * 0.9;
  const lng = -70 + placeCounter * 0.9;
  const areas = await createAreas(lat, lng);
  const near = await createTrack(lat + 0.01, lng + 0.01, { name: `${name} Near ${areas.tag}` });
  const far = await createTrack(lat + 0.04, lng + 0.04, { name: `${name} Far ${areas.tag}` });
  return { ...areas, lat, lng, near, far, nearName: `${name} Near ${areas.tag}`, farName: `${name} Far ${areas.tag}` };
}

const isLocationRequest = (chat: ChatClient) => chat.userChats.at(-1)!.functionName === 'getUserLocation';

describe('the location request, however the question is phrased', () => {
  it.each([
    ['en', 'summarize track information in my area'],
    ['en', 'tracks near me'],
    ['pt', 'resuma as informações das pistas na minha região'],
    ['sv', 'sammanfatta banorna i mitt område'],
    ['es', 'pistas cerca de mí'],
  ])('%s "%s" shows the Share location request', async (lang, text) => {
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text);
    expect(isLocationRequest(chat)).toBe(true);
  });

  it('asks again, with the button, when "tracks near me" is typed instead of sharing', async () => {
    const chat = new ChatClient();
    await chat.activate();
    await chat.say('summarize track information in my area');
    expect(isLocationRequest(chat)).toBe(true);
    await chat.say('tracks near me');
    expect(isLocationRequest(chat)).toBe(true);
    expect(chat.lastAnswer()).not.toContain('could not read a location');
  });

  it.each([
    ['en', 'summarize track information in my area'],
    ['sv', 'banor nära mig'],
    ['de', 'xyzzy plugh'],
  ])('%s: text typed at the request, "%s", keeps the Share location button', async (lang, text) => {
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say('Summarize track information in my area');
    expect(isLocationRequest(chat)).toBe(true);
    await chat.say(text);
    expect(isLocationRequest(chat)).toBe(true);
  });

  it('takes a place name typed instead of sharing', async () => {
    const place = await cityWithTracks('Typed Oval');
    const chat = new ChatClient('pt');
    await chat.activate();
    await chat.say('pistas perto de mim');
    expect(isLocationRequest(chat)).toBe(true);
    await chat.say(`Springfield ${place.tag}`);
    expect(chat.lastAnswer()).toContain(`/running-in/${place.citySegment}`);
    expect(chat.lastAnswer()).toContain(`/track/${place.near.trackUrlSegment}`);
  });
});

describe('summaries and "near me" lists a runner can act on', () => {
  it.each([
    ['en', 'Summarize track information in my area', 'There are 2 tracks within 10 km of you, around', 'Nearest first:'],
    ['pt', 'resumo das pistas na minha região', 'Há 2 pistas a até 10 km de você, perto de', 'As mais próximas primeiro:'],
    ['sv', 'sammanfatta banorna i mitt område', 'Det finns 2 banor inom 10 km från dig, runt', 'Närmast först:'],
    ['de', 'Zusammenfassung der Bahnen in meiner Nähe', 'Im Umkreis von 10 km gibt es 2 Bahnen, rund um', 'Die nächsten zuerst:'],
  ])('%s: "%s" names the place and lists its tracks, nearest first, with links', async (lang, text, heading, nearestFirst) => {
    const place = await cityWithTracks('Summary Oval');
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text);
    expect(isLocationRequest(chat)).toBe(true);
    await chat.shareLocation(place.lat, place.lng);
    const answer = chat.lastAnswer();
    expect(answer).toContain(`${heading} <a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>`);
    expect(answer).not.toContain(String(place.lat));
    expect(answer).not.toMatch(/(^|[ >])0 /);
    const near = answer.indexOf(`/track/${place.near.trackUrlSegment}`);
    const far = answer.indexOf(`/track/${place.far.trackUrlSegment}`);
    expect(answer.indexOf(nearestFirst)).toBeGreaterThan(0);
    expect(near).toBeGreaterThan(answer.indexOf(nearestFirst));
    expect(far).toBeGreaterThan(near);
  });

  it.each([
    ['en', 'summarize the tracks in', 'Most discussed first:'],
    ['fr', 'résumé des pistes à', 'Les plus commentées d’abord :'],
    ['es', 'resumen de las pistas en', 'Las más comentadas primero:'],
  ])('%s: a summary of a named area lists its tracks with links', async (lang, text, listed) => {
    const place = await cityWithTracks('Area Summary');
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(`${text} Springfield ${place.tag}`);
    const answer = chat.lastAnswer();
    expect(answer).toContain(`<a href="http://localhost/running-in/${place.citySegment}">Springfield ${place.tag}</a>`);
    expect(answer).toContain(listed);
    expect(answer).toContain(`/track/${place.near.trackUrlSegment}`);
    expect(answer).toContain(`/track/${place.far.trackUrlSegment}`);
  });
});

describe('honest matches: a track is answered only when its name matches', () => {
  it.each([
    ['pt', 'a pista do {word} está aberta agora?', 'Não encontrei nenhuma pista chamada'],
    ['en', 'is the track at {word} open now?', 'I could not find a track called'],
    ['es', '¿la pista de {word} es gratis?', 'No encontré ninguna pista llamada'],
    ['sv', 'är banan vid {word} öppen nu?', 'Jag hittade ingen bana som heter'],
  ])('%s: "%s" with a name nobody has never answers about a track called just "Pista"', async (lang, text, notFound) => {
    const place = await cityWithTracks('Honest');
    const pista = await createTrack(place.lat + 0.02, place.lng - 0.02, { name: 'Pista' });
    const word = `Ibirapuerax${place.tag}`;
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{word}', word));
    expect(chat.lastAnswer()).not.toContain(`/track/${pista.trackUrlSegment}`);
    expect(chat.lastAnswer()).toContain(notFound);
    expect(chat.lastAnswer()).toContain(word);
  });

  it.each([
    ['pt', 'a pista do {word} está aberta agora?', 'Horário e preço de'],
    ['en', 'tell me about the {word} track', 'Here is what we know about'],
    ['sv', 'berätta om banan {word}', 'Det här vet vi om'],
  ])('%s: "%s" answers about the track whose name holds the word', async (lang, text, heading) => {
    const place = await cityWithTracks('Honest Named');
    await createTrack(place.lat + 0.02, place.lng - 0.02, { name: 'Pista' });
    const word = `Ibiraz${place.tag}`;
    const named = await createTrack(place.lat - 0.02, place.lng + 0.02, { name: `Complexo Esportivo ${word}` });
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{word}', word));
    expect(chat.lastAnswer()).toContain(`/track/${named.trackUrlSegment}`);
    expect(chat.lastAnswer()).toContain(heading);
  });
});

describe('names read with the place of the conversation', () => {
  it.each([
    ['pt', 'pistas em {city}', 'me fale da {name}'],
    ['en', 'tracks in {city}', 'tell me about {name}'],
    ['sv', 'banor i {city}', 'berätta om {name}'],
  ])('%s: a name many tracks share is read in the place the conversation is about', async (lang, first, second) => {
    const here = await cityWithTracks('Context');
    const elsewhere = await cityWithTracks('Context Other');
    const name = `Walkway ${here.tag.slice(-4)}x`;
    const inHere = await createTrack(here.lat - 0.03, here.lng, { name });
    const inElsewhere = await createTrack(elsewhere.lat - 0.03, elsewhere.lng, { name });
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(first.replace('{city}', `Springfield ${here.tag}`));
    await chat.say(second.replace('{name}', name));
    expect(chat.lastAnswer()).toContain(`/track/${inHere.trackUrlSegment}`);
    expect(chat.lastAnswer()).not.toContain(`/track/${inElsewhere.trackUrlSegment}`);
  });
});

describe('commands with the text after a colon, in every language', () => {
  it.each([
    ['sv', 'Posta en kommentar om {name}: superbra underlag'],
    ['de', 'Kommentar zu {name}: super Belag'],
    ['fr', 'Commenter {name} : super revêtement'],
    ['es', 'Comenta en {name}: superficie genial'],
    ['ja', '{name}にコメント：路面が最高'],
  ])('%s: "%s" posts the words after the colon, the partly given name read up to it', async (lang, text) => {
    const place = await cityWithTracks('Colon');
    const word = `Crownpoint${place.tag}`;
    const track = await createTrack(place.lat - 0.03, place.lng + 0.03, { name: `Glasgow Club ${word} Sports Complex` });
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{name}', word));
    expect(chat.lastAnswer()).toContain(`/track/${track.trackUrlSegment}`);
    const comments = (await get(`/api/track?id=${track.trackId}`)).body.comments as { text: string }[];
    expect(comments.map((c) => c.text)).toEqual([text.split(/[:：]\s*/u)[1]]);
  });
});

describe('constraints narrow the list, and an empty one offers what comes closest', () => {
  /** A city with a 400 m indoor track with lighting, a 200 m outdoor one, and one nothing is known of. */
  async function cityOfKinds() {
    const place = await cityWithTracks('Kinds');
    const hall = await createTrack(place.lat - 0.02, place.lng, {
      name: `Hall ${place.tag}`,
      outdoor: 'indoor',
      length: 400,
      lighting: true,
    });
    const short = await createTrack(place.lat - 0.03, place.lng, { name: `Short ${place.tag}`, length: 200, lighting: false });
    return { ...place, hall, short };
  }

  it.each([
    ['en', 'where can i run 400m intervals in {city}', 'about 400 m long'],
    ['pt', 'onde correr tiros de 400 metros em {city}', 'de cerca de 400 m'],
    ['de', 'wo kann ich 400m Intervalle in {city} laufen', 'etwa 400 m lang'],
  ])('%s: "%s" keeps the tracks of about that length', async (lang, text, which) => {
    const place = await cityOfKinds();
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{city}', `Springfield ${place.tag}`));
    expect(chat.lastAnswer()).toContain(which);
    expect(chat.lastAnswer()).toContain(`/track/${place.hall.trackUrlSegment}`);
    expect(chat.lastAnswer()).not.toContain(`/track/${place.short.trackUrlSegment}`);
  });

  it.each([
    ['en', 'indoor tracks in {city}'],
    ['sv', 'inomhusbanor i {city}'],
    ['fr', 'pistes couvertes à {city}'],
  ])('%s: "%s" keeps the indoor tracks', async (lang, text) => {
    const place = await cityOfKinds();
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{city}', `Springfield ${place.tag}`));
    expect(chat.lastAnswer()).toContain(`/track/${place.hall.trackUrlSegment}`);
    expect(chat.lastAnswer()).not.toContain(`/track/${place.short.trackUrlSegment}`);
  });

  it.each([
    ['en', 'free running tracks in {city}', 'I found no tracks free to use in', 'Without that condition, these come closest:'],
    ['es', 'pistas gratis en {city}', 'No encontré pistas gratuitas en', 'Sin esa condición, estas son las más cercanas:'],
    ['sv', 'gratis banor i {city}', 'Jag hittade inga banor som är gratis i', 'Utan det villkoret kommer dessa närmast:'],
  ])('%s: "%s" finding none says what is unknown and offers the closest', async (lang, text, none, closest) => {
    const place = await cityOfKinds();
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{city}', `Springfield ${place.tag}`));
    expect(chat.lastAnswer()).toContain(none);
    expect(chat.lastAnswer()).toContain(closest);
    expect(chat.lastAnswer()).toContain(`/track/${place.near.trackUrlSegment}`);
  });
});
