// Issue 27 through the Worker: an imported track's operator, phone, wheelchair access and the
// facts its sports centre lent, in the track's answer and on its page ("from the sports centre").
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './api';

let trackId: number;
beforeAll(async () => {
  const now = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO tracks (url_segment, name, center_lat, center_lng, link_to_web, street_address, source, source_id, created, updated)
     VALUES ('pista-lent-facts', 'Pista Lent', -15.758, -47.78, 'https://centro.example.org/', 'Rua Manuel da Nóbrega 1361', 'osm', 'way/27027', ?1, ?1) RETURNING id`,
  )
    .bind(now)
    .first<{ id: number }>();
  trackId = row!.id;
  const imported = '{"at":"2025-04-18T00:00:00.000Z","by":"import"}';
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO track_access (track_id, opening_hours, fee, time_zone, confirmed) VALUES (?1, 'Mo-Sa 08:00-20:00', 0, 'America/Sao_Paulo', ?2)`,
    ).bind(trackId, `{"opening_hours":${imported},"fee":${imported}}`),
    env.DB.prepare(
      `INSERT INTO track_source_facts (track_id, operator, phone, wheelchair, lent) VALUES (?1, 'Secretaria de Esporte', '+55 61 1234-5678', 'limited', ?2)`,
    ).bind(
      trackId,
      JSON.stringify({
        opening_hours: { from: 'sports_centre', value: 'Mo-Sa 08:00-20:00' },
        link_to_web: { from: 'sports_centre', value: 'https://centro.example.org/' },
        phone: { from: 'sports_centre', value: '+55 61 1234-5678' },
        // The fee the centre lent has since been changed: it is the track's own now.
        fee: { from: 'sports_centre', value: 1 },
      }),
    ),
    env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key'"),
  ]);
});

describe('facts from the source and from the facility around the track', () => {
  it('the track answer gives operator, phone and wheelchair, and says which facts the sports centre lent', async () => {
    const { status, body } = await get(`/api/track?id=${trackId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      operator: 'Secretaria de Esporte',
      phone: '+55 61 1234-5678',
      wheelchair: 'limited',
      from_facility: { opening_hours: 'sports_centre', link_to_web: 'sports_centre', phone: 'sports_centre' },
    });
    expect(body.from_facility).not.toHaveProperty('fee');
    expect(body.from_facility).not.toHaveProperty('operator');
  });

  it('the page shows website, phone and operator, says the hours are the sports centre’s, and opens the website in a new tab', async () => {
    const { body, status } = await get('/track/pista-lent-facts', { Accept: 'text/html' });
    expect(status).toBe(200);
    const html = (body as string).replaceAll('<!-- -->', '');
    expect(html).toContain('<dt>Operator</dt><dd>Secretaria de Esporte</dd>');
    expect(html).toContain('<dt>Wheelchair access</dt><dd>Limited</dd>');
    expect(html).toContain('<a href="tel:+556112345678">+55 61 1234-5678</a> (from the sports centre)');
    expect(html).toMatch(
      /<a href="https:\/\/centro\.example\.org\/" target="_blank" rel="noopener[^"]*">centro\.example\.org<\/a> \(from the sports centre\)/,
    );
    expect(html).toContain('Mo-Sa 08:00-20:00</code><span class="fact-source"> (from the sports centre)</span>');
  });
});
