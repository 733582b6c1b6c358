// The track calculator and the developers page's frame, in Brazilian Portuguese (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'Calculadora de pista',
    description:
      'Comprimento de cada raia, tempos por volta, largadas escalonadas e um desenho de todas as raias de uma pista de atletismo.',
    intro: 'Qual é o comprimento de cada raia, e em quanto tempo você precisa fazer cada volta para chegar ao seu tempo-alvo?',
    track: 'Pista',
    trackPresets: {
      label: 'Pistas predefinidas',
      standard: '400 m',
      quarterMile: '440 jd',
      indoor: '200 m coberta',
    },
    trackType: 'Tipo de pista',
    outdoor: 'Ao ar livre',
    indoor: 'Coberta',
    trackLength: 'Comprimento da pista (m)',
    bendRadius: 'Raio da curva (m)',
    lanes: 'Raias',
    laneWidth: 'Largura da raia',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm (padrão)',
    measureOn: 'Medir as raias pela',
    lines: {
      spec: 'Fórmula simples',
      worldAthletics: 'Linha de medição da World Athletics',
    },
    yourRun: 'Seu treino',
    presets: {
      label: 'Treinos predefinidos',
      tenK: '10 km em 40 min',
      mile: '1 milha em 5 min',
    },
    yourLane: 'Sua raia',
    distance: 'Distância ({{unit}})',
    laps: 'Voltas',
    targetTime: 'Tempo-alvo',
    timePlaceholder: 'hh:mm:ss ou mm:ss',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'Lido como {{time}} (minutos:segundos).',
      unreadable: 'Não conseguimos ler este tempo: escreva-o como hh:mm:ss ou mm:ss, por exemplo 1:05.',
      tooFast: 'Ninguém corre {{distance}} em {{time}}: escreva o tempo como hh:mm:ss ou mm:ss, por exemplo 1:05.',
    },
    examples: {
      m: 'ex.: 10000',
      yd: 'ex.: 1760',
      mi: 'ex.: 6,2',
      laps: 'ex.: 25',
    },
    distancesIn: 'Distâncias em',
    units: {
      m: 'Metros',
      yd: 'Jardas',
      mi: 'Milhas',
    },
    pacePer: 'Ritmo por',
    paceUnits: {
      km: 'km',
      mi: 'milha',
    },
    results: 'Resultados',
    enterDistanceAndTime: 'Informe uma distância e um tempo-alvo para ver os tempos por volta e o ritmo.',
    targetPace: {
      km: 'Ritmo-alvo: {{time}} por km.',
      mi: 'Ritmo-alvo: {{time}} por milha.',
    },
    laneLabel: 'Raia {{lane}} · {{length}}',
    caption: {
      track: 'Raias de uma pista de {{length}}',
      distance: 'Raias de uma pista de {{length}} para {{distance}}',
      time: 'Raias de uma pista de {{length}} em {{time}}',
      distanceAndTime: 'Raias de uma pista de {{length}} para {{distance}} em {{time}}',
    },
    table: {
      lane: 'Raia',
      laneLength: 'Comprimento da raia',
      lapsDistance_one: 'Distância em {{laps}} volta',
      lapsDistance_many: 'Distância em {{laps}} voltas',
      lapsDistance_other: 'Distância em {{laps}} voltas',
      timePerLap: 'Tempo por volta',
      per100: 'A cada 100 m',
      staggerCaption: 'Largadas escalonadas nesta pista',
      staggerSpec: 'Fórmula simples ({{unit}})',
      staggerWorldAthletics: 'Marcas da World Athletics ({{unit}})',
    },
    drawing: {
      finish: 'Chegada',
      start: 'Largada',
      break: 'Raia livre',
      outdoor_one:
        'Uma pista ao ar livre de {{length}} desenhada em escala: retas de {{straights}}, curvas de {{bends}} até a borda interna, {{lanes}} raia de {{width}}.',
      outdoor_many:
        'Uma pista ao ar livre de {{length}} desenhada em escala: retas de {{straights}}, curvas de {{bends}} até a borda interna, {{lanes}} raias de {{width}}.',
      outdoor_other:
        'Uma pista ao ar livre de {{length}} desenhada em escala: retas de {{straights}}, curvas de {{bends}} até a borda interna, {{lanes}} raias de {{width}}.',
      indoor_one:
        'Uma pista coberta de {{length}} desenhada em escala: retas de {{straights}}, curvas de {{bends}} até a borda interna, {{lanes}} raia de {{width}}.',
      indoor_many:
        'Uma pista coberta de {{length}} desenhada em escala: retas de {{straights}}, curvas de {{bends}} até a borda interna, {{lanes}} raias de {{width}}.',
      indoor_other:
        'Uma pista coberta de {{length}} desenhada em escala: retas de {{straights}}, curvas de {{bends}} até a borda interna, {{lanes}} raias de {{width}}.',
      assumed: '{{length}} (estimado)',
      highlighted: 'A raia {{lane}} está destacada: {{length}} por volta.',
      finishLine: 'A linha de chegada fica no fim da reta final, e o sentido da corrida é anti-horário.',
      enterDistance: 'Informe uma distância para marcar onde ela começa.',
    },
    linesDiffer:
      'A fórmula simples mede todas as raias como a raia 1 é medida, 0,30 m para dentro dela, mas a World Athletics mede as outras raias só 0,20 m além da linha interna delas; por isso, cada raia da 2 em diante fica 2π × 0,10 m = 0,63 m mais curta.',
    formula: {
      spec: 'A raia n tem o comprimento da pista mais 2π × (n − 1) × a largura da raia. Uma milha tem 1609,344 m.',
      worldAthletics:
        'A raia 1 tem o comprimento da pista; a raia n, a partir da 2, tem o comprimento da pista mais 2π × ((n − 1) × a largura da raia − 0,10 m). Uma milha tem 1609,344 m.',
    },
    staggerRules:
      'Quanto cada raia larga à frente da largada da raia 1. Os 200 m e os 400 m são corridos em raias do início ao fim; os 800 m, em raias até a linha de raia livre no fim da primeira curva, e o escalonamento inclui a diagonal mais longa que uma raia externa percorre para chegar à raia 1 no fim da reta oposta.',
    staggerLines:
      'Fórmula simples: cada raia medida a 0,30 m da sua borda interna, como a raia 1. Marcas da World Athletics: as linhas de largada como são pintadas numa pista medida pelas regras da World Athletics, cada raia a partir da 2 medida a 0,20 m da sua linha interna.',
    radius: {
      refused: 'Uma pista de {{length}} não pode ter curvas de {{radius}}: não sobrariam retas.',
      standard: 'Curvas da pista padrão de 400 m: {{radius}} do centro até a borda interna.',
      unknownIndoor:
        'Cada pista coberta de 200 m tem seu próprio raio de curva, e o desta é desconhecido: informe-o, medido do centro de uma curva até a borda interna. Até lá, os escalonamentos e o desenho usam o formato da pista padrão ajustado a este comprimento, com curvas de {{radius}}.',
      unknown:
        'O raio de curva desta pista é desconhecido: informe-o, medido do centro de uma curva até a borda interna. Até lá, os escalonamentos e o desenho usam o formato da pista padrão ajustado a este comprimento, com curvas de {{radius}}.',
    },
    onSegment: {
      firstBend: 'na primeira curva',
      backStraight: 'na reta oposta',
      secondBend: 'na segunda curva',
      homeStraight: 'na reta final',
    },
    breakAfter: {
      firstBend: 'no fim da primeira curva',
      backStraight: 'no fim da reta oposta',
      secondBend: 'no fim da segunda curva',
      homeStraight: 'no fim da reta final',
    },
    fullLaps_one: '{{laps}} volta completa',
    fullLaps_many: '{{laps}} voltas completas',
    fullLaps_other: '{{laps}} voltas completas',
    start: {
      ahead: '{{length}} à frente da largada da raia 1',
      placeAndAhead: '{{place}}, {{ahead}}',
      breakLine:
        'Para {{distance}} saindo da raia {{lane}}, largue {{place}}; fique na raia {{lane}} até a linha de raia livre {{breakPlace}} e depois siga para a raia 1.',
      atFinish: 'Para {{distance}} na raia {{lane}}, largue na linha de chegada e corra {{laps}}.',
      before: 'Para {{distance}} na raia {{lane}}, largue {{place}}, {{length}} antes da linha de chegada.',
      beforeAhead: 'Para {{distance}} na raia {{lane}}, largue {{place}}, {{length}} antes da linha de chegada ({{ahead}}).',
      beforeThenLaps:
        'Para {{distance}} na raia {{lane}}, largue {{place}}, {{length}} antes da linha de chegada, e depois corra {{laps}}.',
      beforeAheadThenLaps:
        'Para {{distance}} na raia {{lane}}, largue {{place}}, {{length}} antes da linha de chegada ({{ahead}}), e depois corra {{laps}}.',
    },
  },
  preview: {
    untitledArea: 'Pistas de corrida',
    lanes_one: '{{lanes}} raia',
    lanes_many: '{{lanes}} de raias',
    lanes_other: '{{lanes}} raias',
  },
  offline: {
    title: 'Páginas salvas',
    description: 'As páginas guardadas neste dispositivo para quando você estiver sem sinal.',
    intro: 'Estas páginas foram salvas neste dispositivo na última vez que você as abriu e abrem sem internet:',
    notSaved: 'Você está sem internet, e esta página não foi salva neste dispositivo.',
    none: 'Ainda não há páginas salvas neste dispositivo. As páginas de pistas e de regiões que você abrir ficam guardadas aqui, para abrir na pista mesmo sem sinal.',
    savedOn: 'salva em {{date}}',
    map: 'O mapa e as pistas mais próximas de você',
  },
  developers: {
    title: 'A API do {{siteName}}',
    intro:
      'Tudo neste site vem de uma API JSON pública, que você também pode usar. O contrato dela é o <doc>documento OpenAPI 3.1</doc>, gerado a partir dos mesmos esquemas com que o servidor confere cada requisição. Carregue-o em qualquer ferramenta OpenAPI para gerar um cliente.',
    errors: 'Os erros e as respostas às escritas são <code>{{shape}}</code>; a descrição indica o campo que estava errado.',
    enumerations:
      'As enumerações são lidas como o produto as escreve, sem diferenciar maiúsculas: <code>{{worded}}</code> ou <code>{{lowercase}}</code>.',
    cacheKey:
      'As leituras recebem <code>{{key}}</code>, a chave de cache de <code>{{cacheCall}}</code>, que muda a cada escrita. Os dados são abertos: veja as chamadas de exportação abaixo e a página Sobre para a licença.',
    queryParameters: 'Parâmetros de consulta',
    jsonBody: 'Corpo JSON',
    jsonBodyOf: 'Corpo JSON ({{schema}})',
    required: 'obrigatório',
    exampleBody: 'Exemplo de corpo',
    answers: 'Responde {{answer}}.',
    answersWithErrors: 'Responde {{answer}}; erros: {{errors}}.',
  },
};
