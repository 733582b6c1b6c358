// The track calculator and the developers page's frame, in Chinese (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: '跑道计算器',
    description: '跑道每条分道的长度、每圈用时、分道起跑位置，以及所有分道的示意图。',
    intro: '每条分道有多长？每圈要跑多快才能达到你的目标时间？',
    track: '跑道',
    trackPresets: {
      label: '常见跑道',
      standard: '400 米',
      quarterMile: '440 码',
      indoor: '200 米室内',
    },
    trackType: '跑道类型',
    outdoor: '室外',
    indoor: '室内',
    trackLength: '跑道长度（米）',
    bendRadius: '弯道半径（米）',
    lanes: '分道数',
    laneWidth: '分道宽度',
    laneWidthOption: '{{width}} 厘米',
    laneWidthStandard: '{{width}} 厘米（标准）',
    measureOn: '分道丈量方式',
    lines: {
      spec: '简单公式',
      worldAthletics: '世界田联丈量线',
    },
    yourRun: '你的跑步',
    presets: {
      label: '常用目标',
      tenK: '40 分钟跑完 10 公里',
      mile: '5 分钟跑完 1 英里',
    },
    yourLane: '你的分道',
    distance: '距离（{{unit}}）',
    laps: '圈数',
    targetTime: '目标时间',
    timePlaceholder: '时:分:秒 或 分:秒',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: '已按 {{time}}（分:秒）理解。',
      unreadable: '无法识别这个时间：请写成 时:分:秒 或 分:秒，例如 1:05。',
      tooFast: '没有人能在 {{time}} 内跑完 {{distance}}：请把时间写成 时:分:秒 或 分:秒，例如 1:05。',
    },
    examples: {
      m: '例如 10000',
      yd: '例如 1760',
      mi: '例如 6.2',
      laps: '例如 25',
    },
    distancesIn: '距离单位',
    units: {
      m: '米',
      yd: '码',
      mi: '英里',
    },
    pacePer: '配速单位',
    paceUnits: {
      km: '公里',
      mi: '英里',
    },
    results: '计算结果',
    enterDistanceAndTime: '输入距离和目标时间，即可看到每圈用时和配速。',
    targetPace: {
      km: '目标配速：每公里 {{time}}。',
      mi: '目标配速：每英里 {{time}}。',
    },
    laneLabel: '第 {{lane}} 道 · {{length}}',
    caption: {
      track: '{{length}}跑道的各分道',
      distance: '{{length}}跑道的各分道，距离 {{distance}}',
      time: '{{length}}跑道的各分道，用时 {{time}}',
      distanceAndTime: '{{length}}跑道的各分道，{{time}} 跑完 {{distance}}',
    },
    table: {
      lane: '分道',
      laneLength: '分道长度',
      lapsDistance_one: '{{laps}} 圈的距离',
      lapsDistance_other: '{{laps}} 圈的距离',
      timePerLap: '每圈用时',
      per100: '每 100 米',
      staggerCaption: '本跑道的分道起跑位置',
      staggerSpec: '简单公式（{{unit}}）',
      staggerWorldAthletics: '世界田联标记（{{unit}}）',
    },
    drawing: {
      finish: '终点',
      start: '起点',
      break: '抢道线',
      outdoor_one:
        '按比例绘制的 {{length}}室外跑道：直道 {{straights}}，弯道到内沿的半径 {{bends}}，共 {{lanes}} 条分道，每条宽 {{width}}。',
      outdoor_other:
        '按比例绘制的 {{length}}室外跑道：直道 {{straights}}，弯道到内沿的半径 {{bends}}，共 {{lanes}} 条分道，每条宽 {{width}}。',
      indoor_one:
        '按比例绘制的 {{length}}室内跑道：直道 {{straights}}，弯道到内沿的半径 {{bends}}，共 {{lanes}} 条分道，每条宽 {{width}}。',
      indoor_other:
        '按比例绘制的 {{length}}室内跑道：直道 {{straights}}，弯道到内沿的半径 {{bends}}，共 {{lanes}} 条分道，每条宽 {{width}}。',
      assumed: '{{length}}（估计值）',
      highlighted: '第 {{lane}} 道已高亮：每圈 {{length}}。',
      finishLine: '终点线位于终点直道的末端，跑向为逆时针。',
      enterDistance: '输入距离即可标出起跑位置。',
    },
    linesDiffer:
      '简单公式对每条分道都按第 1 道的方式丈量，即距内沿 0.30 米处；而世界田联对其他分道只在其内侧分道线外 0.20 米处丈量，因此从第 2 道起每条分道短 2π × 0.10 米 = 0.63 米。',
    formula: {
      spec: '第 n 道的长度为跑道长度加 2π × (n − 1) × 分道宽度。1 英里为 1609.344 米。',
      worldAthletics:
        '第 1 道的长度即跑道长度；从第 2 道起，第 n 道的长度为跑道长度加 2π × ((n − 1) × 分道宽度 − 0.10 米)。1 英里为 1609.344 米。',
    },
    staggerRules:
      '各分道的起跑位置比第 1 道的起点靠前多少。200 米和 400 米全程分道跑；800 米分道跑到第一个弯道末端的抢道线，其前伸数还包括外道选手在对面直道末端切入第 1 道时多跑的斜线距离。',
    staggerLines:
      '简单公式：每条分道都在距其内沿 0.30 米处丈量，与第 1 道相同。世界田联标记：按世界田联规则丈量的跑道上实际画出的起跑线，第 2 道起每条分道在距其内侧分道线 0.20 米处丈量。',
    radius: {
      refused: '{{length}}的跑道不可能有 {{radius}}的弯道：那样就没有直道了。',
      standard: '标准 400 米跑道的弯道：从圆心到内沿 {{radius}}。',
      unknownIndoor:
        '每条 200 米室内跑道都有自己的弯道半径，而这条跑道的半径未知：请输入从弯道圆心到内沿的距离。在此之前，分道起跑位置和示意图会按标准跑道的形状缩放到这一长度来计算，弯道半径为 {{radius}}。',
      unknown:
        '这条跑道的弯道半径未知：请输入从弯道圆心到内沿的距离。在此之前，分道起跑位置和示意图会按标准跑道的形状缩放到这一长度来计算，弯道半径为 {{radius}}。',
    },
    onSegment: {
      firstBend: '在第一个弯道上',
      backStraight: '在对面直道上',
      secondBend: '在第二个弯道上',
      homeStraight: '在终点直道上',
    },
    breakAfter: {
      firstBend: '（第一个弯道末端）',
      backStraight: '（对面直道末端）',
      secondBend: '（第二个弯道末端）',
      homeStraight: '（终点直道末端）',
    },
    fullLaps_one: '{{laps}} 整圈',
    fullLaps_other: '{{laps}} 整圈',
    start: {
      ahead: '比第 1 道起点靠前 {{length}}',
      placeAndAhead: '{{place}}，{{ahead}}',
      breakLine: '从第 {{lane}} 道跑 {{distance}}：{{place}}起跑；沿第 {{lane}} 道跑到抢道线{{breakPlace}}，然后向第 1 道切入。',
      atFinish: '在第 {{lane}} 道跑 {{distance}}：从终点线起跑，跑 {{laps}}。',
      before: '在第 {{lane}} 道跑 {{distance}}：{{place}}起跑，距终点线 {{length}}。',
      beforeAhead: '在第 {{lane}} 道跑 {{distance}}：{{place}}起跑，距终点线 {{length}}（{{ahead}}）。',
      beforeThenLaps: '在第 {{lane}} 道跑 {{distance}}：{{place}}起跑，距终点线 {{length}}，然后再跑 {{laps}}。',
      beforeAheadThenLaps: '在第 {{lane}} 道跑 {{distance}}：{{place}}起跑，距终点线 {{length}}（{{ahead}}），然后再跑 {{laps}}。',
    },
  },
  preview: {
    untitledArea: '跑道',
    lanes_one: '{{lanes}} 条跑道',
    lanes_other: '{{lanes}} 条跑道',
  },
  offline: {
    title: '已保存的页面',
    description: '保存在此设备上、没有信号时也能打开的页面。',
    intro: '这些页面在你上次打开时已保存在此设备上，没有网络也能打开：',
    notSaved: '你现在处于离线状态，此页面没有保存在此设备上。',
    none: '此设备上还没有保存的页面。你打开的跑道和地区页面会保存在这里，在跑道边没有信号时也能打开。',
    savedOn: '保存于 {{date}}',
    map: '地图和离你最近的跑道',
  },
  developers: {
    title: '{{siteName}} API',
    intro:
      '本站的所有内容都来自一个公开的 JSON API，你也可以使用。它的约定是 <doc>OpenAPI 3.1 文档</doc>，由服务器校验每个请求时所用的同一套模式生成。把它导入任意 OpenAPI 工具即可生成客户端。',
    errors: '错误以及写入操作的响应格式为 <code>{{shape}}</code>；description 会指出出错的字段。',
    enumerations: '枚举值按产品的写法读取，不区分大小写：<code>{{worded}}</code> 或 <code>{{lowercase}}</code>。',
    cacheKey:
      '读取请求带上 <code>{{key}}</code>，即 <code>{{cacheCall}}</code> 返回的缓存键，它随每次写入而变化。数据是开放的：许可协议请见下方的导出接口和“关于”页面。',
    queryParameters: '查询参数',
    jsonBody: 'JSON 请求体',
    jsonBodyOf: 'JSON 请求体（{{schema}}）',
    required: '必填',
    exampleBody: '请求体示例',
    answers: '返回 {{answer}}。',
    answersWithErrors: '返回 {{answer}}；错误：{{errors}}。',
  },
};
