// The text an import prints: counts first, then one line per update, conflict and skip.
import { factCoverageLines } from './fact-coverage';
import type { ImportReport } from './plan';

const MAX_LINES_PER_SECTION = 200;

function section(title: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  const shown = lines.slice(0, MAX_LINES_PER_SECTION);
  const more = lines.length > shown.length ? [`  … and ${lines.length - shown.length} more`] : [];
  return ['', `${title} (${lines.length}):`, ...shown.map((line) => `  ${line}`), ...more];
}

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

export function formatReport(report: ImportReport, dryRun: boolean): string {
  const verb = dryRun ? 'would be' : 'were';
  const skippedByReason = new Map<string, number>();
  for (const { reason } of report.skipped) {
    const kind = reason.replace(/ \(.*\)$/, '').replace(/ as .*$/, ' as another track');
    skippedByReason.set(kind, (skippedByReason.get(kind) ?? 0) + 1);
  }
  const { placed } = report;
  return [
    // No source: every track placed again (npm run import -- --replace).
    `${report.source ? `Import from ${report.source}` : 'Every track placed again'}${dryRun ? ' (dry run: nothing written)' : ''}`,
    `  ${report.inserted.length} tracks ${verb} added, ${report.updated.length} updated, ${report.unchanged} unchanged`,
    `  ${report.conflicts.length} fields kept as the community edited them (conflicts)`,
    `  ${report.skipped.length} source records skipped${[...skippedByReason].map(([reason, n]) => `; ${n} ${reason}`).join('')}`,
    `  ${report.withoutArea.length} tracks outside every country (no area)`,
    `  placed in the town their source names: ${placed.source}; in the town that draws them most: ${placed.estimate}; in their region, no town within 25 km: ${placed.region}`,
    `  ${report.areasWritten.length} areas ${verb} written; cache key ${report.cacheKeyBumped ? (dryRun ? 'would be bumped' : 'bumped') : 'unchanged'}`,
    ...(report.keptRemoved.length ? [`  ${report.keptRemoved.length} permanently removed tracks left removed`] : []),
    ...(report.notInFile ? [`  ${report.notInFile} tracks of ${report.source} are not in this file (left as they are)`] : []),
    ...(report.withdrawn.length ? [`  ${report.withdrawn.length} tracks of an earlier import ${verb} withdrawn: not lap tracks`] : []),
    ...(report.loops.length ? [`  ${report.loops.length} jogging loops over 600 m: imported as loops, never a nearest running track`] : []),
    ...section(
      'Updated',
      report.updated.map((u) => `track ${u.trackId} ${u.urlSegment} (${u.sourceId}): ${u.fields.join(', ')}`),
    ),
    ...section(
      'Conflicts: the community edit wins',
      report.conflicts.map(
        (c) => `track ${c.trackId} (${c.sourceId}) ${c.field}: kept ${show(c.kept)}, source says ${show(c.sourceValue)}`,
      ),
    ),
    ...section(
      'Features of one track that disagree: the more specific one is kept',
      report.disagreements.map((d) => `${d.sourceId} ${d.fact}: kept ${show(d.kept)}, ${d.otherId} says ${show(d.other)}`),
    ),
    ...section('Facts: how many features carry each, and how many tracks have it', factCoverageLines(report.facts)),
    ...section(
      'Skipped',
      report.skipped.filter((s) => !/^(other sport|not a track|field event)/.test(s.reason)).map((s) => `${s.sourceId}: ${s.reason}`),
    ),
    ...section('Withdrawn: not lap tracks', report.withdrawn),
    ...section('Jogging loops', report.loops),
    ...section('Outside every country', report.withoutArea),
  ].join('\n');
}
