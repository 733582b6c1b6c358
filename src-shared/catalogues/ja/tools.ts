// The track calculator and the developers page's frame, in Japanese (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'トラック計算ツール',
    description: '陸上トラックの各レーンの長さ、ラップタイム、スタート位置のずれ（スタッガー）、全レーンの図。',
    intro: '各レーンの長さは？目標タイムを達成するには 1 周何秒で走ればいい？',
    track: 'トラック',
    trackPresets: {
      label: 'トラックのプリセット',
      standard: '400 m',
      quarterMile: '440 ヤード',
      indoor: '200 m 屋内',
    },
    trackType: 'トラックの種類',
    outdoor: '屋外',
    indoor: '屋内',
    trackLength: 'トラックの長さ（m）',
    bendRadius: 'カーブの半径（m）',
    lanes: 'レーン数',
    laneWidth: 'レーン幅',
    laneWidthOption: '{{width}} cm',
    laneWidthStandard: '{{width}} cm（標準）',
    measureOn: 'レーンの計測方法',
    lines: {
      spec: 'シンプルな計算式',
      worldAthletics: 'World Athletics の計測線',
    },
    yourRun: 'あなたのラン',
    presets: {
      label: 'プリセット',
      tenK: '10 km を 40 分',
      mile: '1 マイルを 5 分',
    },
    yourLane: 'あなたのレーン',
    distance: '距離（{{unit}}）',
    laps: '周回数',
    targetTime: '目標タイム',
    timePlaceholder: '時:分:秒 または 分:秒',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: '{{time}}（分:秒）として読み取りました。',
      unreadable: 'このタイムは読み取れません。時:分:秒 または 分:秒 の形で、たとえば 1:05 のように入力してください。',
      tooFast: '{{distance}} を {{time}} で走れる人はいません。時:分:秒 または 分:秒 の形で、たとえば 1:05 のように入力してください。',
    },
    examples: {
      m: '例：10000',
      yd: '例：1760',
      mi: '例：6.2',
      laps: '例：25',
    },
    distancesIn: '距離の単位',
    units: {
      m: 'メートル',
      yd: 'ヤード',
      mi: 'マイル',
    },
    pacePer: 'ペースの単位',
    paceUnits: {
      km: 'km',
      mi: 'マイル',
    },
    results: '計算結果',
    enterDistanceAndTime: '距離と目標タイムを入力すると、ラップタイムとペースが表示されます。',
    targetPace: {
      km: '目標ペース：1 km あたり {{time}}。',
      mi: '目標ペース：1 マイルあたり {{time}}。',
    },
    laneLabel: '第 {{lane}} レーン · {{length}}',
    caption: {
      track: '{{length}} トラックの各レーン',
      distance: '{{length}} トラックの各レーン（{{distance}}）',
      time: '{{length}} トラックの各レーン（{{time}}）',
      distanceAndTime: '{{length}} トラックの各レーン（{{distance}} を {{time}}）',
    },
    table: {
      lane: 'レーン',
      laneLength: 'レーンの長さ',
      lapsDistance_one: '{{laps}} 周の距離',
      lapsDistance_other: '{{laps}} 周の距離',
      timePerLap: '1 周のタイム',
      per100: '100 m あたり',
      staggerCaption: 'このトラックのスタッガー（スタート位置のずれ）',
      staggerSpec: 'シンプルな計算式（{{unit}}）',
      staggerWorldAthletics: 'World Athletics のマーク（{{unit}}）',
    },
    drawing: {
      finish: 'フィニッシュ',
      start: 'スタート',
      break: 'ブレイクライン',
      outdoor_one:
        '縮尺どおりに描いた {{length}} の屋外トラック：直線 {{straights}}、縁石までのカーブ半径 {{bends}}、幅 {{width}} のレーンが {{lanes}} 本。',
      outdoor_other:
        '縮尺どおりに描いた {{length}} の屋外トラック：直線 {{straights}}、縁石までのカーブ半径 {{bends}}、幅 {{width}} のレーンが {{lanes}} 本。',
      indoor_one:
        '縮尺どおりに描いた {{length}} の屋内トラック：直線 {{straights}}、縁石までのカーブ半径 {{bends}}、幅 {{width}} のレーンが {{lanes}} 本。',
      indoor_other:
        '縮尺どおりに描いた {{length}} の屋内トラック：直線 {{straights}}、縁石までのカーブ半径 {{bends}}、幅 {{width}} のレーンが {{lanes}} 本。',
      assumed: '{{length}}（推定）',
      highlighted: '第 {{lane}} レーンを強調表示しています：1 周 {{length}}。',
      finishLine: 'フィニッシュラインはホームストレートの終わりにあり、反時計回りに走ります。',
      enterDistance: '距離を入力すると、スタート位置が表示されます。',
    },
    linesDiffer:
      'シンプルな計算式はすべてのレーンを第 1 レーンと同じく内側 0.30 m の位置で計測しますが、World Athletics は他のレーンを内側のラインから 0.20 m 外側で計測するため、第 2 レーン以降は各レーンが 2π × 0.10 m = 0.63 m 短くなります。',
    formula: {
      spec: '第 n レーンの長さは、トラックの長さ + 2π × (n − 1) × レーン幅です。1 マイルは 1609.344 m です。',
      worldAthletics:
        '第 1 レーンの長さはトラックの長さ、第 2 レーン以降の第 n レーンはトラックの長さ + 2π × ((n − 1) × レーン幅 − 0.10 m) です。1 マイルは 1609.344 m です。',
    },
    staggerRules:
      '各レーンのスタートが第 1 レーンのスタートよりどれだけ前にあるか。200 m と 400 m は最後までセパレートレーンで走り、800 m は第 1 カーブの終わりのブレイクラインまでセパレートレーンで走ります。800 m のずれには、外側のレーンがバックストレートの終わりで第 1 レーンに入るまでに走る、より長い斜めの距離も含まれます。',
    staggerLines:
      'シンプルな計算式：第 1 レーンと同じく、各レーンを内側の縁から 0.30 m の位置で計測します。World Athletics のマーク：World Athletics の規則で計測されたトラックに実際に引かれるスタートラインで、第 2 レーンから外側の各レーンは内側のラインから 0.20 m の位置で計測します。',
    radius: {
      refused: '{{length}} のトラックに {{radius}} のカーブはありえません。直線がなくなってしまいます。',
      standard: '標準的な 400 m トラックのカーブ：中心から縁石まで {{radius}}。',
      unknownIndoor:
        '200 m の屋内トラックはそれぞれカーブの半径が異なり、このトラックの半径はわかっていません。カーブの中心から縁石までの長さを入力してください。それまでは、標準トラックの形をこの長さに合わせて縮小した、半径 {{radius}} のカーブとしてスタッガーと図を計算します。',
      unknown:
        'このトラックのカーブの半径はわかっていません。カーブの中心から縁石までの長さを入力してください。それまでは、標準トラックの形をこの長さに合わせて縮小した、半径 {{radius}} のカーブとしてスタッガーと図を計算します。',
    },
    onSegment: {
      firstBend: '第 1 カーブ',
      backStraight: 'バックストレート',
      secondBend: '第 2 カーブ',
      homeStraight: 'ホームストレート',
    },
    breakAfter: {
      firstBend: '（第 1 カーブの終わり）',
      backStraight: '（バックストレートの終わり）',
      secondBend: '（第 2 カーブの終わり）',
      homeStraight: '（ホームストレートの終わり）',
    },
    fullLaps_one: '{{laps}} 周',
    fullLaps_other: '{{laps}} 周',
    start: {
      ahead: '第 1 レーンのスタートより {{length}} 前',
      placeAndAhead: '{{place}}、{{ahead}}',
      breakLine:
        '第 {{lane}} レーンから {{distance}} を走るなら、スタートは{{place}}。ブレイクライン{{breakPlace}}までは第 {{lane}} レーンを走り、その後は第 1 レーンに向かって内側に入ります。',
      atFinish: '第 {{lane}} レーンで {{distance}} を走るなら、フィニッシュラインからスタートして {{laps}} 走ります。',
      before: '第 {{lane}} レーンで {{distance}} を走るなら、スタートは{{place}}、フィニッシュラインの {{length}} 手前です。',
      beforeAhead:
        '第 {{lane}} レーンで {{distance}} を走るなら、スタートは{{place}}、フィニッシュラインの {{length}} 手前です（{{ahead}}）。',
      beforeThenLaps:
        '第 {{lane}} レーンで {{distance}} を走るなら、スタートは{{place}}、フィニッシュラインの {{length}} 手前です。その後 {{laps}} 走ります。',
      beforeAheadThenLaps:
        '第 {{lane}} レーンで {{distance}} を走るなら、スタートは{{place}}、フィニッシュラインの {{length}} 手前です（{{ahead}}）。その後 {{laps}} 走ります。',
    },
  },
  preview: {
    untitledArea: '陸上トラック',
    lanes_one: '{{lanes}} レーン',
    lanes_other: '{{lanes}} レーン',
  },
  offline: {
    title: '保存したページ',
    description: '電波がないときのためにこの端末に保存したページ。',
    intro: 'これらのページは前回開いたときにこの端末に保存され、ネットワークなしで開けます：',
    notSaved: 'オフラインです。このページはこの端末に保存されていません。',
    none: 'この端末にはまだ保存したページがありません。開いたトラックやエリアのページはここに保存され、電波のないトラックでも開けます。',
    savedOn: '{{date}} に保存',
    map: '地図と近くのトラック',
  },
  developers: {
    title: '{{siteName}} API',
    intro:
      'このサイトの内容はすべて公開 JSON API から取得しており、どなたでも利用できます。仕様は <doc>OpenAPI 3.1 ドキュメント</doc> で、サーバーがすべてのリクエストの検証に使っているのと同じスキーマから生成されています。任意の OpenAPI ツールに読み込めばクライアントを生成できます。',
    errors: 'エラーと書き込みへの応答は <code>{{shape}}</code> の形式で、description には誤りのあったフィールドが示されます。',
    enumerations:
      '列挙値は製品での表記どおりに、大文字・小文字を問わず読み取られます：<code>{{worded}}</code> または <code>{{lowercase}}</code>。',
    cacheKey:
      '読み取りには <code>{{key}}</code>（<code>{{cacheCall}}</code> が返すキャッシュキー）を指定します。このキーは書き込みのたびに変わります。データはオープンです。ライセンスについては下のエクスポート API と「概要」ページをご覧ください。',
    queryParameters: 'クエリパラメーター',
    jsonBody: 'JSON ボディ',
    jsonBodyOf: 'JSON ボディ（{{schema}}）',
    required: '必須',
    exampleBody: 'ボディの例',
    answers: '{{answer}} を返します。',
    answersWithErrors: '{{answer}} を返します。エラー：{{errors}}。',
  },
};
