// The SQL of the chat's name recognition (db/chat-names.ts) against real D1.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { namesBeginning, namesStartingWith, tracksContaining } from '../../src-worker/db/chat-names';
import { ChatClient } from './chat-api';
import { createAreas, createTrack } from './api';

describe('names in D1', () => {
  it('finds a track and an area by their whole names, accents folded, and not by the start of a longer name', async () => {
    const areas = await createAreas(-30.5, -60.5);
    const name = `Estádio Conillon ${areas.tag}`;
    const track = await createTrack(-30.49, -60.49, { name });
    await createTrack(-30.48, -60.48, { name: `${name} Anexo` });
    const gram = `estadio conillon ${areas.tag}`;
    const hits = await namesBeginning(env.DB, [gram, `springfield ${areas.tag}`]);
    expect(hits.filter((h) => h.kind === 'track').map((h) => h.id)).toEqual([track.trackId]);
    expect(hits.find((h) => h.kind === 'area')).toMatchObject({ name: `Springfield ${areas.tag}`, segment: areas.citySegment, level: 2 });
    expect((await tracksContaining(env.DB, ['conillon', areas.tag.toLowerCase()], 5)).map((h) => h.name).sort()).toEqual([
      name,
      `${name} Anexo`,
    ]);
  });

  it('reads the labels that begin with some letters, and the chat takes a place typed with one slip', async () => {
    const areas = await createAreas(-31.5, -61.5);
    await createTrack(-31.49, -61.49, { name: `Slip Oval ${areas.tag}` });
    expect((await namesStartingWith(env.DB, `springfield ${areas.tag}`.slice(0, 14))).map((h) => h.name)).toContain(
      `Springfield ${areas.tag}`,
    );
    const chat = new ChatClient();
    await chat.activate();
    await chat.say(`tracks in Springfeld ${areas.tag}`);
    expect(chat.lastAnswer()).toContain(`<a href="http://localhost/running-in/${areas.citySegment}">Springfield ${areas.tag}</a>`);
  });
});
