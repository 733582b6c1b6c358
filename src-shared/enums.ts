// The enumerations of spec section 3, the one source of truth for worker and web.

export const FeedbackType = {
  None: 0,
  ThumbsUp: 1,
  ThumbsDown: 2,
  MissingContent: 4,
  BadInfo: 8,
  Other: 16,
  HardToFollow: 32,
  Comment: 64,
  AppFeedback: 128,
  Recommend: 256,
  VisitReport: 512,
  AdminConfirmedOpen: 1024,
  AdminConfirmedClosed: 2048,
} as const;
export type FeedbackType = (typeof FeedbackType)[keyof typeof FeedbackType];

export const ReportSource = {
  None: 0,
  VisitReport: 1,
  Admin: 2,
  LegacyOpenReport: 3,
} as const;
export type ReportSource = (typeof ReportSource)[keyof typeof ReportSource];

export const TrackQuality = {
  NotSet: 0,
  WellMaintained: 1,
  Practical: 2,
  Scenic: 3,
  Friendly: 4,
} as const;
export type TrackQuality = (typeof TrackQuality)[keyof typeof TrackQuality];

export const TrackStatus = {
  NotSet: 0,
  OpenPublicAccess: 1,
  ClosedCovid: 2,
  SnowStatusNotUsable: 3,
  SnowStatusPartiallyUsable: 4,
  SnowStatusTotallyUsable: 5,
  CrowdedNot: 10,
  CrowdedSome: 11,
  CrowdedVery: 12,
  FloodedStatusNotUsable: 20,
  FloodedStatusPartiallyUsable: 21,
  FloodedStatusTotallyUsable: 22,
  Renovating: 30,
  ClosedPermanently: 40,
  ClosedBookedSchool: 41,
  ClosedBookedPractice: 42,
  ClosedBookedOneTime: 43,
  ClosedUnknown: 44,
  ClosedOutsideOpenHours: 45,
  ClosedOther: 46,
  DisturbancesNone: 60,
  DisturbancesKids: 61,
  DisturbancesFieldUse: 62,
  DisturbancesOther: 63,
  PartialUseAllLanes: 70,
  PartialUseSomeLanes: 71,
  MultipleTypes: 1000,
} as const;
export type TrackStatus = (typeof TrackStatus)[keyof typeof TrackStatus];

/** Answers a visit report may give to "open to the public?" (null = don't know). 0 is "closed". */
export const OPEN_STATUS_ANSWERS: readonly number[] = [
  TrackStatus.NotSet,
  TrackStatus.OpenPublicAccess,
  TrackStatus.ClosedCovid,
  TrackStatus.Renovating,
  TrackStatus.ClosedPermanently,
  TrackStatus.ClosedBookedSchool,
  TrackStatus.ClosedBookedPractice,
  TrackStatus.ClosedBookedOneTime,
  TrackStatus.ClosedUnknown,
  TrackStatus.ClosedOutsideOpenHours,
  TrackStatus.ClosedOther,
];
export const CROWDED_ANSWERS: readonly number[] = [TrackStatus.CrowdedNot, TrackStatus.CrowdedSome, TrackStatus.CrowdedVery];
export const DISTURBANCE_ANSWERS: readonly number[] = [
  TrackStatus.DisturbancesNone,
  TrackStatus.DisturbancesKids,
  TrackStatus.DisturbancesFieldUse,
  TrackStatus.DisturbancesOther,
];
export const PARTIAL_USE_ANSWERS: readonly number[] = [TrackStatus.PartialUseAllLanes, TrackStatus.PartialUseSomeLanes];

/** Surface types: stored value and label (spec section 3). */
export const SURFACES = {
  asphalt: 'Asphalt/Concrete',
  paver: 'Paver',
  gravel: 'Gravel/dirt',
  cinder: 'Cinder',
  grass: 'Grass',
  synthetic: 'Synthetic',
  other: 'Other',
} as const;
export type Surface = keyof typeof SURFACES;
export const SURFACE_VALUES = Object.keys(SURFACES) as Surface[];

/** Surface condition / quality ratings (spec section 3). */
export const QUALITY_RATINGS = {
  great: 'Great',
  good: 'Good',
  bad: 'Bad',
  horrible: 'Horrible',
} as const;
export type QualityRating = keyof typeof QUALITY_RATINGS;
export const QUALITY_RATING_VALUES = Object.keys(QUALITY_RATINGS) as QualityRating[];

export const SUPPORTED_LANGUAGES = ['sv', 'en', 'es', 'de', 'zh', 'fr', 'pt', 'ar', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const MessageKind = { Modal: 'Modal', NonModal: 'NonModal' } as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
