// What the offline assistant says in each language, as a type every language file fills in
// (en.ts … ja.ts); texts.ts gathers them. Its own module, so the languages and the gathering
// file do not import each other.
import type { Counted } from '../../chat/texts';

/** The facts of a track a question may ask that can be unknown. */
export type AskedFact = 'lighting' | 'indoor' | 'length' | 'surface' | 'lanes';

/**
 * A list of tracks found near the user, in an area or in the map's view, and the sentence when
 * there are none. A text said of a count ({{count}}, or a noun or verb that agrees with it) is
 * written in each plural form of its language (chat/texts.ts, Counted).
 */
interface ListingTexts {
  foundNear: Counted;
  foundInArea: Counted;
  foundInBox: Counted;
  noneNear: string;
  noneInArea: string;
  noneInBox: string;
}

/** The offline assistant's own sentences in one language. */
export interface OfflineSentences extends ListingTexts {
  /** The greeting and the help text give examples with {{place}} and {{track}}: names the site has (issue 28). */
  offlineGreeting: string;
  notUnderstood: string;
  /** The examples' names when the site has no city with a named track yet. */
  examplePlace: string;
  exampleTrack: string;
  locationUnreadable: string;
  unknownArea: string;
  unknownTrack: string;
  /** Several tracks have the name the user gave: the candidates follow, one link a line. */
  whichTrack: string;
  /** After "I could not find …": the places and tracks search finds by other names or with a slip corrected (issue 22), one link a line. */
  didYouMean: string;
  summaryCount: Counted;
  /** A summary around the user's location or the map's view, named by the area it is in (issue 28). */
  summaryNear: Counted;
  summaryInView: Counted;
  /** The counts of a summary, each said only when it is not 0; what is unknown is said once. */
  summaryOpen: Counted;
  summaryClosed: Counted;
  summaryAccessUnknown: Counted;
  summaryIndoor: Counted;
  summaryLit: Counted;
  /** Before the tracks a summary lists by name: around a point, or of an area or the map's view. */
  summaryNearestFirst: string;
  summaryDiscussedFirst: string;
  /** After a list cut short: the map ({{map}}, the theMap text linked), the area's page ({{place}} linked), or both. */
  seeAllOnMap: Counted;
  seeAllInArea: Counted;
  seeAllAround: Counted;
  theMap: string;
  /** After "no tracks within 10 km of you": the nearest found further away. */
  fartherAway: string;
  summaryPopular: string;
  /** After summaryCount when the area has more tracks than were read: the figures are of its {{count}} most discussed. */
  summaryDescribed: Counted;
  /** After a filtered list of an area with more tracks than were read: only its {{count}} most discussed were looked at. */
  detailsIntro: string;
  detailsComments: string;
  detailsNoComments: string;
  /** A question about a fact nobody has given (issue 28): said once, {{facts}} joined by the separator, {{page}} the track's page. */
  factsUnknown: string;
  factsUnknownPage: string;
  factNames: Record<AskedFact, string>;
  commentPosted: string;
  /** A visit report posted (issue 28). */
  visitPosted: string;
  commentHeld: string;
  badInfoTaken: string;
  bugTaken: string;
  featureTaken: string;
  refused: string;
  lanes: Counted;
  lit: string;
  indoor: string;
  outdoor: string;
  open: string;
  closed: string;
  accessUnknown: string;
  /** Who wrote a comment posted without a name. */
  anonymous: string;
  metres: string;
  kilometres: string;
  /** Surface names are written in lower case inside a list of facts (not so German nouns, or scripts without case). */
  lowerCaseSurfaces: boolean;
  /** Arabic: Latin-script names and numbers are isolated so they keep their place in the line. */
  rightToLeft: boolean;
  /** Between the facts of one track. */
  separator: string;
  hoursAndFees: HoursAndFeesTexts;
}

/**
 * The answers about opening hours and fees (issue 14): lists narrowed to tracks open now or
 * free, and "when is it open" and "what does it cost" about one track. The badge sentences say
 * what the track page's badge says (src-web/access/access-texts.ts); times are the track's own.
 */
export interface HoursAndFeesTexts extends ListingTexts {
  /**
   * The listing texts above are of a list narrowed by {{which}}: one of these, in the plural form of
   * the count found (where its words agree with the tracks), and for none in the zero form.
   */
  whichOpenNow: Counted;
  whichFree: Counted;
  whichOpenNowAndFree: Counted;
  /** Under a narrowed list: tracks whose hours or fee nobody knows are left out, not guessed. */
  hoursLeftOut: string;
  feeLeftOut: string;
  /** More of {{which}} (issue 28): indoor, lit, a lap of about {{length}} m, joined by whichAnd. */
  whichIndoor: Counted;
  whichLit: Counted;
  whichLength: Counted;
  whichAnd: string;
  indoorLeftOut: string;
  lightingLeftOut: string;
  lengthLeftOut: string;
  /** After a narrowed list that found none: the tracks that come closest without the condition. */
  alternatives: string;
  /** Facts of a track's line. */
  openNow: string;
  closedNow: string;
  free: string;
  paid: string;
  intro: string;
  badgeOpen: string;
  badgeOpenUntil: string;
  badgeOpensAt: string;
  badgeClosedNow: string;
  badgeClosedNowOpens: string;
  badgeClosedToday: string;
  badgeClosedTodayOpens: string;
  badgeClosure: string;
  badgeClosureFor: string;
  badgeReportedClosed: string;
  badgeMembers: string;
  badgeSchoolClub: string;
  badgeClosedToPublic: string;
  badgeUncertain: string;
  badgeUncertainWhy: string;
  badgeNoHours: string;
  /** The week ahead: {{days}} is made of the texts below, {{zone}} is the track's time zone. */
  week: string;
  everyDay: string;
  /** A day open from 00:00 to 24:00. */
  allDay: string;
  closedDay: string;
  uncertain: string;
  /** Between groups of days with the same hours. */
  dayGroupSeparator: string;
  feeFree: string;
  feePaid: string;
  feePaidText: string;
  feeUnknown: string;
  /** Said instead of the fee of a track closed to the public (src-shared/access-status.ts factsFrame). */
  feeNotPublic: string;
  /** Where to add or correct the facts: {{page}} links the track's page with the trackPage text. */
  edit: string;
  trackPage: string;
  /** For weekday names and dates (Intl); Arabic keeps Latin digits, as its other answers do. */
  locale: string;
}
