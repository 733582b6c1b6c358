// The track and area pages: facts, access and hours, recommends, comments, visit reports, in English.
// The spec's quoted texts (section 4's status and public-access texts, section 9's title, summary,
// "Quarter mile" and altitude) keep their wording here; src-shared/track-text.test.ts holds them.
// The labels of stored values (surfaces, ratings, who may use a track, how to get in, amenities)
// are the forms' (forms.surfaces, forms.qualities, forms.access.*), so a page and its form say
// the same word (track.surfaces is the forms' surfaces under the track's name: its details, the
// search's lines).
import { SURFACES } from '../../enums';

export const trackPages = {
  track: {
    loading: 'Loading track',
    /** The page's title and heading: the name in the nearest area (src-shared/track-text.ts trackTitle). */
    title: '{{name}} in {{area}}',
    /** What a track without a name of its own is called (issue 36): what tells it apart, never "Unnamed track" (src-shared/track-name.ts). */
    label: {
      /** "400 m synthetic track, Butantã": its kind and its neighbourhood or street. */
      at: '{{kind}}, {{place}}',
      /** The title of such a track, with its town. */
      atInArea: '{{kind}}, {{place}}, {{area}}',
      /** Neither: where it lies from its town's centre, "400 m track, 3.2 km north-west of the centre". */
      fromCentre: '{{kind}}, {{distance}} {{direction}} of the centre',
      fromCentreInArea: '{{kind}}, {{distance}} {{direction}} of central {{area}}',
      km: '{{km}} km',
      /** The eight points of the compass, north first, as the sentences above take them. */
      directions: { n: 'north', ne: 'north-east', e: 'east', se: 'south-east', s: 'south', sw: 'south-west', w: 'west', nw: 'north-west' },
      /** Two tracks of one name at one place, told apart by what differs: "Meadowbank Sports Centre (indoor)". */
      twin: '{{name}} ({{differs}})',
      indoor: 'indoor',
      outdoor: 'outdoor',
      /** The track page's invitation to give the real name of a track known only by its label. */
      noName: 'Nobody has told us this track’s name yet. If you know it, add it.',
      giveName: 'Add its name',
    },
    /** "400 m synthetic track": built from the inside out, kind, then surface, then length. */
    summary: {
      track: 'track',
      indoorTrack: 'indoor track',
      /** A circuit over 600 m around (src-shared/track-kind.ts): a jogging, Cooper or walking loop, not a lap track. */
      loop: 'jogging loop',
      withSurface: '{{surface}} {{track}}',
      withLength: '{{length}} {{track}}',
      /** A length inside a sentence. */
      quarterMile: 'Quarter mile',
      /** A surface inside a sentence: this summary's and the area summary's ("Most are synthetic (30)"). */
      surfaces: {
        asphalt: 'asphalt/concrete',
        paver: 'paver',
        gravel: 'gravel/dirt',
        cinder: 'cinder',
        grass: 'grass',
        synthetic: 'synthetic',
        other: 'other',
      },
    },
    /** The line under the heading; place is the areas, nearest first. */
    intro: '{{summary}} in {{place}}.',
    introNoPlace: '{{summary}}.',
    /** The page's meta description, for search engines and link previews. */
    description: "{{summary}} in {{place}}. Opening status, surface, lanes and runners' comments.",
    descriptionNoPlace: "{{summary}}. Opening status, surface, lanes and runners' comments.",
    edit: 'Edit this track',
    counters: 'Counters',
    recommendCount_one: '{{count}} recommend',
    recommendCount_other: '{{count}} recommends',
    commentCount_one: '{{count}} comment',
    commentCount_other: '{{count}} comments',
    showOnMap: 'Show on map',
    directions: 'Directions',
    /** The warnings of spec section 4. */
    status: {
      closed: 'This track has been reported to be closed to the public',
      inaccurate: "This info has been marked as inaccurate. We'll look into it ASAP.",
      removed: 'This track has been permanently removed',
    },
    /** The "open to the public?" answers of spec section 3, by status code. */
    statusLabels: {
      0: 'Closed to the public',
      1: 'Open to the public',
      2: 'Closed because of Covid restrictions',
      30: 'Closed for resurfacing or renovations',
      40: 'Always closed to the public',
      41: 'Closed for school activities',
      42: 'Closed for organized practice',
      43: 'Closed for an event',
      44: 'Closed, reason unknown',
      45: 'Closed outside opening hours',
      46: 'Closed for another reason',
    },
    statusOther: 'Status {{status}}',
    /** Spec section 4's public-access text. */
    publicAccess: {
      heading: 'Open to the public?',
      unknown: "We don't know",
      fromVisitors: 'User feedback suggests that it is',
      fromOlderFeedback: 'Some older user feedback suggests that it is, but we need more information',
      answer: '{{confidence}}: <strong>{{status}}</strong>',
      noAnswer: '{{confidence}}. If you have been there, please post a comment or a visit report.',
      confirmed: 'Last confirmed by a visit report on {{date}}.',
      /** When no visit report has answered but the track's facts say who may use it (issue 26). {{access}}: e.g. "Public". */
      detailsSay: "No runner has said yet whether it is open; the track's details say who may use it: {{access}}.",
      /** {{list}}: the counts below, joined as the language lists things. */
      recentVisits: 'Visit reports of the last {{days}} days: {{list}}.',
      foundOpen_one: '{{count}} runner found it open',
      foundOpen_other: '{{count}} runners found it open',
      foundClosed_one: '{{count}} runner found it closed',
      foundClosed_other: '{{count}} runners found it closed',
      paid_one: '{{count}} runner paid',
      paid_other: '{{count}} runners paid',
      free_one: '{{count}} runner did not pay',
      free_other: '{{count}} runners did not pay',
    },
    /**
     * What the visit reports of the last {{days}} days (60) say about using the track (issue 37,
     * src-shared/visit-summary.ts visitConditions), a line each: "Busy on weekdays: 3 of 4 reports".
     */
    visitConditions: {
      lead: 'What visit reports of the last {{days}} days say:',
      /** {{label}}: one of the labels below; {{reports}}: the count below. */
      line: '{{label}}: {{reports}}',
      /** {{count}}: the reports that answered the question; {{part}}: those of them that said so. */
      reports_one: '{{part}} of {{count}} report',
      reports_other: '{{part}} of {{count}} reports',
      /** Somewhat or very crowded. */
      busy: 'Busy',
      busyWeekdays: 'Busy on weekdays',
      busyWeekends: 'Busy at weekends',
      notBusy: 'Not busy',
      kids: 'Children on the track',
      fieldUse: 'Field events in use',
      otherDisturbances: 'Other disturbances',
      noDisturbances: 'No disturbances',
      someLanes: 'Only some lanes usable',
      allLanes: 'All lanes usable',
    },
    details: 'Details',
    properties: {
      length: 'Length',
      surface: 'Surface',
      quality: 'Surface condition',
      lanes: 'Full-lap lanes',
      indoors: 'Indoor or outdoor',
      lighting: 'Lighting',
      address: 'Address',
      altitude: 'Altitude',
      coordinates: 'Coordinates',
      website: 'Website',
      operator: 'Operator',
      phone: 'Phone',
      wheelchair: 'Wheelchair access',
    },
    /** OSM's wheelchair values (issue 27). */
    wheelchair: { yes: 'Yes', limited: 'Limited', no: 'No' },
    /** After a fact the stadium or sports centre around the track lent it (issue 27): where it came from, in a few words. */
    fromFacility: { stadium: 'from the stadium', sports_centre: 'from the sports centre' },
    indoor: 'Indoor',
    outdoor: 'Outdoor',
    yes: 'Yes',
    no: 'No',
    /** A surface as a value of its own: the forms' words (src-shared/enums.ts). */
    surfaces: SURFACES,
    /** A length as a value of its own (spec section 9). */
    quarterMile: 'Quarter mile',
    metres: '{{metres}} m',
    /** Altitude rounded to 100 m (spec section 9). */
    aboutSeaLevel: 'About sea level',
    aboutMetres: 'About {{metres}} m',
    nonStandard:
      'This is not a standard 400 m track. Use the <calculator>lane calculator for a {{length}} track</calculator> to plan your laps.',
    lastEdited: 'Last edited on {{date}}',
    history: 'History of edits',
    recommend: {
      heading: 'Recommends',
      nobody: 'Nobody has recommended this track yet.',
      runners_one: '{{count}} runner recommends this track.',
      runners_other: '{{count}} runners recommend this track.',
      recommendedAs: 'Recommended as',
      qualities: {
        maintained: 'well maintained',
        practical: 'practical',
        scenic: 'scenic',
        friendly: 'friendly',
      },
    },
    comments: {
      heading: 'Comments and visit reports',
      anonymous: 'anonymous',
      visitReport: 'Visit report',
      /** Written offline on this track, kept on the device until the network returns (issue 43). */
      waiting: 'Waiting to send',
      waitingList: 'Written on this device, waiting to send',
      waitingOthers_one: '{{count}} answer written on this device is waiting to send.',
      waitingOthers_other: '{{count}} answers written on this device are waiting to send.',
      none: 'No comments yet. Been there? Tell other runners how it was.',
    },
  },
  access: {
    heading: 'Access and hours',
    checking: 'Checking the opening hours…',
    /** The badge (issue 14); day is a weekday's short name, time the track's own 24-hour time. */
    badge: {
      openNow: 'Open now',
      openUntil: 'Open now · until {{time}}',
      opensAt: 'Opens at {{time}}',
      closedNow: 'Closed now',
      closedNowOpens: 'Closed now · opens {{day}} {{time}}',
      closedToday: 'Closed today',
      closedTodayOpens: 'Closed today · opens {{day}} {{time}}',
      closedUntil: 'Closed until {{date}}',
      /** reason is the closure's reason as an editor wrote it. */
      closedForUntil: 'Closed for {{reason}} until {{date}}',
      reportedClosed: 'Reported closed: {{status}}',
      members: 'Members only',
      schoolClub: 'School or club use only',
      closed: 'Closed to the public',
      uncertain: 'Hours uncertain',
      uncertainWhy: 'Hours uncertain: {{why}}',
      /** Why hours naming public holidays cannot be read (src-shared/opening-hours.ts HOLIDAYS_UNKNOWN). */
      holidaysUnknown: 'the public holidays of this place are not known, so these hours cannot be read',
      noHours: 'No opening hours known',
    },
    /** When a fact was last confirmed, and by what. */
    confirmed: {
      edit: 'last confirmed by an edit on {{date}}',
      visit_report: 'last confirmed by a visit report on {{date}}',
      runners: 'last confirmed by runners’ answers on {{date}}',
      /** An import dated by OSM's check_date: a mapper checked the fact that day. */
      import: 'last confirmed by OpenStreetMap on {{date}}',
      /** An import whose date is the last edit of the place on OpenStreetMap: nobody said they checked the fact then. */
      importEdited: 'as mapped on OpenStreetMap, last edited there on {{date}}',
      /** An import whose source gives no date at all. */
      importUndated: 'imported, undated',
    },
    /** Which fact the badge is read from; confirmed is one of the texts above. */
    basis: {
      noHours: 'Nobody has entered opening hours for this track yet. If you know them, please edit the track.',
      visitReport: 'From a visit report on {{date}}, newer than the opening hours.',
      closure: 'From the temporary closure, {{confirmed}}.',
      closureNever: 'From the temporary closure, never confirmed.',
      access: 'From who may use it, {{confirmed}}.',
      accessNever: 'From who may use it, never confirmed.',
      hours: 'From the opening hours, {{confirmed}}.',
      hoursNever: 'From the opening hours, never confirmed.',
    },
    stale: 'Possibly out of date: not confirmed for over a year. Been there? Please check it in a visit report or edit the track.',
    factStale: 'Possibly out of date, please check.',
    /** zone is the place the track's time zone is named after ("Sao Paulo" for America/Sao_Paulo). */
    week: 'Opening hours this week ({{zone}} time)',
    /** The week's title where the hours are not a runner's opening hours this week (src-shared/access-status.ts factsFrame). */
    weekFor: {
      members: 'Members’ hours this week ({{zone}} time)',
      school_club: 'Hours for the school or club this week ({{zone}} time)',
      after_closure: 'Usual opening hours, after the closure ({{zone}} time)',
      on_record: 'Opening hours on record ({{zone}} time)',
    },
    /** The fee's and the hours' labels where they are not what a runner from the public pays or finds (factsFrame). */
    feeFor: {
      members: 'Fee for members',
      school_club: 'Fee for the school or club',
      on_record: 'Fee on record (the public may not use it)',
    },
    hoursOnRecord: 'Opening hours on record (the public may not use it)',
    dayClosed: 'Closed',
    uncertainHours: '{{hours}} (uncertain)',
    unreadable: 'The stored opening hours cannot be read ({{hours}}). Please correct them.',
    facts: {
      access: 'Who may use it',
      fee: 'Fee',
      entry: 'How to get in',
      opening_hours: 'Opening hours as recorded',
      lit_hours: 'Lights on',
      lane_rules: 'Lane rules',
      rules: 'Other rules',
      supervised: 'Supervised',
    },
    paid: 'Paid',
    paidWith: 'Paid: {{fee}}',
    free: 'Free',
    bookHere: 'book here',
  },
  area: {
    loading: 'Loading area',
    /** The page's title and heading. */
    title: 'Running tracks in {{area}}',
    /** The page's meta description; place is the area and the areas above it. */
    description_one:
      "{{count}} running track in {{place}}: athletics tracks on a map, with surface, lanes, opening status and runners' comments.",
    description_other:
      "{{count}} running tracks in {{place}}: athletics tracks on a map, with surface, lanes, opening status and runners' comments.",
    tracks_one: '{{count}} track',
    tracks_other: '{{count}} tracks',
    altitude: 'Altitude: {{altitude}}',
    talkToAi: 'Talk to our AI',
    childAreas: 'Areas in {{area}}',
    tracksHeading: 'Tracks',
    none: 'No tracks here yet. Know one? Add it from the map.',
    badges: {
      removed: 'Removed',
      closed: 'Reported closed',
      open: 'Reported open',
    },
    /** A listed track's recommends, for screen readers. */
    recommends_one: '{{count}} recommends',
    recommends_other: '{{count}} recommends',
    showing_one: 'Showing {{shown}} of {{count}} tracks; the areas above list the rest.',
    showing_other: 'Showing {{shown}} of {{count}} tracks; the areas above list the rest.',
    /** The summary written from the area's tracks (src-shared/area-summary.ts). */
    summary: {
      count_one: '{{name}} has {{count}} running track: {{kinds}}.',
      count_other: '{{name}} has {{count}} running tracks: {{kinds}}.',
      /** Its only track, or all of them, are of one kind. */
      indoor: 'indoor',
      outdoor: 'outdoor',
      allIndoor: 'all indoor',
      allOutdoor: 'all outdoor',
      /** The kinds counted, joined as a list ("3 outdoor and 1 indoor"). */
      indoorCount_one: '{{count}} indoor',
      indoorCount_other: '{{count}} indoor',
      outdoorCount_one: '{{count}} outdoor',
      outdoorCount_other: '{{count}} outdoor',
      notStated_one: '{{count}} not stated',
      notStated_other: '{{count}} not stated',
      surfaceOfOne: 'Its surface is {{surface}}.',
      mostAre: 'Most are {{top}}, then {{rest}}{{unknown}}.',
      oneSurface: 'Surface: {{surface}}{{unknown}}.',
      surfaces: 'Surfaces: {{list}}{{unknown}}.',
      surfaceCount: '{{surface}} ({{count}})',
      /** Between the surfaces after "then" and in "Surfaces:". */
      separator: ', ',
      /** Ends a surfaces sentence when some tracks have none recorded. */
      noSurface_one: '; {{count}} with no surface recorded',
      noSurface_other: '; {{count}} with no surface recorded',
      lengthOfOne: 'It is {{length}} long.',
      commonLength: 'The most common length is {{length}}.',
      quarterMile: 'a quarter mile',
    },
  },
  content: {
    blog: 'Blog',
    published: 'Published {{date}}',
    lastUpdated: 'Last updated {{date}}',
    loadingPost: 'Loading blog post',
  },
} as const;
