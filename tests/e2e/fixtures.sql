-- Areas, static pages and blog posts for the end-to-end tests (there is no write API for them).
INSERT INTO areas (id, parent_id, level, name, url_segment, bound_north, bound_south, bound_east, bound_west, center_lat, center_lng, altitude, track_info) VALUES
  (1, NULL, 0, 'Brazil', 'brazil', 5.3, -33.8, -34.8, -74.0, -14.2, -51.9, NULL, '<p>Brazil has hundreds of public athletics tracks.</p>'),
  (2, 1, 1, 'São Paulo', 'brazil/sao-paulo', -19.8, -25.3, -44.2, -53.1, -22.2, -48.8, NULL, NULL),
  (3, 2, 2, 'São Paulo', 'brazil/sao-paulo/sao-paulo', -23.35, -23.99, -46.36, -46.83, -23.55, -46.63, 760, '<p>Most tracks in São Paulo are in parks and sports centres.</p><script>window.pwned = true</script>'),
  (4, 2, 2, 'Campinas', 'brazil/sao-paulo/campinas', -22.75, -23.05, -46.95, -47.2, -22.9, -47.06, 685, NULL),
  (5, 1, 1, 'Rio de Janeiro', 'brazil/rio-de-janeiro', -20.76, -23.37, -40.96, -44.89, -22.25, -42.66, NULL, NULL),
  (6, 5, 2, 'Rio de Janeiro', 'brazil/rio-de-janeiro/rio-de-janeiro', -22.75, -23.08, -43.1, -43.8, -22.91, -43.2, 5, NULL),
  (7, 1, 1, 'Minas Gerais', 'brazil/minas-gerais', -14.2, -22.9, -39.85, -51.05, -18.5, -44.5, NULL, NULL);

INSERT INTO static_pages (id, title, headline, content, last_update) VALUES
  ('aboutv2', 'About', 'About Track Atlas', '<p>A map of running tracks made by runners.</p><img src="x" onerror="window.pwned = true" alt="">', '2026-01-15'),
  ('termsv2', 'Terms', 'Terms of use', '<p>Use the track data at your own risk.</p>', '2026-01-15'),
  ('privacyv2', 'Privacy', 'Privacy policy', '<p>We store no personal data beyond what you post.</p>', '2026-01-15');

INSERT INTO blog_posts (url_segment, title, main_content, published) VALUES
  ('lane-lengths-explained', 'Lane lengths explained', '<p>Why lane 8 is 53 metres longer than lane 1.</p>', '2026-02-01');
