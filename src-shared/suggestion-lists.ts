// How many items an answer of GET /api/suggest lists per tab: written by the Worker, read by the
// web app, which narrows a complete answer itself.

/** Spec section 5: at most 12 suggestions per tab are shown. */
export const SUGGESTIONS_PER_TAB = 12;

/**
 * A tab with at most this many matches lists them all, so a client narrows a longer term itself
 * without a round trip: a few kilobytes gzipped, and a person typing a name soon gets there.
 */
export const COMPLETE_UP_TO = 250;

/**
 * Longest search term read. A longer one is cut to it, not refused: a runner who pastes a long
 * text still gets the suggestions of its start, never "failed to load" (issue 22). The web app
 * cuts the box at it too.
 */
export const MAX_TERM_LENGTH = 200;

/** The fewest characters a term needs before other names that start with it are offered beside its matches ("brasil"). */
export const ALSO_KNOWN_AS_MIN_LENGTH = 3;

/** "Did you mean" (issue 22) offers at most this many places or tracks. */
export const DID_YOU_MEAN_UP_TO = 5;
