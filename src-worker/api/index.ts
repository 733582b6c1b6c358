// The public API as one router: each resource's routes under /api, in the order the document
// lists them, and the document itself (openapi.ts). The operators' /api/admin is apart (app.ts).
import { apiRouter } from '../http/routes';
import { areas } from './areas';
import { changes } from './changes';
import { chat } from './chat';
import { content } from './content';
import { openData } from './export';
import { answers } from './answers';
import { feedback } from './feedback';
import { map } from './map';
import { openApi } from './openapi';
import { photoReports, photos } from './photos';
import { search } from './search';
import { tracks } from './tracks';

export function createApi() {
  const api = apiRouter();
  api.route('/api', tracks);
  api.route('/api', feedback);
  api.route('/api', answers);
  api.route('/api', photos);
  api.route('/api', photoReports);
  api.route('/api', areas);
  api.route('/api', search);
  api.route('/api', map);
  api.route('/api', changes);
  api.route('/api', content);
  api.route('/api', chat);
  api.route('/api/export', openData);
  api.route('/api', openApi(api));
  return api;
}
