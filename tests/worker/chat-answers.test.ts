// Issue 28: answers a runner can act on. Summaries and "near me" lists name their tracks with
// links and the place, ask for the location with the Share location button however the
// question is phrased, and commands work in every language.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { createAreas, createTrack, get } from './api';
import { ChatClient } from './chat-api';
import { OFFLINE_TEXTS } from '../../src-worker/offline-assistant/texts';
import type { Language } from '../../src-shared/enums';

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

describe('every command in every language', () => {
  /** A track whose name holds its town's name, as Scotland's do ("Glasgow Club Crownpoint …"). */
  async function townTrack() {
    const place = await cityWithTracks('Command');
    const word = `Crownpoint${place.tag}`;
    const name = `Springfield ${place.tag} Club ${word} Sports Complex`;
    const track = await createTrack(place.lat + 0.05, place.lng - 0.05, { name });
    return { ...place, word, name, track };
  }
  const comments = async (trackId: number) =>
    ((await get(`/api/track?id=${trackId}`)).body.comments as { text: string }[]).map((c) => c.text);

  it.each([
    ['en', 'I want to leave a comment on {name}: lovely track', 'lovely track'],
    ['en', 'add comment {word} Sports Complex nice new surface', 'nice new surface'],
    ['sv', 'skriv till {word} att banan är nylagd', 'banan är nylagd'],
    ['sv', 'kommentera {name} i Springfield {tag} att banan är bra', 'banan är bra'],
    ['es', 'Quiero dejar un comentario en {name}: pista bonita', 'pista bonita'],
    ['de', 'Ich möchte einen Kommentar zu {name} schreiben: schöne Bahn', 'schöne Bahn'],
    ['zh', '我想评论 {name}：跑道很好', '跑道很好'],
    ['fr', 'Je veux laisser un commentaire sur {name} : belle piste', 'belle piste'],
    ['pt', 'comente na pista {name} que está ótima', 'está ótima'],
    ['ar', 'أريد أن أكتب تعليقا على {name}: مضمار جميل', 'مضمار جميل'],
    ['ja', '{name}にコメントしたい：いいトラック', 'いいトラック'],
  ])('%s: "%s" posts the comment on the track, never lists its town', async (lang, text, posted) => {
    const t = await townTrack();
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{name}', t.name).replace('{word}', t.word).replace('{tag}', t.tag));
    expect(chat.lastAnswer()).toContain(`/track/${t.track.trackUrlSegment}`);
    expect(chat.lastAnswer()).not.toContain('/running-in/');
    expect(await comments(t.track.trackId)).toEqual([posted]);
  });

  it.each([
    ['en', 'The info for {name} is wrong, it has 6 lanes'],
    ['sv', 'Informationen om {name} stämmer inte, den har 6 banor'],
    ['es', 'La información de {name} es incorrecta, tiene 6 calles'],
    ['de', 'Die Angaben zu {name} sind falsch, sie hat 6 Bahnen'],
    ['zh', '{name} 的信息有误，它有6条跑道'],
    ['fr', 'Les infos sur {name} sont fausses, elle a 6 couloirs'],
    ['pt', 'As informações da {name} estão erradas, ela tem 6 raias'],
    ['ar', 'معلومات {name} خاطئة، فيه 6 حارات'],
    ['ja', '{name}の情報は古いです'],
  ])('%s: "%s" marks the track as reported', async (lang, text) => {
    const t = await townTrack();
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{name}', t.name));
    expect(chat.lastAnswer()).toContain(`/track/${t.track.trackUrlSegment}`);
    expect(chat.lastAnswer()).toContain(OFFLINE_TEXTS[lang as Language].badInfoTaken.split('{{track}}')[0]!.trim());
    expect((await get(`/api/track?id=${t.track.trackId}`)).body.reported).toBe(true);
  });

  it.each([
    ['en', 'I want to report a bug: the map does not load', 'bugTaken'],
    ['sv', 'det finns en bugg, kartan är tom', 'bugTaken'],
    ['es', 'Quiero reportar un error: el mapa no carga', 'bugTaken'],
    ['de', 'Ich möchte einen Fehler melden: die Karte lädt nicht', 'bugTaken'],
    ['zh', '我要报告一个bug：地图加载不出来', 'bugTaken'],
    ['fr', 'Je veux signaler un bug : la carte ne charge pas', 'bugTaken'],
    ['pt', 'Quero relatar um bug: o mapa não carrega', 'bugTaken'],
    ['ar', 'أريد الإبلاغ عن خلل: الخريطة لا تعمل', 'bugTaken'],
    ['ja', 'バグを報告したい：地図が読み込まれない', 'bugTaken'],
    ['en', 'feature request: show elevation', 'featureTaken'],
    ['sv', 'jag vill föreslå en funktion: mörkt läge', 'featureTaken'],
    ['es', 'Sugerencia: mostrar la altitud', 'featureTaken'],
    ['de', 'Ich möchte, dass ihr eine Höhenkarte hinzufügt', 'featureTaken'],
    ['zh', '功能建议：显示海拔', 'featureTaken'],
    ['fr', "Suggestion de fonctionnalité : afficher l'altitude", 'featureTaken'],
    ['pt', 'Sugestão de funcionalidade: mostrar a altitude', 'featureTaken'],
    ['ar', 'اقتراح ميزة: عرض الارتفاع', 'featureTaken'],
    ['ja', '機能のリクエスト：標高を表示して', 'featureTaken'],
  ] as const)('%s: "%s" is taken for the team', async (lang, text, taken) => {
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text);
    expect(chat.lastAnswer()).toBe(OFFLINE_TEXTS[lang][taken]);
  });
});

describe('examples from the data', () => {
  /** The requests a text quotes: "…", “…”, « … » or 「…」. */
  const quoted = (text: string) =>
    [...text.matchAll(/"([^"]+)"|“([^”]+)”|«\s*([^»]+?)\s*»|「([^」]+)」/g)].map((match) => match.slice(1).find(Boolean)!);

  it.each([
    ['en', 1, 2],
    ['pt', 1, 2],
    ['sv', 1, 2],
    ['ja', 1, 2],
  ] as const)('%s: the greeting’s place and track examples, tried, answer with the site’s tracks', async (lang, placeAt, trackAt) => {
    await cityWithTracks('Example');
    const greeted = new ChatClient(lang);
    await greeted.activate();
    const examples = quoted(greeted.lastAnswer());
    for (const example of [examples[placeAt]!, examples[trackAt]!]) {
      const chat = new ChatClient(lang);
      await chat.activate();
      await chat.say(example);
      expect(chat.lastAnswer()).toContain('/track/');
    }
    expect(greeted.lastAnswer()).not.toContain('{');
  });
});

describe('visit reports', () => {
  it.each([
    ['en', 'I visited {name} today: the track was open and busy', 'the track was open and busy'],
    ['sv', 'Jag var på {name} idag: banan var öppen', 'banan var öppen'],
    ['pt', 'Estive na {name} hoje: pista aberta', 'pista aberta'],
    ['ja', '{name}に行ってきました：今日は開いていた', '今日は開いていた'],
  ])('%s: "%s" posts a visit report of today on the track', async (lang, text, posted) => {
    const place = await cityWithTracks('Visit');
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{name}', place.farName));
    expect(chat.lastAnswer()).toContain(OFFLINE_TEXTS[lang as Language].visitPosted.split('{{track}}')[0]!.trim());
    expect(chat.lastAnswer()).toContain(`/track/${place.far.trackUrlSegment}`);
    const comments = (await get(`/api/track?id=${place.far.trackId}`)).body.comments as {
      type: string;
      text: string;
      report_date: string;
    }[];
    expect(comments).toEqual([expect.objectContaining({ type: 'visit report', text: posted })]);
    expect(comments[0]!.report_date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('near me with nothing near', () => {
  it.each([
    ['en', 'The nearest ones further away:', 'See all'],
    ['pt', 'As mais próximas, um pouco mais longe:', 'Veja todas'],
    ['fr', 'Les plus proches, un peu plus loin :', 'Voir les'],
  ])('%s: offers the nearest further away, and every list around the user links the map', async (lang, further, seeAll) => {
    const place = await cityWithTracks('Sparse');
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(NEAR_ME_TEXT[lang]!);
    await chat.shareLocation(place.lat + 0.3, place.lng);
    expect(chat.lastAnswer()).toContain(further);
    expect(chat.lastAnswer()).toContain(`/track/${place.far.trackUrlSegment}`);
    await chat.say(NEAR_ME_TEXT[lang]!);
    await chat.shareLocation(place.lat, place.lng);
    expect(chat.lastAnswer()).toContain(seeAll);
    expect(chat.lastAnswer()).toContain('/search?lat=');
  });
});

const NEAR_ME_TEXT: Record<string, string> = { en: 'tracks near me', pt: 'pistas perto de mim', fr: 'pistes près de moi' };

describe('places named in the route’s language', () => {
  it.each([
    ['fr', 'quelles pistes à {other} ?', 'Springvillé'],
    ['zh', '{other}的跑道', '斯普林菲尔德'],
    ['ja', '{other}のトラック', 'スプリングフィールド'],
  ])('%s: "%s" lists the tracks of the area known by that name', async (lang, text, name) => {
    const place = await cityWithTracks('Other Name');
    const other = `${name}${place.tag}`;
    await env.DB.prepare("INSERT INTO search_other_names (kind, id, source, name) VALUES ('area', ?1, 'name:test', ?2)")
      .bind(place.city, normaliseSearchText(other))
      .run();
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{other}', other));
    expect(chat.lastAnswer()).toContain(`/running-in/${place.citySegment}`);
    expect(chat.lastAnswer()).toContain(`/track/${place.near.trackUrlSegment}`);
  });
});

describe('the nearest track, asked about as one track', () => {
  it.each([
    ['en', 'how is the track nearest to me?'],
    ['pt', 'como é a pista mais perto de mim?'],
    ['es', '¿cómo es la pista más cercana?'],
  ])('%s: "%s" asks for the location, never answers about a track called "Pista"', async (lang, text) => {
    const place = await cityWithTracks('Nearest');
    const pista = await createTrack(place.lat + 0.02, place.lng - 0.02, { name: 'Pista' });
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text);
    expect(isLocationRequest(chat)).toBe(true);
    await chat.shareLocation(place.lat, place.lng);
    expect(chat.lastAnswer()).toContain(`/track/${place.near.trackUrlSegment}`);
    expect(chat.lastAnswer().indexOf(`/track/${pista.trackUrlSegment}`)).toBeGreaterThan(
      chat.lastAnswer().indexOf(`/track/${place.near.trackUrlSegment}`),
    );
  });
});

describe('a fact asked about that nobody has given', () => {
  it.each([
    ['en', 'is {name} lit?', 'Nobody has said yet: whether it has lighting.'],
    ['pt', 'a {name} é iluminada?', 'Ninguém informou ainda: se tem iluminação.'],
    ['sv', 'har {name} belysning?', 'Ingen har sagt än: om den har belysning.'],
  ])('%s: "%s" says it is not known, once, with where to add it', async (lang, text, unknown) => {
    const place = await cityWithTracks('Unlit');
    const name = `Dim Oval ${place.tag}`;
    const track = await createTrack(place.lat - 0.04, place.lng - 0.04, { name, lighting: undefined });
    const chat = new ChatClient(lang);
    await chat.activate();
    await chat.say(text.replace('{name}', name));
    expect(chat.lastAnswer()).toContain(`/track/${track.trackUrlSegment}`);
    expect(chat.lastAnswer().split(unknown)).toHaveLength(2);
  });
});
