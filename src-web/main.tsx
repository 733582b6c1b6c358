// The entry: the site's styles, then the app (boot.tsx) once the page the Worker drew has painted
// (paint-first.ts). The app's code is not in this file, so the browser fetches none of it first.
import { afterFirstPaint } from './paint-first';
import './styles/app.css';

afterFirstPaint(() => void import('./boot'));
