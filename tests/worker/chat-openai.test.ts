// The OpenAI-compatible provider against the local fake model server (fake-openai-server.ts):
// the tool loop, the location round trip, writes through the feedback rules, and the caps.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { MAX_TOOL_ROUNDS } from '../../src-worker/chat/limits';
import { createAreas, createTrack, get, post } from './api';
import { ChatClient, openAiScript } from './chat-api';

let placeCounter = 0;
async function cityWithTrack() {
  placeCounter += 1;
  const lat = -30 - placeCounter * 0.7;
  const lng = 140 + placeCounter * 0.7;
  const areas = await createAreas(lat, lng);
  const track = await createTrack(lat + 0.01, lng, { name: `Oval ${areas.tag}` });
  return { ...areas, lat, lng, track, trackName: `Oval ${areas.tag}` };
}

const toolMessages = (request: { messages: any[] }) => request.messages.filter((m) => m.role === 'tool');

describe('OpenAI-compatible provider', () => {
  it('runs several tool rounds and feeds each result back before the answer', async () => {
    const place = await cityWithTrack();
    const script = await openAiScript([
      { tool_calls: [{ name: 'findTracksInArea', arguments: { area: `Springfield ${place.tag}` } }] },
      { tool_calls: [{ name: 'getTrackDetails', arguments: { track: place.track.trackUrlSegment } }] },
      { content: `Try <a href="http://localhost/track/${place.track.trackUrlSegment}">${place.trackName}</a>.` },
    ]);
    const chat = new ChatClient('en', script.env);
    await chat.activate();
    expect(chat.lastAnswer()).not.toContain('offline');
    const reply = await chat.say('Where can I run in Springfield?');
    expect(reply.status).toBe(200);
    expect(chat.lastAnswer()).toContain(`/track/${place.track.trackUrlSegment}`);

    const requests = await script.requests();
    expect(requests).toHaveLength(3);
    expect(requests[0]!.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Always answer in English') });
    expect(requests[0]!.tools!.map((t) => t.function.name)).toEqual(
      expect.arrayContaining([
        'findTracksNearPoint',
        'findTracksInBoundingBox',
        'findTracksInArea',
        'getTrackDetails',
        'summarizeTracks',
        'postComment',
        'reportIncorrectTrackData',
        'reportBug',
        'requestFeature',
        'getUserLocation',
      ]),
    );
    const firstResult = JSON.parse(toolMessages(requests[1]!)[0].content);
    expect(firstResult).toMatchObject({ count: 1, areaUrl: `http://localhost/running-in/${place.citySegment}` });
    expect(firstResult.tracks[0]).toMatchObject({
      name: place.trackName,
      url: `http://localhost/track/${place.track.trackUrlSegment}`,
      lanes: 8,
      lighting: true,
      indoor: false,
    });
    const details = JSON.parse(toolMessages(requests[2]!)[1].content);
    expect(details).toMatchObject({ name: place.trackName, info: 'Open weekdays. Bring water.' });

    // Shown: the greeting, the question, the answer; the conversation keeps the calls and results.
    expect(chat.userChats.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(chat.chats.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant', 'tool', 'assistant', 'tool', 'assistant']);
  });

  it('finds the track a model names in part or with its place, and tells it which tracks share a name', async () => {
    const place = await cityWithTrack();
    const twin = await createTrack(place.lat + 0.03, place.lng, { name: place.trackName });
    const script = await openAiScript([
      { tool_calls: [{ name: 'getTrackDetails', arguments: { track: place.tag } }] },
      { tool_calls: [{ name: 'getTrackDetails', arguments: { track: `"${place.trackName}"` } }] },
      { content: 'Which one?' },
    ]);
    const chat = new ChatClient('en', script.env);
    await chat.activate();
    await chat.say('Tell me about it');
    const requests = await script.requests();
    const partly = JSON.parse(toolMessages(requests[1]!)[0].content);
    expect(partly).toMatchObject({
      error: 'Ambiguous',
      tracks: expect.arrayContaining([expect.objectContaining({ url: `http://localhost/track/${twin.trackUrlSegment}` })]),
    });
    const byName = JSON.parse(toolMessages(requests[2]!)[1].content);
    expect(byName.error).toBe('Ambiguous');
    expect(byName.tracks).toHaveLength(2);
  });

  it('asks the client for the location and continues with its reply as the tool result', async () => {
    const place = await cityWithTrack();
    const script = await openAiScript([
      { tool_calls: [{ name: 'getUserLocation', arguments: {} }] },
      { tool_calls: [{ name: 'findTracksNearPoint', arguments: { latitude: place.lat, longitude: place.lng, radiusKm: 5 } }] },
      { content: 'There is one track close to you.' },
    ]);
    const chat = new ChatClient('en', script.env);
    await chat.activate();
    await chat.say('Any tracks near me?');
    const ask = chat.userChats.at(-1)!;
    expect(ask).toMatchObject({
      functionName: 'getUserLocation',
      content: 'To answer that I need your location. Press Share location, or type the name of a place.',
    });
    expect(await script.requests()).toHaveLength(1);

    await chat.shareLocation(place.lat, place.lng);
    expect(chat.lastAnswer()).toBe('There is one track close to you.');
    const requests = await script.requests();
    expect(toolMessages(requests[1]!)).toEqual([
      { role: 'tool', tool_call_id: ask.tool_calls![0]!.id, content: JSON.stringify({ latitude: place.lat, longitude: place.lng }) },
    ]);
    expect(JSON.parse(toolMessages(requests[2]!)[1].content).tracks[0].distanceKm).toBeCloseTo(1.1, 0);
  });

  it('posts comments through the feedback rules: visible, held for review, and refused past the spam limit', async () => {
    const place = await cityWithTrack();
    const script = await openAiScript([
      { tool_calls: [{ name: 'postComment', arguments: { track: place.trackName, comment: 'Fresh lines on lane 1', name: 'Kim' } }] },
      { content: 'Posted.' },
      { tool_calls: [{ name: 'postComment', arguments: { track: place.trackName, comment: 'Buy at https://spam.example' } }] },
      { content: 'Held.' },
      { tool_calls: [{ name: 'postComment', arguments: { track: place.trackName, comment: 'One more' } }] },
      { content: 'Limited.' },
    ]);
    const chat = new ChatClient('en', { ...script.env, SPAM_MAX_WRITES: '2' });
    await chat.activate();
    await chat.say('Please post: Fresh lines on lane 1, signed Kim');
    await chat.say('Post this too');
    await chat.say('And this');
    const results = (await script.requests()).filter((_, i) => i % 2 === 1).map((r) => JSON.parse(toolMessages(r).at(-1).content));
    expect(results[0]).toMatchObject({ status: 'Success', url: `http://localhost/track/${place.track.trackUrlSegment}` });
    expect(results[1]).toMatchObject({ status: 'UnderReview', message: 'Your feedback will be visible after a manual review.' });
    expect(results[2]).toMatchObject({
      error: 'SpamAlert',
      message: 'Submission of data is currently limited, try again in a few minutes',
    });

    const track = (await get(`/api/track?id=${place.track.trackId}`)).body;
    expect(track.comments.map((c: { text: string }) => c.text)).toEqual(['Fresh lines on lane 1']);
    expect(track.comments[0].poster_name).toBe('Kim');
  });

  it('feeds validation refusals back to the model, as the web form would get them', async () => {
    const place = await cityWithTrack();
    const script = await openAiScript([
      {
        tool_calls: [
          { name: 'postComment', arguments: { track: place.trackName, comment: '  ' } },
          { name: 'getTrackDetails', arguments: { track: 99 } },
        ],
      },
      { content: 'Sorry.' },
    ]);
    const chat = new ChatClient('en', script.env);
    await chat.activate();
    await chat.say('post an empty comment');
    const [empty, badArgs] = toolMessages((await script.requests())[1]!).map((m) => JSON.parse(m.content));
    expect(empty).toEqual({ error: 'InvalidInput', message: 'Please supply at least a comment' });
    expect(badArgs.error).toBe('InvalidInput');
  });

  it('stores bug reports, feature requests and wrong-data reports for operators', async () => {
    const place = await cityWithTrack();
    const tag = place.tag;
    const script = await openAiScript([
      {
        tool_calls: [
          { name: 'reportBug', arguments: { description: `Bug ${tag}: the list jumps` } },
          { name: 'requestFeature', arguments: { description: `Feature ${tag}: lane bookings` } },
          { name: 'reportIncorrectTrackData', arguments: { track: place.track.trackUrlSegment, description: `Data ${tag}: it is cinder` } },
        ],
      },
      { content: 'Thanks, all three are stored.' },
    ]);
    const chat = new ChatClient('en', script.env);
    await chat.activate();
    await chat.say('Three reports');
    const { results } = await env.DB.prepare('SELECT kind, track_id, type_flags, origin FROM feedback WHERE text LIKE ?1 ORDER BY kind')
      .bind(`%${tag}%`)
      .all();
    expect(results).toEqual([
      { kind: 'bad_info', track_id: place.track.trackId, type_flags: FeedbackType.BadInfo, origin: 'chat' },
      { kind: 'bug_report', track_id: null, type_flags: FeedbackType.AppFeedback, origin: 'chat' },
      { kind: 'feature_request', track_id: null, type_flags: FeedbackType.AppFeedback, origin: 'chat' },
    ]);
    expect((await get(`/api/track?id=${place.track.trackId}`)).body.reported).toBe(true);
  });

  it(`stops after ${MAX_TOOL_ROUNDS} tool rounds and makes the model answer without tools`, async () => {
    const script = await openAiScript([{ tool_calls: [{ name: 'findTracksInArea', arguments: { area: 'Nowhere' } }] }]);
    const chat = new ChatClient('en', script.env);
    await chat.activate();
    expect((await chat.say('loop forever')).status).toBe(200);
    const requests = await script.requests();
    expect(requests).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(requests.at(-1)!.tools).toBeUndefined();
    expect(chat.lastAnswer()).toBe('Sorry, I could not finish looking that up. Please ask again in a simpler way.');
  });

  it('answers in the route language and keeps the prompt out of the client', async () => {
    const script = await openAiScript([{ content: 'Hej!' }]);
    const chat = new ChatClient('ar', script.env);
    await chat.activate();
    await chat.say('hello');
    expect((await script.requests())[0]!.messages[0].content).toContain('Always answer in Arabic');
    expect(JSON.stringify(chat.chats)).not.toContain('Always answer in');
  });

  it('answers a 502 InternalError when the model server fails or refuses the key', async () => {
    const failing = await openAiScript([{ status: 500 }]);
    const chat = new ChatClient('en', failing.env);
    await chat.activate();
    const reply = await chat.say('hello');
    expect(reply.status).toBe(502);
    expect(reply.body).toMatchObject({ status: 'InternalError', description: 'The AI model did not answer, please try again later' });

    const badKey = await openAiScript([{ content: 'never' }]);
    const unauthorised = new ChatClient('en', { ...badKey.env, OPENAI_API_KEY: 'wrong' });
    await unauthorised.activate();
    expect((await unauthorised.say('hello')).status).toBe(502);
  });

  it('answers InternalError when the provider is misconfigured', async () => {
    const chat = new ChatClient('en', { CHAT_PROVIDER: 'openai', OPENAI_BASE_URL: undefined });
    const reply = await chat.activate();
    expect(reply.status).toBe(500);
    expect(reply.body.description).toBe('The AI chat is not configured on this server');
  });
});

describe('comments from the chat and the web share one spam count', () => {
  it('refuses a chat comment once the same client reached the limit on the web', async () => {
    const place = await cityWithTrack();
    const script = await openAiScript([
      { tool_calls: [{ name: 'postComment', arguments: { track: place.trackName, comment: 'From chat' } }] },
      { content: 'ok' },
    ]);
    const chat = new ChatClient('en', { ...script.env, SPAM_MAX_WRITES: '1' });
    await chat.activate();
    const web = await post(
      '/api/post-feedback',
      { trackId: place.track.trackId, feedbackType: FeedbackType.Comment, comment: 'From web' },
      { client: chat.client },
    );
    expect(web.status).toBe(200);
    await chat.say('post it');
    expect(JSON.parse(toolMessages((await script.requests())[1]!)[0].content).error).toBe('SpamAlert');
    const { results } = await env.DB.prepare("SELECT origin FROM feedback WHERE track_id = ?1 AND kind = 'comment'")
      .bind(place.track.trackId)
      .all();
    expect(results).toEqual([{ origin: 'web' }]);
  });
});
