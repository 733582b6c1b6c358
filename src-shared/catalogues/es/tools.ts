// The track calculator and the developers page's frame, in Spanish (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'Calculadora de pista',
    description:
      'Longitud de cada calle, tiempos por vuelta, salidas escalonadas y un dibujo de todas las calles de una pista de atletismo.',
    intro: '¿Cuánto mide cada calle y a qué ritmo debe ir cada vuelta para lograr tu tiempo objetivo?',
    track: 'Pista',
    trackPresets: {
      label: 'Pistas predefinidas',
      standard: '400 m',
      quarterMile: '440 yd',
      indoor: '200 m cubierta',
    },
    trackType: 'Tipo de pista',
    outdoor: 'Al aire libre',
    indoor: 'Cubierta',
    trackLength: 'Longitud de la pista (m)',
    bendRadius: 'Radio de la curva (m)',
    lanes: 'Calles',
    laneWidth: 'Ancho de calle',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm (estándar)',
    measureOn: 'Medir las calles sobre',
    lines: {
      spec: 'Fórmula simple',
      worldAthletics: 'Línea de medición de World Athletics',
    },
    yourRun: 'Tu carrera',
    presets: {
      label: 'Ejemplos',
      tenK: '10 km en 40 min',
      mile: 'Milla en 5 min',
    },
    yourLane: 'Tu calle',
    distance: 'Distancia ({{unit}})',
    laps: 'Vueltas',
    targetTime: 'Tiempo objetivo',
    timePlaceholder: 'hh:mm:ss o mm:ss',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'Leído como {{time}} (minutos:segundos).',
      unreadable: 'No podemos leer este tiempo: escríbelo como hh:mm:ss o mm:ss, por ejemplo 1:05.',
      tooFast: 'Nadie corre {{distance}} en {{time}}: escribe el tiempo como hh:mm:ss o mm:ss, por ejemplo 1:05.',
    },
    examples: {
      m: 'p. ej. 10000',
      yd: 'p. ej. 1760',
      mi: 'p. ej. 6,2',
      laps: 'p. ej. 25',
    },
    distancesIn: 'Distancias en',
    units: {
      m: 'Metros',
      yd: 'Yardas',
      mi: 'Millas',
    },
    pacePer: 'Ritmo por',
    paceUnits: {
      km: 'km',
      mi: 'milla',
    },
    results: 'Resultados',
    enterDistanceAndTime: 'Introduce una distancia y un tiempo objetivo para ver los tiempos por vuelta y el ritmo.',
    targetPace: {
      km: 'Ritmo objetivo: {{time}} por km.',
      mi: 'Ritmo objetivo: {{time}} por milla.',
    },
    laneLabel: 'Calle {{lane}} · {{length}}',
    caption: {
      track: 'Calles de una pista de {{length}}',
      distance: 'Calles de una pista de {{length}} para {{distance}}',
      time: 'Calles de una pista de {{length}} en {{time}}',
      distanceAndTime: 'Calles de una pista de {{length}} para {{distance}} en {{time}}',
    },
    table: {
      lane: 'Calle',
      laneLength: 'Longitud de la calle',
      lapsDistance_one: 'Distancia en {{laps}} vuelta',
      lapsDistance_many: 'Distancia en {{laps}} vueltas',
      lapsDistance_other: 'Distancia en {{laps}} vueltas',
      timePerLap: 'Tiempo por vuelta',
      per100: 'Cada 100 m',
      staggerCaption: 'Salidas escalonadas en esta pista',
      staggerSpec: 'Fórmula simple ({{unit}})',
      staggerWorldAthletics: 'Marcas de World Athletics ({{unit}})',
    },
    drawing: {
      finish: 'Meta',
      start: 'Salida',
      break: 'Calle libre',
      outdoor_one:
        'Una pista al aire libre de {{length}} dibujada a escala: rectas de {{straights}}, curvas de {{bends}} hasta el bordillo, {{lanes}} calle de {{width}}.',
      outdoor_many:
        'Una pista al aire libre de {{length}} dibujada a escala: rectas de {{straights}}, curvas de {{bends}} hasta el bordillo, {{lanes}} calles de {{width}}.',
      outdoor_other:
        'Una pista al aire libre de {{length}} dibujada a escala: rectas de {{straights}}, curvas de {{bends}} hasta el bordillo, {{lanes}} calles de {{width}}.',
      indoor_one:
        'Una pista cubierta de {{length}} dibujada a escala: rectas de {{straights}}, curvas de {{bends}} hasta el bordillo, {{lanes}} calle de {{width}}.',
      indoor_many:
        'Una pista cubierta de {{length}} dibujada a escala: rectas de {{straights}}, curvas de {{bends}} hasta el bordillo, {{lanes}} calles de {{width}}.',
      indoor_other:
        'Una pista cubierta de {{length}} dibujada a escala: rectas de {{straights}}, curvas de {{bends}} hasta el bordillo, {{lanes}} calles de {{width}}.',
      assumed: '{{length}} (estimado)',
      highlighted: 'La calle {{lane}} está resaltada: {{length}} por vuelta.',
      finishLine: 'La línea de meta está al final de la recta principal, y se corre en sentido antihorario.',
      enterDistance: 'Introduce una distancia para marcar dónde empieza.',
    },
    linesDiffer:
      'La fórmula simple mide todas las calles como se mide la calle 1, 0,30 m hacia dentro, pero World Athletics mide las demás calles solo 0,20 m por fuera de su línea interior, así que cada calle a partir de la 2 es 2π × 0,10 m = 0,63 m más corta.',
    formula: {
      spec: 'La calle n mide la longitud de la pista más 2π × (n − 1) × el ancho de calle. Una milla son 1609,344 m.',
      worldAthletics:
        'La calle 1 mide la longitud de la pista; la calle n, a partir de la 2, mide la longitud de la pista más 2π × ((n − 1) × el ancho de calle − 0,10 m). Una milla son 1609,344 m.',
    },
    staggerRules:
      'Cuánto por delante de la salida de la calle 1 sale cada calle. Los 200 m y los 400 m se corren por calles de principio a fin; los 800 m, por calles hasta la línea de calle libre al final de la primera curva, y su escalonamiento incluye la diagonal más larga que recorre una calle exterior para llegar a la calle 1 al final de la recta opuesta.',
    staggerLines:
      'Fórmula simple: cada calle medida a 0,30 m de su borde interior, como la calle 1. Marcas de World Athletics: las líneas de salida tal como se pintan en una pista medida según las reglas de World Athletics, cada calle desde la 2 medida a 0,20 m de su línea interior.',
    radius: {
      refused: 'Una pista de {{length}} no puede tener curvas de {{radius}}: no quedarían rectas.',
      standard: 'Curvas de la pista estándar de 400 m: {{radius}} del centro al bordillo.',
      unknownIndoor:
        'Cada pista cubierta de 200 m tiene su propio radio de curva, y el de esta se desconoce: introdúcelo, medido del centro de una curva al bordillo. Mientras tanto, los escalonamientos y el dibujo usan la forma de la pista estándar ajustada a esta longitud, con curvas de {{radius}}.',
      unknown:
        'Se desconoce el radio de curva de esta pista: introdúcelo, medido del centro de una curva al bordillo. Mientras tanto, los escalonamientos y el dibujo usan la forma de la pista estándar ajustada a esta longitud, con curvas de {{radius}}.',
    },
    onSegment: {
      firstBend: 'en la primera curva',
      backStraight: 'en la recta opuesta',
      secondBend: 'en la segunda curva',
      homeStraight: 'en la recta principal',
    },
    breakAfter: {
      firstBend: 'al final de la primera curva',
      backStraight: 'al final de la recta opuesta',
      secondBend: 'al final de la segunda curva',
      homeStraight: 'al final de la recta principal',
    },
    fullLaps_one: '{{laps}} vuelta completa',
    fullLaps_many: '{{laps}} vueltas completas',
    fullLaps_other: '{{laps}} vueltas completas',
    start: {
      ahead: '{{length}} por delante de la salida de la calle 1',
      placeAndAhead: '{{place}}, {{ahead}}',
      breakLine:
        'Para {{distance}} desde la calle {{lane}}, sal {{place}}; sigue por la calle {{lane}} hasta la línea de calle libre {{breakPlace}} y luego ve cerrándote hacia la calle 1.',
      atFinish: 'Para {{distance}} en la calle {{lane}}, sal desde la línea de meta y corre {{laps}}.',
      before: 'Para {{distance}} en la calle {{lane}}, sal {{place}}, {{length}} antes de la línea de meta.',
      beforeAhead: 'Para {{distance}} en la calle {{lane}}, sal {{place}}, {{length}} antes de la línea de meta ({{ahead}}).',
      beforeThenLaps:
        'Para {{distance}} en la calle {{lane}}, sal {{place}}, {{length}} antes de la línea de meta, y luego corre {{laps}}.',
      beforeAheadThenLaps:
        'Para {{distance}} en la calle {{lane}}, sal {{place}}, {{length}} antes de la línea de meta ({{ahead}}), y luego corre {{laps}}.',
    },
  },
  preview: {
    untitledArea: 'Pistas de atletismo',
    lanes_one: '{{lanes}} calle',
    lanes_many: '{{lanes}} de calles',
    lanes_other: '{{lanes}} calles',
  },
  offline: {
    title: 'Páginas guardadas',
    description: 'Las páginas guardadas en este dispositivo para cuando no tengas señal.',
    intro: 'Estas páginas se guardaron en este dispositivo la última vez que las abriste y se abren sin conexión:',
    notSaved: 'No tienes conexión y esta página no está guardada en este dispositivo.',
    none: 'Todavía no hay páginas guardadas en este dispositivo. Las páginas de pistas y de zonas que abras se guardan aquí, para que se abran en la pista aunque no haya señal.',
    savedOn: 'guardada {{date}}',
    map: 'El mapa y tus pistas más cercanas',
  },
  developers: {
    title: 'La API de {{siteName}}',
    intro:
      'Todo lo que hay en este sitio viene de una API JSON pública, que tú también puedes usar. Su contrato es el <doc>documento OpenAPI 3.1</doc>, generado a partir de los mismos esquemas con los que el servidor comprueba cada petición. Cárgalo en cualquier herramienta OpenAPI para generar un cliente.',
    errors: 'Los errores, y las respuestas a las escrituras, son <code>{{shape}}</code>; la descripción indica el campo que estaba mal.',
    enumerations:
      'Las enumeraciones se leen tal como las escribe el producto, sin distinguir mayúsculas: <code>{{worded}}</code> o <code>{{lowercase}}</code>.',
    cacheKey:
      'Las lecturas llevan <code>{{key}}</code>, la clave de caché de <code>{{cacheCall}}</code>, que cambia con cada escritura. Los datos son abiertos: consulta las llamadas de exportación más abajo y la página Acerca de para ver su licencia.',
    queryParameters: 'Parámetros de consulta',
    jsonBody: 'Cuerpo JSON',
    jsonBodyOf: 'Cuerpo JSON ({{schema}})',
    required: 'obligatorio',
    exampleBody: 'Cuerpo de ejemplo',
    answers: 'Responde {{answer}}.',
    answersWithErrors: 'Responde {{answer}}; errores: {{errors}}.',
  },
};
