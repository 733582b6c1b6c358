// The assistant's words in English, the source of every other language's assistant.ts: a part of
// the catalogue that only the Worker reads (src-worker/chat/texts.ts). The first five are the
// chat's own, whichever provider answers; the rest are the offline assistant's sentences
// (src-worker/offline-assistant/answers.ts). A text said of a count is written in each plural form
// of its language (key_one, key_other, …, as the pages' texts are); key_zero, where written, is
// said for 0. {{name}} marks a value filled in.

export const assistant = {
  assistant: {
    /** A model's first message (the offline assistant greets with its own, saying what it is); {{site}}: the site's name. */
    greeting:
      'Hi! I am the {{site}} assistant. Ask me about running tracks near you or anywhere else, ask about a track, or tell me about wrong information, a bug or an idea.',
    /** Shown with a location request that comes without the model's own words. */
    askLocation: 'To answer that I need your location. Press Share location, or type the name of a place.',
    /** The answer when the tool rounds run out (src-worker/chat/loop.ts). */
    roundsExhausted: 'Sorry, I could not finish looking that up. Please ask again in a simpler way.',
    /** The place of a summary asked for near a point: {{km}} around {{latitude}}, {{longitude}}. */
    aroundPoint: '{{km}} km around {{latitude}}, {{longitude}}',
    /** The place of a summary asked for the map's view, named by the view's centre. */
    aroundBox: 'the box around {{latitude}}, {{longitude}}',
    /** The greeting and the help text give examples with {{place}} and {{track}}: names the site has (issue 28). */
    offlineGreeting:
      'Hi! I am the offline assistant of {{site}}: I work without an AI model and understand simple requests, such as "tracks near me", "tracks in {{place}}", "tell me about {{track}}", "Summarize track information in my area", "comment on {{track}}: new lanes", "wrong info about {{track}}: it is indoor", "report a bug: the map is empty" or "feature request: dark mode". You may also write them in Swedish, Spanish, German, Chinese, French, Portuguese, Arabic or Japanese.',
    notUnderstood:
      'Sorry, I did not understand that. Try "tracks near me", "tracks in {{place}}", "tell me about {{track}}", "comment on {{track}}: your text", "report a bug: your text" or "feature request: your text".',
    /** The examples' names when the site has no city with a named track yet. */
    examplePlace: 'Stockholm',
    exampleTrack: 'Stadion',
    locationUnreadable: 'I could not read a location from that. Please press Share location or type a place name.',
    /** A list of tracks found near the user, in an area or in the map's view, and the sentence when there are none. */
    foundNear_one: 'I found {{count}} track within {{km}} km of you:',
    foundNear_other: 'I found {{count}} tracks within {{km}} km of you:',
    foundInArea_one: 'I found {{count}} track in {{area}}:',
    foundInArea_other: 'I found {{count}} tracks in {{area}}:',
    foundInBox_one: 'I found {{count}} track in the area you are looking at:',
    foundInBox_other: 'I found {{count}} tracks in the area you are looking at:',
    noneNear: 'I found no tracks within {{km}} km of you.',
    noneInArea: 'I found no tracks in {{area}}.',
    noneInBox: 'I found no tracks in the area you are looking at.',
    unknownArea: 'I do not know a place called "{{place}}". Try a city, region or country name.',
    unknownTrack: 'I could not find a track called "{{track}}".',
    /** Several tracks have the name the user gave: the candidates follow, one link a line. */
    whichTrack: 'Several tracks have that name. Which one do you mean?',
    /** After "I could not find …": the places and tracks search finds by other names or with a slip corrected (issue 22), one link a line. */
    didYouMean: 'Did you mean:',
    summaryCount_zero: 'There are no tracks in {{place}}.',
    summaryCount_one: 'There is {{count}} track in {{place}}.',
    summaryCount_other: 'There are {{count}} tracks in {{place}}.',
    /** A summary around the user's location or the map's view, named by the area it is in (issue 28). */
    summaryNear_zero: 'There are no tracks within {{km}} km of you, around {{place}}.',
    summaryNear_one: 'There is {{count}} track within {{km}} km of you, around {{place}}.',
    summaryNear_other: 'There are {{count}} tracks within {{km}} km of you, around {{place}}.',
    summaryInView_zero: 'There are no tracks in the area you are looking at, around {{place}}.',
    summaryInView_one: 'There is {{count}} track in the area you are looking at, around {{place}}.',
    summaryInView_other: 'There are {{count}} tracks in the area you are looking at, around {{place}}.',
    /** The counts of a summary, each said only when it is not 0; what is unknown is said once. */
    summaryOpen_one: '{{count}} is reported open to the public.',
    summaryOpen_other: '{{count}} are reported open to the public.',
    summaryClosed_one: '{{count}} is reported closed.',
    summaryClosed_other: '{{count}} are reported closed.',
    summaryAccessUnknown_one: 'For {{count}} we do not know whether it is open to the public.',
    summaryAccessUnknown_other: 'For {{count}} we do not know whether they are open to the public.',
    summaryIndoor_one: '{{count}} is an indoor track.',
    summaryIndoor_other: '{{count}} are indoor tracks.',
    summaryLit_one: '{{count}} has lighting.',
    summaryLit_other: '{{count}} have lighting.',
    /** Before the tracks a summary lists by name: around a point, or of an area or the map's view. */
    summaryNearestFirst: 'Nearest first:',
    summaryDiscussedFirst: 'Most discussed first:',
    /** After a list cut short: the map ({{map}}, the theMap text linked), the area's page ({{place}} linked), or both. */
    seeAllOnMap_one: 'See it on {{map}}.',
    seeAllOnMap_other: 'See all {{count}} on {{map}}.',
    seeAllInArea_one: 'See it on the page of {{place}}.',
    seeAllInArea_other: 'See all {{count}} on the page of {{place}}.',
    seeAllAround_one: 'See it on {{map}}, and the tracks of {{place}} on its page.',
    seeAllAround_other: 'See all {{count}} on {{map}}, and the tracks of {{place}} on its page.',
    theMap: 'the map',
    /** After "no tracks within 10 km of you": the nearest found further away. */
    fartherAway: 'The nearest ones further away:',
    summaryPopular: 'Most discussed:',
    /** After summaryCount when the area has more tracks than were read: the figures are of its {{count}} most discussed. */
    summaryDescribed_one: 'The figures below are for the most discussed one of them.',
    summaryDescribed_other: 'The figures below are for the {{count}} most discussed of them.',
    detailsIntro: 'Here is what we know about {{track}}:',
    detailsComments: 'Recent comments and visit reports:',
    detailsNoComments: 'Nobody has commented on it yet.',
    /** A question about a fact nobody has given (issue 28): said once, {{facts}} joined by the separator, {{page}} the track's page. */
    factsUnknown: 'Nobody has said yet: {{facts}}. If you know, add it on {{page}}.',
    factsUnknownPage: 'its page',
    factNames: {
      lighting: 'whether it has lighting',
      indoor: 'whether it is indoor or outdoor',
      length: 'its lap length',
      surface: 'its surface',
      lanes: 'how many lanes it has',
    },
    commentPosted: 'Thank you, your comment on {{track}} is posted.',
    /** A visit report posted (issue 28). */
    visitPosted: 'Thank you, your visit report on {{track}} is posted.',
    commentHeld: 'Thank you for your feedback, it will be reviewed before it is visible.',
    badInfoTaken: 'Thank you, the information about {{track}} is marked as inaccurate and we will look into it.',
    bugTaken: 'Thank you, your bug report is stored for the team.',
    featureTaken: 'Thank you, your feature request is stored for the team.',
    refused: 'That did not work: {{reason}}',
    lanes_one: '{{count}} lane',
    lanes_other: '{{count}} lanes',
    lit: 'lighting',
    indoor: 'indoor',
    outdoor: 'outdoor',
    open: 'open to the public',
    closed: 'reported closed',
    accessUnknown: 'access unknown',
    /** Who wrote a comment posted without a name. */
    anonymous: 'anonymous',
    metres: '{{count}} m',
    kilometres: '{{count}} km',
    /** Between the facts of one track. */
    separator: ', ',
    /**
     * The answers about opening hours and fees (issue 14): lists narrowed to tracks open now or free, and "when is it
     * open" and "what does it cost" about one track. The badge sentences say what the track page's badge says; times
     * are the track's own.
     */
    hoursAndFees: {
      foundNear_one: 'I found {{count}} track {{which}} within {{km}} km of you:',
      foundNear_other: 'I found {{count}} tracks {{which}} within {{km}} km of you:',
      foundInArea_one: 'I found {{count}} track {{which}} in {{area}}:',
      foundInArea_other: 'I found {{count}} tracks {{which}} in {{area}}:',
      foundInBox_one: 'I found {{count}} track {{which}} in the area you are looking at:',
      foundInBox_other: 'I found {{count}} tracks {{which}} in the area you are looking at:',
      noneNear: 'I found no tracks {{which}} within {{km}} km of you.',
      noneInArea: 'I found no tracks {{which}} in {{area}}.',
      noneInBox: 'I found no tracks {{which}} in the area you are looking at.',
      /** The listing texts above are of a list narrowed by {{which}}: one of these, in the plural form of the count found. */
      whichOpenNow_one: 'open now',
      whichOpenNow_other: 'open now',
      whichFree_one: 'free to use',
      whichFree_other: 'free to use',
      whichOpenNowAndFree_one: 'open now and free to use',
      whichOpenNowAndFree_other: 'open now and free to use',
      /** Under a narrowed list: tracks whose hours or fee nobody knows are left out, not guessed. */
      hoursLeftOut: 'Tracks without known opening hours are not included.',
      feeLeftOut: 'Tracks whose fee is not known are not included.',
      /** More of {{which}} (issue 28): indoor, lit, a lap of about {{length}} m, joined by whichAnd. */
      whichIndoor_one: 'indoors',
      whichIndoor_other: 'indoors',
      whichLit_one: 'with lighting',
      whichLit_other: 'with lighting',
      whichLength_one: 'about {{length}} m long',
      whichLength_other: 'about {{length}} m long',
      whichAnd: ' and ',
      indoorLeftOut: 'Tracks not known to be indoor or outdoor are not included.',
      lightingLeftOut: 'Tracks whose lighting is not known are not included.',
      lengthLeftOut: 'Tracks whose length is not known are not included.',
      /** After a narrowed list that found none: the tracks that come closest without the condition. */
      alternatives: 'Without that condition, these come closest:',
      /** Facts of a track's line. */
      openNow: 'open now',
      closedNow: 'closed now',
      free: 'free',
      paid: 'paid',
      intro: 'Opening hours and fee of {{track}}:',
      badgeOpen: 'Open now.',
      badgeOpenUntil: 'Open now, until {{time}} (local time).',
      badgeOpensAt: 'Opens at {{time}} today (local time).',
      badgeClosedNow: 'Closed now.',
      badgeClosedNowOpens: 'Closed now; opens {{day}} at {{time}} (local time).',
      badgeClosedToday: 'Closed today.',
      badgeClosedTodayOpens: 'Closed today; opens {{day}} at {{time}} (local time).',
      badgeClosure: 'Closed until {{date}}.',
      badgeClosureFor: 'Closed for {{reason}} until {{date}}.',
      badgeReportedClosed: 'Reported closed, more recently than its opening hours were confirmed.',
      badgeMembers: 'Members only.',
      badgeSchoolClub: 'School or club use only.',
      badgeClosedToPublic: 'Closed to the public.',
      badgeUncertain: 'Hours uncertain.',
      badgeUncertainWhy: 'Hours uncertain: {{comment}}.',
      badgeNoHours: 'No opening hours are known for it.',
      /** The week ahead: {{days}} is made of the texts below, {{zone}} is the track's time zone. */
      week: 'Opening hours this week ({{zone}} time): {{days}}.',
      everyDay: 'every day',
      /** A day open from 00:00 to 24:00. */
      allDay: '24 hours',
      closedDay: 'closed',
      uncertain: '(uncertain)',
      /** Between groups of days with the same hours. */
      dayGroupSeparator: '; ',
      feeFree: 'It is free to use.',
      feePaid: 'It costs a fee.',
      feePaidText: 'It costs a fee: {{fee}}.',
      feeUnknown: 'Nobody has said whether it costs anything.',
      /** Said instead of the fee of a track closed to the public (src-shared/access-status.ts factsFrame). */
      feeNotPublic: 'It is closed to the public, so there is no fee a runner could pay.',
      /** Where to add or correct the facts: {{page}} links the track's page with the trackPage text. */
      edit: 'Know better? Add or correct these facts on {{page}}.',
      trackPage: 'its page',
    },
  },
} as const;
