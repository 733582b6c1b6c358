// The track calculator and the developers page's frame, in Swedish (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'Banräknare',
    description: 'Banlängder, varvtider, förskjutna starter och en ritning av varje bana på en löparbana.',
    intro: 'Hur lång är varje bana, och hur snabbt måste varje varv gå för att du ska nå din måltid?',
    track: 'Löparbana',
    trackPresets: {
      label: 'Förinställda löparbanor',
      standard: '400 m',
      quarterMile: '440 yd',
      indoor: '200 m inomhus',
    },
    trackType: 'Typ av löparbana',
    outdoor: 'Utomhus',
    indoor: 'Inomhus',
    trackLength: 'Löparbanans längd (m)',
    bendRadius: 'Kurvradie (m)',
    lanes: 'Banor',
    laneWidth: 'Banbredd',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm (standard)',
    measureOn: 'Mät banorna enligt',
    lines: {
      spec: 'Enkel formel',
      worldAthletics: 'World Athletics mätlinje',
    },
    yourRun: 'Ditt lopp',
    presets: {
      label: 'Förinställningar',
      tenK: '10 km på 40 min',
      mile: 'Engelsk mil på 5 min',
    },
    yourLane: 'Din bana',
    distance: 'Distans ({{unit}})',
    laps: 'Varv',
    targetTime: 'Måltid',
    timePlaceholder: 'tt:mm:ss eller mm:ss',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'Tolkat som {{time}} (minuter:sekunder).',
      unreadable: 'Den här tiden går inte att läsa: skriv den som tt:mm:ss eller mm:ss, till exempel 1:05.',
      tooFast: 'Ingen springer {{distance}} på {{time}}: skriv tiden som tt:mm:ss eller mm:ss, till exempel 1:05.',
    },
    examples: {
      m: 't.ex. 10000',
      yd: 't.ex. 1760',
      mi: 't.ex. 6,2',
      laps: 't.ex. 25',
    },
    distancesIn: 'Distanser i',
    units: {
      m: 'Meter',
      yd: 'Yard',
      mi: 'Engelska mil',
    },
    pacePer: 'Tempo per',
    paceUnits: {
      km: 'km',
      mi: 'engelsk mil',
    },
    results: 'Resultat',
    enterDistanceAndTime: 'Ange en distans och en måltid för att se varvtider och tempo.',
    targetPace: {
      km: 'Måltempo: {{time}} per km.',
      mi: 'Måltempo: {{time}} per engelsk mil.',
    },
    laneLabel: 'Bana {{lane}} · {{length}}',
    caption: {
      track: 'Banorna på en löparbana på {{length}}',
      distance: 'Banorna på en löparbana på {{length}} för {{distance}}',
      time: 'Banorna på en löparbana på {{length}} på {{time}}',
      distanceAndTime: 'Banorna på en löparbana på {{length}} för {{distance}} på {{time}}',
    },
    table: {
      lane: 'Bana',
      laneLength: 'Banans längd',
      lapsDistance_one: 'Distans på {{laps}} varv',
      lapsDistance_other: 'Distans på {{laps}} varv',
      timePerLap: 'Tid per varv',
      per100: 'Per 100 m',
      staggerCaption: 'Förskjutna starter på den här löparbanan',
      staggerSpec: 'Enkel formel ({{unit}})',
      staggerWorldAthletics: 'Markeringar enligt World Athletics ({{unit}})',
    },
    drawing: {
      finish: 'Mål',
      start: 'Start',
      break: 'Brytlinje',
      outdoor_one:
        'En utomhusbana på {{length}} ritad i skala: raksträckor på {{straights}}, kurvor på {{bends}} till innerkanten, {{lanes}} bana på {{width}}.',
      outdoor_other:
        'En utomhusbana på {{length}} ritad i skala: raksträckor på {{straights}}, kurvor på {{bends}} till innerkanten, {{lanes}} banor på {{width}}.',
      indoor_one:
        'En inomhusbana på {{length}} ritad i skala: raksträckor på {{straights}}, kurvor på {{bends}} till innerkanten, {{lanes}} bana på {{width}}.',
      indoor_other:
        'En inomhusbana på {{length}} ritad i skala: raksträckor på {{straights}}, kurvor på {{bends}} till innerkanten, {{lanes}} banor på {{width}}.',
      assumed: '{{length}} (antaget)',
      highlighted: 'Bana {{lane}} är markerad: {{length}} per varv.',
      finishLine: 'Mållinjen ligger i slutet av upploppet, och man springer moturs.',
      enterDistance: 'Ange en distans för att markera var den startar.',
    },
    linesDiffer:
      'Den enkla formeln mäter varje bana som bana 1 mäts, 0,30 m innanför, men World Athletics mäter de andra banorna bara 0,20 m utanför deras innerlinje, så varje bana från 2 och utåt är 2π × 0,10 m = 0,63 m kortare.',
    formula: {
      spec: 'Bana n är löparbanans längd plus 2π × (n − 1) × banbredden. En engelsk mil är 1609,344 m.',
      worldAthletics:
        'Bana 1 är löparbanans längd; bana n från 2 är löparbanans längd plus 2π × ((n − 1) × banbredden − 0,10 m). En engelsk mil är 1609,344 m.',
    },
    staggerRules:
      'Hur långt före bana 1:s start varje bana startar. 200 m och 400 m springs i banor hela vägen; 800 m i banor fram till brytlinjen i slutet av första kurvan, och dess förskjutning räknar med den längre diagonal en yttre bana springer för att nå bana 1 i slutet av bortre raksträckan.',
    staggerLines:
      'Enkel formel: varje bana mätt 0,30 m från sin innerkant, som bana 1. Markeringar enligt World Athletics: startlinjerna så som de målas på en löparbana mätt enligt World Athletics regler, varje bana från bana 2 och utåt mätt 0,20 m från sin innerlinje.',
    radius: {
      refused: 'En löparbana på {{length}} kan inte ha kurvor på {{radius}}: då blir det inga raksträckor kvar.',
      standard: 'Standardbanans kurvor på 400 m: {{radius}} från mittpunkten till innerkanten.',
      unknownIndoor:
        'Varje 200-metersbana inomhus har sin egen kurvradie, och den här banans är okänd: ange den, mätt från kurvans mittpunkt till innerkanten. Till dess utgår förskjutningarna och ritningen från standardbanans form skalad till den här längden, med kurvor på {{radius}}.',
      unknown:
        'Den här banans kurvradie är okänd: ange den, mätt från kurvans mittpunkt till innerkanten. Till dess utgår förskjutningarna och ritningen från standardbanans form skalad till den här längden, med kurvor på {{radius}}.',
    },
    onSegment: {
      firstBend: 'i första kurvan',
      backStraight: 'på bortre raksträckan',
      secondBend: 'i andra kurvan',
      homeStraight: 'på upploppet',
    },
    breakAfter: {
      firstBend: 'i slutet av första kurvan',
      backStraight: 'i slutet av bortre raksträckan',
      secondBend: 'i slutet av andra kurvan',
      homeStraight: 'i slutet av upploppet',
    },
    fullLaps_one: '{{laps}} helt varv',
    fullLaps_other: '{{laps}} hela varv',
    start: {
      ahead: '{{length}} före bana 1:s start',
      placeAndAhead: '{{place}}, {{ahead}}',
      breakLine:
        'För {{distance}} från bana {{lane}} startar du {{place}}; håll dig i bana {{lane}} fram till brytlinjen {{breakPlace}} och gå sedan in mot bana 1.',
      atFinish: 'För {{distance}} i bana {{lane}} startar du vid mållinjen och springer {{laps}}.',
      before: 'För {{distance}} i bana {{lane}} startar du {{place}}, {{length}} före mållinjen.',
      beforeAhead: 'För {{distance}} i bana {{lane}} startar du {{place}}, {{length}} före mållinjen ({{ahead}}).',
      beforeThenLaps: 'För {{distance}} i bana {{lane}} startar du {{place}}, {{length}} före mållinjen, och springer sedan {{laps}}.',
      beforeAheadThenLaps:
        'För {{distance}} i bana {{lane}} startar du {{place}}, {{length}} före mållinjen ({{ahead}}), och springer sedan {{laps}}.',
    },
  },
  preview: {
    untitledArea: 'Löparbanor',
    lanes_one: '{{lanes}} bana',
    lanes_other: '{{lanes}} banor',
  },
  offline: {
    title: 'Sparade sidor',
    description: 'Sidorna som sparas på den här enheten till när du saknar täckning.',
    intro: 'De här sidorna sparades på den här enheten när du senast öppnade dem, och öppnas utan nätverk:',
    notSaved: 'Du är offline, och den här sidan är inte sparad på den här enheten.',
    none: 'Inga sidor är sparade på den här enheten ännu. Bana- och områdessidor du öppnar sparas här, så att de öppnas vid banan utan täckning.',
    savedOn: 'sparad {{date}}',
    map: 'Kartan och dina närmaste banor',
  },
  developers: {
    title: 'API:et för {{siteName}}',
    intro:
      'Allt på den här webbplatsen kommer från ett öppet JSON-API som du också kan använda. Dess kontrakt är <doc>OpenAPI 3.1-dokumentet</doc>, genererat från samma scheman som servern kontrollerar varje anrop med. Läs in det i valfritt OpenAPI-verktyg för att generera en klient.',
    errors: 'Fel, och svaren på skrivningar, har formen <code>{{shape}}</code>; beskrivningen anger vilket fält som var fel.',
    enumerations:
      'Uppräkningar läses som produkten skriver dem, oavsett versaler: <code>{{worded}}</code> eller <code>{{lowercase}}</code>.',
    cacheKey:
      'Läsningar tar <code>{{key}}</code>, cachenyckeln från <code>{{cacheCall}}</code>, som ändras vid varje skrivning. Datan är öppen: se exportanropen nedan och sidan Om för dess licens.',
    queryParameters: 'Frågeparametrar',
    jsonBody: 'JSON-kropp',
    jsonBodyOf: 'JSON-kropp ({{schema}})',
    required: 'obligatorisk',
    exampleBody: 'Exempel på kropp',
    answers: 'Svarar med {{answer}}.',
    answersWithErrors: 'Svarar med {{answer}}; fel: {{errors}}.',
  },
};
