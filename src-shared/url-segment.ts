// ASCII url segments ("estadio-ibirapuera") for tracks and areas, shared by worker and importer.
import slugify from '@sindresorhus/slugify';

const MAX_SEGMENT_LENGTH = 80;

/** A lowercase ASCII slug of the text; the fallback when nothing latin is left (e.g. "北京"). */
export function toUrlSegment(text: string | null | undefined, fallback: string): string {
  const slug = slugify(text ?? '')
    .slice(0, MAX_SEGMENT_LENGTH)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The first of base, base-2, base-3, … not in taken. */
export function firstFreeSegment(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
