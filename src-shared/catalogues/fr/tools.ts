// The track calculator and the developers page's frame, in French (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'Calculateur de piste',
    description: 'Longueur des couloirs, temps au tour, départs décalés et dessin de chaque couloir d’une piste d’athlétisme.',
    intro: 'Quelle est la longueur de chaque couloir, et à quelle vitesse courir chaque tour pour atteindre votre temps cible ?',
    track: 'Piste',
    trackPresets: {
      label: 'Pistes types',
      standard: '400 m',
      quarterMile: '440 yd',
      indoor: '200 m en salle',
    },
    trackType: 'Type de piste',
    outdoor: 'Extérieure',
    indoor: 'En salle',
    trackLength: 'Longueur de la piste (m)',
    bendRadius: 'Rayon du virage (m)',
    lanes: 'Couloirs',
    laneWidth: 'Largeur de couloir',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm (standard)',
    measureOn: 'Mesurer les couloirs sur',
    lines: {
      spec: 'Formule simple',
      worldAthletics: 'Ligne de mesure de World Athletics',
    },
    yourRun: 'Votre course',
    presets: {
      label: 'Exemples',
      tenK: '10 km en 40 min',
      mile: 'Mile en 5 min',
    },
    yourLane: 'Votre couloir',
    distance: 'Distance ({{unit}})',
    laps: 'Tours',
    targetTime: 'Temps cible',
    timePlaceholder: 'hh:mm:ss ou mm:ss',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'Lu comme {{time}} (minutes:secondes).',
      unreadable: 'Ce temps est illisible : écrivez-le en hh:mm:ss ou mm:ss, par exemple 1:05.',
      tooFast: 'Personne ne court {{distance}} en {{time}} : écrivez le temps en hh:mm:ss ou mm:ss, par exemple 1:05.',
    },
    examples: {
      m: 'ex. 10000',
      yd: 'ex. 1760',
      mi: 'ex. 6,2',
      laps: 'ex. 25',
    },
    distancesIn: 'Distances en',
    units: {
      m: 'Mètres',
      yd: 'Yards',
      mi: 'Miles',
    },
    pacePer: 'Allure par',
    paceUnits: {
      km: 'km',
      mi: 'mile',
    },
    results: 'Résultats',
    enterDistanceAndTime: 'Saisissez une distance et un temps cible pour obtenir les temps au tour et l’allure.',
    targetPace: {
      km: 'Allure cible : {{time}} par km.',
      mi: 'Allure cible : {{time}} par mile.',
    },
    laneLabel: 'Couloir {{lane}} · {{length}}',
    caption: {
      track: 'Couloirs d’une piste de {{length}}',
      distance: 'Couloirs d’une piste de {{length}} pour {{distance}}',
      time: 'Couloirs d’une piste de {{length}} en {{time}}',
      distanceAndTime: 'Couloirs d’une piste de {{length}} pour {{distance}} en {{time}}',
    },
    table: {
      lane: 'Couloir',
      laneLength: 'Longueur du couloir',
      lapsDistance_one: 'Distance sur {{laps}} tour',
      lapsDistance_many: 'Distance sur {{laps}} tours',
      lapsDistance_other: 'Distance sur {{laps}} tours',
      timePerLap: 'Temps au tour',
      per100: 'Aux 100 m',
      staggerCaption: 'Départs décalés sur cette piste',
      staggerSpec: 'Formule simple ({{unit}})',
      staggerWorldAthletics: 'Marques World Athletics ({{unit}})',
    },
    drawing: {
      finish: 'Arrivée',
      start: 'Départ',
      break: 'Rabattement',
      outdoor_one:
        'Une piste extérieure de {{length}} dessinée à l’échelle : lignes droites de {{straights}}, virages de {{bends}} jusqu’à la lice, {{lanes}} couloir de {{width}}.',
      outdoor_many:
        'Une piste extérieure de {{length}} dessinée à l’échelle : lignes droites de {{straights}}, virages de {{bends}} jusqu’à la lice, {{lanes}} couloirs de {{width}}.',
      outdoor_other:
        'Une piste extérieure de {{length}} dessinée à l’échelle : lignes droites de {{straights}}, virages de {{bends}} jusqu’à la lice, {{lanes}} couloirs de {{width}}.',
      indoor_one:
        'Une piste en salle de {{length}} dessinée à l’échelle : lignes droites de {{straights}}, virages de {{bends}} jusqu’à la lice, {{lanes}} couloir de {{width}}.',
      indoor_many:
        'Une piste en salle de {{length}} dessinée à l’échelle : lignes droites de {{straights}}, virages de {{bends}} jusqu’à la lice, {{lanes}} couloirs de {{width}}.',
      indoor_other:
        'Une piste en salle de {{length}} dessinée à l’échelle : lignes droites de {{straights}}, virages de {{bends}} jusqu’à la lice, {{lanes}} couloirs de {{width}}.',
      assumed: '{{length}} (estimé)',
      highlighted: 'Le couloir {{lane}} est mis en évidence : {{length}} par tour.',
      finishLine:
        'La ligne d’arrivée est au bout de la ligne droite d’arrivée, et l’on court dans le sens inverse des aiguilles d’une montre.',
      enterDistance: 'Saisissez une distance pour indiquer où elle commence.',
    },
    linesDiffer:
      'La formule simple mesure chaque couloir comme le couloir 1, à 0,30 m à l’intérieur, mais World Athletics mesure les autres couloirs à seulement 0,20 m de leur ligne intérieure : chaque couloir à partir du 2 est donc plus court de 2π × 0,10 m = 0,63 m.',
    formula: {
      spec: 'Le couloir n mesure la longueur de la piste plus 2π × (n − 1) × la largeur de couloir. Un mile fait 1609,344 m.',
      worldAthletics:
        'Le couloir 1 mesure la longueur de la piste ; le couloir n, à partir du 2, mesure la longueur de la piste plus 2π × ((n − 1) × la largeur de couloir − 0,10 m). Un mile fait 1609,344 m.',
    },
    staggerRules:
      'L’avance de chaque couloir sur le départ du couloir 1. Le 200 m et le 400 m se courent entièrement en couloirs ; le 800 m en couloirs jusqu’à la ligne de rabattement à la fin du premier virage, et son décalage inclut la diagonale plus longue qu’un couloir extérieur parcourt pour rejoindre le couloir 1 au bout de la ligne opposée.',
    staggerLines:
      'Formule simple : chaque couloir mesuré à 0,30 m de son bord intérieur, comme le couloir 1. Marques World Athletics : les lignes de départ telles qu’on les peint sur une piste mesurée selon les règles de World Athletics, chaque couloir à partir du 2 mesuré à 0,20 m de sa ligne intérieure.',
    radius: {
      refused: 'Une piste de {{length}} ne peut pas avoir des virages de {{radius}} : il ne resterait pas de lignes droites.',
      standard: 'Virages de la piste standard de 400 m : {{radius}} du centre à la lice.',
      unknownIndoor:
        'Chaque piste en salle de 200 m a son propre rayon de virage, et celui de cette piste est inconnu : saisissez-le, mesuré du centre d’un virage jusqu’à la lice. En attendant, les décalages et le dessin reprennent la forme de la piste standard ramenée à cette longueur, avec des virages de {{radius}}.',
      unknown:
        'Le rayon de virage de cette piste est inconnu : saisissez-le, mesuré du centre d’un virage jusqu’à la lice. En attendant, les décalages et le dessin reprennent la forme de la piste standard ramenée à cette longueur, avec des virages de {{radius}}.',
    },
    onSegment: {
      firstBend: 'dans le premier virage',
      backStraight: 'dans la ligne opposée',
      secondBend: 'dans le second virage',
      homeStraight: 'dans la ligne droite d’arrivée',
    },
    breakAfter: {
      firstBend: 'à la fin du premier virage',
      backStraight: 'au bout de la ligne opposée',
      secondBend: 'à la fin du second virage',
      homeStraight: 'au bout de la ligne droite d’arrivée',
    },
    fullLaps_one: '{{laps}} tour complet',
    fullLaps_many: '{{laps}} tours complets',
    fullLaps_other: '{{laps}} tours complets',
    start: {
      ahead: '{{length}} devant le départ du couloir 1',
      placeAndAhead: '{{place}}, {{ahead}}',
      breakLine:
        'Pour {{distance}} depuis le couloir {{lane}}, partez {{place}} ; restez dans le couloir {{lane}} jusqu’à la ligne de rabattement {{breakPlace}}, puis rabattez-vous vers le couloir 1.',
      atFinish: 'Pour {{distance}} dans le couloir {{lane}}, partez de la ligne d’arrivée et courez {{laps}}.',
      before: 'Pour {{distance}} dans le couloir {{lane}}, partez {{place}}, {{length}} avant la ligne d’arrivée.',
      beforeAhead: 'Pour {{distance}} dans le couloir {{lane}}, partez {{place}}, {{length}} avant la ligne d’arrivée ({{ahead}}).',
      beforeThenLaps:
        'Pour {{distance}} dans le couloir {{lane}}, partez {{place}}, {{length}} avant la ligne d’arrivée, puis courez {{laps}}.',
      beforeAheadThenLaps:
        'Pour {{distance}} dans le couloir {{lane}}, partez {{place}}, {{length}} avant la ligne d’arrivée ({{ahead}}), puis courez {{laps}}.',
    },
  },
  preview: {
    untitledArea: 'Pistes d’athlétisme',
    lanes_one: '{{lanes}} couloir',
    lanes_many: '{{lanes}} de couloirs',
    lanes_other: '{{lanes}} couloirs',
  },
  offline: {
    title: 'Pages enregistrées',
    description: 'Les pages gardées sur cet appareil pour les moments sans réseau.',
    intro: 'Ces pages ont été enregistrées sur cet appareil lors de votre dernière visite, et s’ouvrent sans réseau :',
    notSaved: 'Vous êtes hors ligne, et cette page n’est pas enregistrée sur cet appareil.',
    none: 'Aucune page n’est encore enregistrée sur cet appareil. Les pages de pistes et de zones que vous ouvrez sont gardées ici, pour s’ouvrir à la piste même sans réseau.',
    savedOn: 'enregistrée le {{date}}',
    map: 'La carte et vos pistes les plus proches',
  },
  developers: {
    title: 'L’API de {{siteName}}',
    intro:
      'Tout ce que montre ce site vient d’une API JSON publique, que vous pouvez utiliser vous aussi. Son contrat est le <doc>document OpenAPI 3.1</doc>, généré à partir des mêmes schémas que ceux avec lesquels le serveur vérifie chaque requête. Chargez-le dans n’importe quel outil OpenAPI pour générer un client.',
    errors: 'Les erreurs, et les réponses aux écritures, sont de la forme <code>{{shape}}</code> ; la description nomme le champ erroné.',
    enumerations:
      'Les énumérations sont lues telles que le produit les écrit, sans tenir compte de la casse : <code>{{worded}}</code> ou <code>{{lowercase}}</code>.',
    cacheKey:
      'Les lectures prennent <code>{{key}}</code>, la clé de cache de <code>{{cacheCall}}</code>, qui change à chaque écriture. Les données sont ouvertes : voir les appels d’export ci-dessous et la page À propos pour leur licence.',
    queryParameters: 'Paramètres de requête',
    jsonBody: 'Corps JSON',
    jsonBodyOf: 'Corps JSON ({{schema}})',
    required: 'obligatoire',
    exampleBody: 'Exemple de corps',
    answers: 'Répond {{answer}}.',
    answersWithErrors: 'Répond {{answer}} ; erreurs : {{errors}}.',
  },
};
