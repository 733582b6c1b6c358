// The track calculator and the developers page's frame, in English. Quoted from the spec, word
// for word: the calculator's presets and its formula sentence (src-web/i18n/map-and-tools.test.ts).
export const tools = {
  calculator: {
    title: 'Track calculator',
    description: 'Lane lengths, lap times, staggered starts and a drawing of every lane of a running track.',
    intro: 'How long is each lane, and how fast must each lap be to reach your target time?',
    track: 'Track',
    trackPresets: {
      label: 'Track presets',
      standard: '400 m',
      quarterMile: '440 yd',
      indoor: '200 m indoor',
    },
    trackType: 'Track type',
    outdoor: 'Outdoor',
    indoor: 'Indoor',
    trackLength: 'Track length (m)',
    bendRadius: 'Bend radius (m)',
    lanes: 'Lanes',
    laneWidth: 'Lane width',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm (standard)',
    measureOn: 'Measure lanes on',
    lines: {
      spec: 'Simple formula',
      worldAthletics: 'World Athletics measurement line',
    },
    yourRun: 'Your run',
    presets: {
      label: 'Presets',
      tenK: '40 min 10k',
      mile: '5 min mile',
    },
    yourLane: 'Your lane',
    distance: 'Distance ({{unit}})',
    laps: 'Laps',
    targetTime: 'Target time',
    timePlaceholder: 'hh:mm:ss or mm:ss',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'Read as {{time}} (minutes:seconds).',
      unreadable: 'This is not a time we can read: write it as hh:mm:ss or mm:ss, for example 1:05.',
      tooFast: 'No one runs {{distance}} in {{time}}: write the time as hh:mm:ss or mm:ss, for example 1:05.',
    },
    examples: {
      m: 'e.g. 10000',
      yd: 'e.g. 1760',
      mi: 'e.g. 6.2',
      laps: 'e.g. 25',
    },
    distancesIn: 'Distances in',
    units: {
      m: 'Metres',
      yd: 'Yards',
      mi: 'Miles',
    },
    pacePer: 'Pace per',
    paceUnits: {
      km: 'km',
      mi: 'mile',
    },
    results: 'Results',
    enterDistanceAndTime: 'Enter a distance and a target time for lap times and the pace.',
    targetPace: {
      km: 'Target pace: {{time}} per km.',
      mi: 'Target pace: {{time}} per mile.',
    },
    laneLabel: 'Lane {{lane}} · {{length}}',
    caption: {
      track: 'Lanes of a {{length}} track',
      distance: 'Lanes of a {{length}} track for {{distance}}',
      time: 'Lanes of a {{length}} track in {{time}}',
      distanceAndTime: 'Lanes of a {{length}} track for {{distance}} in {{time}}',
    },
    table: {
      lane: 'Lane',
      laneLength: 'Lane length',
      lapsDistance_one: 'Distance over {{laps}} lap',
      lapsDistance_other: 'Distance over {{laps}} laps',
      timePerLap: 'Time per lap',
      per100: 'Per 100 m',
      staggerCaption: 'Staggered starts on this track',
      staggerSpec: 'Simple formula ({{unit}})',
      staggerWorldAthletics: 'World Athletics marks ({{unit}})',
    },
    drawing: {
      finish: 'Finish',
      start: 'Start',
      break: 'Break',
      outdoor_one:
        'A {{length}} outdoor track drawn to scale: straights of {{straights}}, bends of {{bends}} to the kerb, {{lanes}} lane of {{width}}.',
      outdoor_other:
        'A {{length}} outdoor track drawn to scale: straights of {{straights}}, bends of {{bends}} to the kerb, {{lanes}} lanes of {{width}}.',
      indoor_one:
        'A {{length}} indoor track drawn to scale: straights of {{straights}}, bends of {{bends}} to the kerb, {{lanes}} lane of {{width}}.',
      indoor_other:
        'A {{length}} indoor track drawn to scale: straights of {{straights}}, bends of {{bends}} to the kerb, {{lanes}} lanes of {{width}}.',
      assumed: '{{length}} (assumed)',
      highlighted: 'Lane {{lane}} is highlighted: {{length}} a lap.',
      finishLine: 'The finish line is at the end of the home straight, and runners go anticlockwise.',
      enterDistance: 'Enter a distance to mark where it starts.',
    },
    linesDiffer:
      'The simple formula measures every lane as lane 1 is measured, 0.30 m inside it, but World Athletics measures the other lanes only 0.20 m outside their inner line, so each lane from 2 outward is 2π × 0.10 m = 0.63 m shorter.',
    formula: {
      spec: 'Lane n is the track length plus 2π × (n − 1) × the lane width. A mile is 1609.344 m.',
      worldAthletics:
        'Lane 1 is the track length; lane n from 2 is the track length plus 2π × ((n − 1) × the lane width − 0.10 m). A mile is 1609.344 m.',
    },
    staggerRules:
      'How far ahead of lane 1’s start each lane starts. The 200 m and the 400 m are run in lanes all the way; the 800 m in lanes to the break line at the end of the first bend, and its stagger includes the longer diagonal an outer lane runs to reach lane 1 at the end of the back straight.',
    staggerLines:
      'Simple formula: every lane measured 0.30 m from its inner edge, as lane 1 is. World Athletics marks: the start lines as painted on a track measured to World Athletics rules, every lane from 2 outward measured 0.20 m from its inner line.',
    radius: {
      refused: 'A {{length}} track cannot have bends of {{radius}}: that leaves no straights.',
      standard: 'The standard 400 m track’s bends: {{radius}} from the centre to the kerb.',
      unknownIndoor:
        'Indoor 200 m tracks each have their own bend radius, and this one’s is unknown: enter it, measured from the centre of a bend to the kerb. Until then the staggers and the drawing assume the standard track’s shape scaled to this length, with bends of {{radius}}.',
      unknown:
        'This track’s bend radius is unknown: enter it, measured from the centre of a bend to the kerb. Until then the staggers and the drawing assume the standard track’s shape scaled to this length, with bends of {{radius}}.',
    },
    /** The four parts of a lap, where a start is ("start on the first bend"), and the bends as the break line's place. */
    onSegment: {
      firstBend: 'on the first bend',
      backStraight: 'on the back straight',
      secondBend: 'on the second bend',
      homeStraight: 'on the home straight',
    },
    breakAfter: {
      firstBend: 'at the end of the first bend',
      backStraight: 'at the end of the back straight',
      secondBend: 'at the end of the second bend',
      homeStraight: 'at the end of the home straight',
    },
    fullLaps_one: '{{laps}} full lap',
    fullLaps_other: '{{laps}} full laps',
    start: {
      ahead: '{{length}} ahead of lane 1’s start',
      placeAndAhead: '{{place}}, {{ahead}}',
      breakLine:
        'For {{distance}} from lane {{lane}}, start {{place}}; keep to lane {{lane}} up to the break line {{breakPlace}}, then cut in towards lane 1.',
      atFinish: 'For {{distance}} in lane {{lane}}, start at the finish line and run {{laps}}.',
      before: 'For {{distance}} in lane {{lane}}, start {{place}}, {{length}} before the finish line.',
      beforeAhead: 'For {{distance}} in lane {{lane}}, start {{place}}, {{length}} before the finish line ({{ahead}}).',
      beforeThenLaps: 'For {{distance}} in lane {{lane}}, start {{place}}, {{length}} before the finish line, then run {{laps}}.',
      beforeAheadThenLaps:
        'For {{distance}} in lane {{lane}}, start {{place}}, {{length}} before the finish line ({{ahead}}), then run {{laps}}.',
    },
  },
  /** The link-preview picture of a track (src-worker/pages/preview-image.ts). */
  preview: {
    /** The title of an area's picture whose name cannot be drawn. */
    untitledArea: 'Running tracks',
    lanes_one: '{{lanes}} lane',
    lanes_other: '{{lanes}} lanes',
  },
  /** The page of saved pages (/offline): what the device kept for a place without signal; notSaved when the page asked for was not kept. */
  offline: {
    title: 'Saved pages',
    description: 'The pages kept on this device for when you have no signal.',
    intro: 'These pages were saved on this device when you last opened them, and open without a network:',
    notSaved: 'You are offline, and this page was not saved on this device.',
    none: 'No pages are saved on this device yet. The track and area pages you open are kept here, so they open at the track without signal.',
    savedOn: 'saved {{date}}',
    map: 'The map and your nearest tracks',
  },
  developers: {
    title: 'The {{siteName}} API',
    intro:
      'Everything on this site comes from a public JSON API, which you can use too. Its contract is the <doc>OpenAPI 3.1 document</doc>, generated from the same schemas the server checks every request with. Load it into any OpenAPI tool to generate a client.',
    errors: 'Errors, and the answers to writes, are <code>{{shape}}</code>; the description names the field that was wrong.',
    enumerations: 'Enumerations are read as the product words them, in any case: <code>{{worded}}</code> or <code>{{lowercase}}</code>.',
    cacheKey:
      'Reads take <code>{{key}}</code>, the cache key of <code>{{cacheCall}}</code>, which moves with every write. The data is open: see the export calls below and the about page for its licence.',
    queryParameters: 'Query parameters',
    jsonBody: 'JSON body',
    jsonBodyOf: 'JSON body ({{schema}})',
    required: 'required',
    exampleBody: 'Example body',
    answers: 'Answers {{answer}}.',
    answersWithErrors: 'Answers {{answer}}; errors: {{errors}}.',
  },
} as const;
