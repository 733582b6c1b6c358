// Which features are lap tracks and which are jogging loops (issue 36). One rule for the
// importer (what it leaves out, what its report lists), the label every surface writes, the
// map's nearest list and the chat's "nearest": a runner asking for the nearest running track
// must not be sent to a park's 1.8 km walking circuit.
//
// Lap tracks run from 150 m (the odd school oval; indoor tracks are 200 m) to 400 m and the
// occasional 500 m cinder track. Features over 600 m around are jogging, Cooper and walking
// circuits: runners use them, some with hours and fees, so they stay, called what they are.
// Under 150 m, a feature is a sprint straight, a part of a track or a drawing error, and the
// importer leaves it out.

export const LAP_TRACK_METRES = { min: 150, max: 600 } as const;

/** True when the track's length says it is a jogging loop, not a lap track; unknown length counts as a lap track. */
export function isJoggingLoop(track: { length: number | null }): boolean {
  return track.length !== null && track.length > LAP_TRACK_METRES.max;
}

/** A listed track (a map tile's, an area's) that is a jogging loop: lists carry the length in the label, which every loop has. */
export const isListedLoop = (track: { label: { length: number | null } | null }): boolean =>
  track.label !== null && isJoggingLoop(track.label);
