// The track calculator and the developers page's frame, in German (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'Bahnrechner',
    description: 'Bahnlängen, Rundenzeiten, versetzte Starts und eine Zeichnung aller Bahnen einer Laufbahn.',
    intro: 'Wie lang ist jede Bahn, und wie schnell muss jede Runde sein, damit du deine Zielzeit erreichst?',
    track: 'Laufbahn',
    trackPresets: {
      label: 'Laufbahn-Vorlagen',
      standard: '400 m',
      quarterMile: '440 yd',
      indoor: '200 m Halle',
    },
    trackType: 'Art der Laufbahn',
    outdoor: 'Freiluft',
    indoor: 'Halle',
    trackLength: 'Länge der Laufbahn (m)',
    bendRadius: 'Kurvenradius (m)',
    lanes: 'Bahnen',
    laneWidth: 'Bahnbreite',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm (Standard)',
    measureOn: 'Messung der Bahnen',
    lines: {
      spec: 'Einfache Formel',
      worldAthletics: 'Messlinie von World Athletics',
    },
    yourRun: 'Dein Lauf',
    presets: {
      label: 'Vorlagen',
      tenK: '10 km in 40 min',
      mile: 'Meile in 5 min',
    },
    yourLane: 'Deine Bahn',
    distance: 'Strecke ({{unit}})',
    laps: 'Runden',
    targetTime: 'Zielzeit',
    timePlaceholder: 'hh:mm:ss oder mm:ss',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'Gelesen als {{time}} (Minuten:Sekunden).',
      unreadable: 'Diese Zeit können wir nicht lesen: Schreib sie als hh:mm:ss oder mm:ss, zum Beispiel 1:05.',
      tooFast: 'Niemand läuft {{distance}} in {{time}}: Schreib die Zeit als hh:mm:ss oder mm:ss, zum Beispiel 1:05.',
    },
    examples: {
      m: 'z. B. 10000',
      yd: 'z. B. 1760',
      mi: 'z. B. 6,2',
      laps: 'z. B. 25',
    },
    distancesIn: 'Strecken in',
    units: {
      m: 'Meter',
      yd: 'Yards',
      mi: 'Meilen',
    },
    pacePer: 'Tempo pro',
    paceUnits: {
      km: 'km',
      mi: 'Meile',
    },
    results: 'Ergebnisse',
    enterDistanceAndTime: 'Gib eine Strecke und eine Zielzeit ein, um Rundenzeiten und Tempo zu sehen.',
    targetPace: {
      km: 'Zieltempo: {{time}} pro km.',
      mi: 'Zieltempo: {{time}} pro Meile.',
    },
    laneLabel: 'Bahn {{lane}} · {{length}}',
    caption: {
      track: 'Bahnen einer Laufbahn von {{length}}',
      distance: 'Bahnen einer Laufbahn von {{length}} für {{distance}}',
      time: 'Bahnen einer Laufbahn von {{length}} in {{time}}',
      distanceAndTime: 'Bahnen einer Laufbahn von {{length}} für {{distance}} in {{time}}',
    },
    table: {
      lane: 'Bahn',
      laneLength: 'Bahnlänge',
      lapsDistance_one: 'Strecke über {{laps}} Runde',
      lapsDistance_other: 'Strecke über {{laps}} Runden',
      timePerLap: 'Zeit pro Runde',
      per100: 'Pro 100 m',
      staggerCaption: 'Versetzte Starts auf dieser Laufbahn',
      staggerSpec: 'Einfache Formel ({{unit}})',
      staggerWorldAthletics: 'Markierungen nach World Athletics ({{unit}})',
    },
    drawing: {
      finish: 'Ziel',
      start: 'Start',
      break: 'Übergang',
      outdoor_one:
        'Eine Freiluftlaufbahn von {{length}}, maßstabsgetreu gezeichnet: Geraden von {{straights}}, Kurven von {{bends}} bis zur Innenkante, {{lanes}} Bahn von {{width}}.',
      outdoor_other:
        'Eine Freiluftlaufbahn von {{length}}, maßstabsgetreu gezeichnet: Geraden von {{straights}}, Kurven von {{bends}} bis zur Innenkante, {{lanes}} Bahnen von {{width}}.',
      indoor_one:
        'Eine Hallenlaufbahn von {{length}}, maßstabsgetreu gezeichnet: Geraden von {{straights}}, Kurven von {{bends}} bis zur Innenkante, {{lanes}} Bahn von {{width}}.',
      indoor_other:
        'Eine Hallenlaufbahn von {{length}}, maßstabsgetreu gezeichnet: Geraden von {{straights}}, Kurven von {{bends}} bis zur Innenkante, {{lanes}} Bahnen von {{width}}.',
      assumed: '{{length}} (angenommen)',
      highlighted: 'Bahn {{lane}} ist hervorgehoben: {{length}} pro Runde.',
      finishLine: 'Die Ziellinie liegt am Ende der Zielgeraden, gelaufen wird gegen den Uhrzeigersinn.',
      enterDistance: 'Gib eine Strecke ein, um ihren Start zu markieren.',
    },
    linesDiffer:
      'Die einfache Formel misst jede Bahn so wie Bahn 1, 0,30 m innerhalb, World Athletics misst die anderen Bahnen aber nur 0,20 m außerhalb ihrer inneren Linie – so ist jede Bahn ab Bahn 2 um 2π × 0,10 m = 0,63 m kürzer.',
    formula: {
      spec: 'Bahn n ist die Länge der Laufbahn plus 2π × (n − 1) × die Bahnbreite. Eine Meile sind 1609,344 m.',
      worldAthletics:
        'Bahn 1 ist die Länge der Laufbahn; Bahn n ab Bahn 2 ist die Länge der Laufbahn plus 2π × ((n − 1) × die Bahnbreite − 0,10 m). Eine Meile sind 1609,344 m.',
    },
    staggerRules:
      'Wie weit vor dem Start von Bahn 1 jede Bahn startet. 200 m und 400 m werden ganz in Bahnen gelaufen; die 800 m in Bahnen bis zur Übergangslinie am Ende der ersten Kurve, und ihr Vorsprung enthält die längere Diagonale, die eine äußere Bahn bis zu Bahn 1 am Ende der Gegengeraden läuft.',
    staggerLines:
      'Einfache Formel: jede Bahn 0,30 m von ihrer Innenkante gemessen, wie Bahn 1. Markierungen nach World Athletics: die Startlinien, wie sie auf einer nach den Regeln von World Athletics vermessenen Laufbahn aufgemalt werden, jede Bahn ab Bahn 2 0,20 m von ihrer inneren Linie gemessen.',
    radius: {
      refused: 'Eine Laufbahn von {{length}} kann keine Kurven von {{radius}} haben: Dann bliebe keine Gerade übrig.',
      standard: 'Kurven der Standard-400-m-Laufbahn: {{radius}} von der Kurvenmitte bis zur Innenkante.',
      unknownIndoor:
        'Jede 200-m-Hallenlaufbahn hat ihren eigenen Kurvenradius, und der dieser Bahn ist unbekannt: Gib ihn ein, gemessen von der Mitte einer Kurve bis zur Innenkante. Bis dahin gehen die Startversätze und die Zeichnung von der Form der Standardlaufbahn aus, auf diese Länge skaliert, mit Kurven von {{radius}}.',
      unknown:
        'Der Kurvenradius dieser Laufbahn ist unbekannt: Gib ihn ein, gemessen von der Mitte einer Kurve bis zur Innenkante. Bis dahin gehen die Startversätze und die Zeichnung von der Form der Standardlaufbahn aus, auf diese Länge skaliert, mit Kurven von {{radius}}.',
    },
    onSegment: {
      firstBend: 'in der ersten Kurve',
      backStraight: 'auf der Gegengeraden',
      secondBend: 'in der zweiten Kurve',
      homeStraight: 'auf der Zielgeraden',
    },
    breakAfter: {
      firstBend: 'am Ende der ersten Kurve',
      backStraight: 'am Ende der Gegengeraden',
      secondBend: 'am Ende der zweiten Kurve',
      homeStraight: 'am Ende der Zielgeraden',
    },
    fullLaps_one: '{{laps}} volle Runde',
    fullLaps_other: '{{laps}} volle Runden',
    start: {
      ahead: '{{length}} vor dem Start von Bahn 1',
      placeAndAhead: '{{place}}, {{ahead}}',
      breakLine:
        'Für {{distance}} aus Bahn {{lane}} startest du {{place}}; bleib bis zur Übergangslinie {{breakPlace}} auf Bahn {{lane}} und zieh dann nach innen Richtung Bahn 1.',
      atFinish: 'Für {{distance}} auf Bahn {{lane}} startest du an der Ziellinie und läufst {{laps}}.',
      before: 'Für {{distance}} auf Bahn {{lane}} startest du {{place}}, {{length}} vor der Ziellinie.',
      beforeAhead: 'Für {{distance}} auf Bahn {{lane}} startest du {{place}}, {{length}} vor der Ziellinie ({{ahead}}).',
      beforeThenLaps: 'Für {{distance}} auf Bahn {{lane}} startest du {{place}}, {{length}} vor der Ziellinie, und läufst dann {{laps}}.',
      beforeAheadThenLaps:
        'Für {{distance}} auf Bahn {{lane}} startest du {{place}}, {{length}} vor der Ziellinie ({{ahead}}), und läufst dann {{laps}}.',
    },
  },
  preview: {
    untitledArea: 'Laufbahnen',
    lanes_one: '{{lanes}} Bahn',
    lanes_other: '{{lanes}} Bahnen',
  },
  offline: {
    title: 'Gespeicherte Seiten',
    description: 'Die Seiten, die auf diesem Gerät für Orte ohne Empfang gespeichert sind.',
    intro: 'Diese Seiten wurden auf diesem Gerät gespeichert, als du sie zuletzt geöffnet hast, und öffnen sich ohne Netz:',
    notSaved: 'Du bist offline, und diese Seite ist auf diesem Gerät nicht gespeichert.',
    none: 'Auf diesem Gerät sind noch keine Seiten gespeichert. Die Bahn- und Gebietsseiten, die du öffnest, werden hier gespeichert, damit sie sich an der Bahn auch ohne Empfang öffnen.',
    savedOn: 'gespeichert am {{date}}',
    map: 'Die Karte und deine nächsten Laufbahnen',
  },
  developers: {
    title: 'Die API von {{siteName}}',
    intro:
      'Alles auf dieser Website stammt aus einer öffentlichen JSON-API, die du auch selbst nutzen kannst. Ihr Vertrag ist das <doc>OpenAPI-3.1-Dokument</doc>, erzeugt aus denselben Schemas, mit denen der Server jede Anfrage prüft. Lade es in ein beliebiges OpenAPI-Werkzeug, um einen Client zu erzeugen.',
    errors:
      'Fehler und die Antworten auf Schreibzugriffe haben die Form <code>{{shape}}</code>; die Beschreibung nennt das fehlerhafte Feld.',
    enumerations:
      'Aufzählungswerte werden so gelesen, wie das Produkt sie schreibt, ohne Rücksicht auf Groß- und Kleinschreibung: <code>{{worded}}</code> oder <code>{{lowercase}}</code>.',
    cacheKey:
      'Lesezugriffe nehmen <code>{{key}}</code>, den Cache-Schlüssel von <code>{{cacheCall}}</code>, der sich mit jedem Schreibzugriff ändert. Die Daten sind offen: Siehe die Export-Aufrufe unten und die Seite „Über uns“ für ihre Lizenz.',
    queryParameters: 'Query-Parameter',
    jsonBody: 'JSON-Body',
    jsonBodyOf: 'JSON-Body ({{schema}})',
    required: 'erforderlich',
    exampleBody: 'Beispiel-Body',
    answers: 'Antwortet mit {{answer}}.',
    answersWithErrors: 'Antwortet mit {{answer}}; Fehler: {{errors}}.',
  },
};
