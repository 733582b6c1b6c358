// The enumerations of spec section 3 as an API client may spell them (see spelled-enum.ts): for
// each, the canonical value the API stores and answers with, first, then the spec's other words.
import {
  CROWDED_ANSWERS,
  DISTURBANCE_ANSWERS,
  OPEN_STATUS_ANSWERS,
  PARTIAL_USE_ANSWERS,
  QUALITY_RATINGS,
  SURFACES,
  TrackQuality,
  TrackStatus,
  type QualityRating,
  type Surface,
} from '../enums';
import { FEEDBACK_TYPE_FLAGS, VISITOR_FEEDBACK_KINDS, type VisitorFeedbackKind } from '../feedback-kinds';
import { spelledEnum } from './spelled-enum';

/** "Asphalt/Concrete (asphalt)": the label, and the stored short name (the value). */
export const surfaceInput = spelledEnum({
  what: 'a surface',
  values: new Map(Object.entries(SURFACES).map(([value, label]) => [value as Surface, [label]])),
});

export const qualityInput = spelledEnum({
  what: 'a quality rating',
  values: new Map(Object.entries(QUALITY_RATINGS).map(([value, label]) => [value as QualityRating, [label]])),
});

export const outdoorInput = spelledEnum({
  what: 'outdoor or indoor',
  values: new Map<'outdoor' | 'indoor', string[]>([
    ['outdoor', []],
    ['indoor', ['indoors']],
  ]),
});

/** The kinds a visitor posts, by spec section 7's words or section 3's flags ("VisitReport" is read as "visit report"). */
export const feedbackKindInput = spelledEnum({
  what: 'a feedback type',
  values: new Map<VisitorFeedbackKind, number[]>(VISITOR_FEEDBACK_KINDS.map((kind) => [kind, [FEEDBACK_TYPE_FLAGS[kind]]])),
});

/** Recommend types: the spec's words and TrackQuality names for the codes the API stores. */
export const recommendTypeInput = spelledEnum({
  what: 'a recommend type',
  values: new Map<number, string[]>([
    [TrackQuality.NotSet, ['NotSet', 'none']],
    [TrackQuality.WellMaintained, ['well maintained', 'maintained']],
    [TrackQuality.Practical, ['practical']],
    [TrackQuality.Scenic, ['scenic']],
    [TrackQuality.Friendly, ['friendly']],
  ]),
});

/** The labels spec section 3 gives some status codes ("Status labels shown in chat"). */
const STATUS_LABELS: Partial<Record<number, string[]>> = {
  [TrackStatus.OpenPublicAccess]: ['Open to the public'],
  [TrackStatus.ClosedPermanently]: ['Always closed to the public'],
};
const STATUS_NAMES = new Map<number, string>(Object.entries(TrackStatus).map(([name, code]) => [code, name]));

/** A visit-report answer: one of the codes allowed for the question, by code, name or label. */
function statusAnswerInput(what: string, codes: readonly number[]) {
  return spelledEnum({
    what,
    values: new Map(codes.map((code) => [code, [STATUS_NAMES.get(code)!, ...(STATUS_LABELS[code] ?? [])]])),
  });
}

export const openStatusInput = statusAnswerInput('an open-status answer', OPEN_STATUS_ANSWERS);
export const crowdedInput = statusAnswerInput('a crowded answer', CROWDED_ANSWERS);
export const disturbancesInput = statusAnswerInput('a disturbances answer', DISTURBANCE_ANSWERS);
export const partialUseInput = statusAnswerInput('a partial-use answer', PARTIAL_USE_ANSWERS);
