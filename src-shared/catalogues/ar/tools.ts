// The track calculator and the developers page's frame, in Arabic (src-shared/catalogues/en/tools.ts is the source).
import type { CatalogueGroup } from '../en';

export const tools: CatalogueGroup<'tools'> = {
  calculator: {
    title: 'حاسبة المضمار',
    description: 'أطوال الحارات وأزمنة اللفات والانطلاقات المتدرجة ورسم لكل حارات مضمار الجري.',
    intro: 'كم طول كل حارة، وما السرعة اللازمة لكل لفة لتبلغ زمنك المستهدف؟',
    track: 'المضمار',
    trackPresets: {
      label: 'مضامير جاهزة',
      standard: '400 م',
      quarterMile: '440 ياردة',
      indoor: '200 م داخلي',
    },
    trackType: 'نوع المضمار',
    outdoor: 'خارجي',
    indoor: 'داخلي',
    trackLength: 'طول المضمار (م)',
    bendRadius: 'نصف قطر المنعطف (م)',
    lanes: 'الحارات',
    laneWidth: 'عرض الحارة',
    laneWidthOption: '{{width}} سم',
    laneWidthStandard: '{{width}} سم (قياسي)',
    measureOn: 'قياس الحارات على',
    lines: {
      spec: 'المعادلة البسيطة',
      worldAthletics: 'خط القياس المعتمد من World Athletics',
    },
    yourRun: 'جريتك',
    presets: {
      label: 'أمثلة جاهزة',
      tenK: '10 كم في 40 دقيقة',
      mile: 'ميل في 5 دقائق',
    },
    yourLane: 'حارتك',
    distance: 'المسافة ({{unit}})',
    laps: 'اللفات',
    targetTime: 'الزمن المستهدف',
    timePlaceholder: 'ساعة:دقيقة:ثانية أو دقيقة:ثانية',
    /** How a typed target time was read, or why it cannot be. */
    time: {
      readAs: 'قُرئ على أنه {{time}} (دقائق:ثوانٍ).',
      unreadable: 'تعذّرت قراءة هذا الزمن: اكتبه بصيغة ساعة:دقيقة:ثانية أو دقيقة:ثانية، مثل 1:05.',
      tooFast: 'لا أحد يجري {{distance}} في {{time}}: اكتب الزمن بصيغة ساعة:دقيقة:ثانية أو دقيقة:ثانية، مثل 1:05.',
    },
    examples: {
      m: 'مثلًا 10000',
      yd: 'مثلًا 1760',
      mi: 'مثلًا 6.2',
      laps: 'مثلًا 25',
    },
    distancesIn: 'المسافات بـ',
    units: {
      m: 'الأمتار',
      yd: 'الياردات',
      mi: 'الأميال',
    },
    pacePer: 'الوتيرة لكل',
    paceUnits: {
      km: 'كم',
      mi: 'ميل',
    },
    results: 'النتائج',
    enterDistanceAndTime: 'أدخل مسافة وزمنًا مستهدفًا لمعرفة أزمنة اللفات والوتيرة.',
    targetPace: {
      km: 'الوتيرة المستهدفة: {{time}} لكل كم.',
      mi: 'الوتيرة المستهدفة: {{time}} لكل ميل.',
    },
    laneLabel: 'الحارة {{lane}} · {{length}}',
    caption: {
      track: 'حارات مضمار طوله {{length}}',
      distance: 'حارات مضمار طوله {{length}} لمسافة {{distance}}',
      time: 'حارات مضمار طوله {{length}} في {{time}}',
      distanceAndTime: 'حارات مضمار طوله {{length}} لمسافة {{distance}} في {{time}}',
    },
    table: {
      lane: 'الحارة',
      laneLength: 'طول الحارة',
      lapsDistance_zero: 'المسافة في {{laps}} لفة',
      lapsDistance_one: 'المسافة في {{laps}} لفة',
      lapsDistance_two: 'المسافة في {{laps}} لفتين',
      lapsDistance_few: 'المسافة في {{laps}} لفات',
      lapsDistance_many: 'المسافة في {{laps}} لفةً',
      lapsDistance_other: 'المسافة في {{laps}} لفة',
      timePerLap: 'زمن اللفة',
      per100: 'لكل 100 م',
      staggerCaption: 'الانطلاقات المتدرجة على هذا المضمار',
      staggerSpec: 'المعادلة البسيطة ({{unit}})',
      staggerWorldAthletics: 'علامات World Athletics ({{unit}})',
    },
    drawing: {
      finish: 'النهاية',
      start: 'البداية',
      break: 'خط الخروج',
      outdoor_zero:
        'مضمار خارجي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارة عرضها {{width}}.',
      outdoor_one:
        'مضمار خارجي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارة عرضها {{width}}.',
      outdoor_two:
        'مضمار خارجي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارتان عرض كل منهما {{width}}.',
      outdoor_few:
        'مضمار خارجي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارات عرض كل منها {{width}}.',
      outdoor_many:
        'مضمار خارجي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارةً عرض كل منها {{width}}.',
      outdoor_other:
        'مضمار خارجي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارة عرض كل منها {{width}}.',
      indoor_zero:
        'مضمار داخلي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارة عرضها {{width}}.',
      indoor_one:
        'مضمار داخلي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارة عرضها {{width}}.',
      indoor_two:
        'مضمار داخلي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارتان عرض كل منهما {{width}}.',
      indoor_few:
        'مضمار داخلي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارات عرض كل منها {{width}}.',
      indoor_many:
        'مضمار داخلي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارةً عرض كل منها {{width}}.',
      indoor_other:
        'مضمار داخلي طوله {{length}} مرسوم بمقياس رسم: مستقيمات طولها {{straights}}، ومنعطفات نصف قطرها {{bends}} حتى الحافة الداخلية، و{{lanes}} حارة عرض كل منها {{width}}.',
      assumed: '{{length}} (تقديري)',
      highlighted: 'الحارة {{lane}} مميّزة: {{length}} في اللفة.',
      finishLine: 'يقع خط النهاية في آخر المستقيم الأخير، والجري عكس اتجاه عقارب الساعة.',
      enterDistance: 'أدخل مسافة لتحديد موضع بدايتها.',
    },
    linesDiffer:
      'تقيس المعادلة البسيطة كل حارة كما تُقاس الحارة 1، على بُعد 0.30 م داخلها، أما World Athletics فتقيس الحارات الأخرى على بُعد 0.20 م فقط من خطها الداخلي، لذا تقصر كل حارة من الثانية فصاعدًا بمقدار 2π × 0.10 م = 0.63 م.',
    formula: {
      spec: 'طول الحارة n هو طول المضمار زائد 2π × (n − 1) × عرض الحارة. الميل يساوي 1609.344 م.',
      worldAthletics:
        'طول الحارة 1 هو طول المضمار؛ وطول الحارة n من الثانية فصاعدًا هو طول المضمار زائد 2π × ((n − 1) × عرض الحارة − 0.10 م). الميل يساوي 1609.344 م.',
    },
    staggerRules:
      'كم تتقدّم بداية كل حارة على بداية الحارة 1. يُجرى سباقا 200 م و400 م في الحارات حتى النهاية؛ ويُجرى سباق 800 م في الحارات حتى خط الخروج في آخر المنعطف الأول، ويشمل تقدّمه القطر الأطول الذي يقطعه عدّاء الحارة الخارجية ليصل إلى الحارة 1 في آخر المستقيم المقابل.',
    staggerLines:
      'المعادلة البسيطة: تُقاس كل حارة على بُعد 0.30 م من حافتها الداخلية، كما تُقاس الحارة 1. علامات World Athletics: خطوط الانطلاق كما تُرسم على مضمار مَقيس وفق قواعد World Athletics، وتُقاس كل حارة من الثانية فصاعدًا على بُعد 0.20 م من خطها الداخلي.',
    radius: {
      refused: 'لا يمكن أن تكون لمضمار طوله {{length}} منعطفات نصف قطرها {{radius}}: لن يبقى أي مستقيم.',
      standard: 'منعطفات المضمار القياسي (400 م): {{radius}} من المركز حتى الحافة الداخلية.',
      unknownIndoor:
        'لكل مضمار داخلي طوله 200 م نصف قطر منعطف خاص به، ونصف قطر هذا المضمار غير معروف: أدخله مقيسًا من مركز المنعطف حتى الحافة الداخلية. وحتى ذلك الحين تفترض الانطلاقات المتدرجة والرسم شكل المضمار القياسي بعد تغيير مقياسه إلى هذا الطول، بمنعطفات نصف قطرها {{radius}}.',
      unknown:
        'نصف قطر منعطف هذا المضمار غير معروف: أدخله مقيسًا من مركز المنعطف حتى الحافة الداخلية. وحتى ذلك الحين تفترض الانطلاقات المتدرجة والرسم شكل المضمار القياسي بعد تغيير مقياسه إلى هذا الطول، بمنعطفات نصف قطرها {{radius}}.',
    },
    onSegment: {
      firstBend: 'في المنعطف الأول',
      backStraight: 'في المستقيم المقابل',
      secondBend: 'في المنعطف الثاني',
      homeStraight: 'في المستقيم الأخير',
    },
    breakAfter: {
      firstBend: 'في آخر المنعطف الأول',
      backStraight: 'في آخر المستقيم المقابل',
      secondBend: 'في آخر المنعطف الثاني',
      homeStraight: 'في آخر المستقيم الأخير',
    },
    fullLaps_zero: '{{laps}} لفة كاملة',
    fullLaps_one: '{{laps}} لفة كاملة',
    fullLaps_two: '{{laps}} لفتين كاملتين',
    fullLaps_few: '{{laps}} لفات كاملة',
    fullLaps_many: '{{laps}} لفةً كاملة',
    fullLaps_other: '{{laps}} لفة كاملة',
    start: {
      ahead: 'متقدّمًا {{length}} على بداية الحارة 1',
      placeAndAhead: '{{place}}، {{ahead}}',
      breakLine:
        'لمسافة {{distance}} من الحارة {{lane}}، ابدأ {{place}}؛ والتزم الحارة {{lane}} حتى خط الخروج {{breakPlace}}، ثم اتجه نحو الحارة 1.',
      atFinish: 'لمسافة {{distance}} في الحارة {{lane}}، ابدأ من خط النهاية واجرِ {{laps}}.',
      before: 'لمسافة {{distance}} في الحارة {{lane}}، ابدأ {{place}}، قبل خط النهاية بمسافة {{length}}.',
      beforeAhead: 'لمسافة {{distance}} في الحارة {{lane}}، ابدأ {{place}}، قبل خط النهاية بمسافة {{length}} ({{ahead}}).',
      beforeThenLaps: 'لمسافة {{distance}} في الحارة {{lane}}، ابدأ {{place}}، قبل خط النهاية بمسافة {{length}}، ثم اجرِ {{laps}}.',
      beforeAheadThenLaps:
        'لمسافة {{distance}} في الحارة {{lane}}، ابدأ {{place}}، قبل خط النهاية بمسافة {{length}} ({{ahead}})، ثم اجرِ {{laps}}.',
    },
  },
  preview: {
    untitledArea: 'مضامير الجري',
    lanes_zero: '{{lanes}} حارة',
    lanes_one: '{{lanes}} حارة',
    lanes_two: '{{lanes}} حارتان',
    lanes_few: '{{lanes}} حارات',
    lanes_many: '{{lanes}} حارة',
    lanes_other: '{{lanes}} حارة',
  },
  developers: {
    title: 'واجهة برمجة تطبيقات {{siteName}}',
    intro:
      'كل ما في هذا الموقع مصدره واجهة برمجة تطبيقات JSON عامة يمكنك استخدامها أيضًا. عقدها هو <doc>مستند OpenAPI 3.1</doc>، المولَّد من المخططات نفسها التي يتحقق بها الخادم من كل طلب. حمّله في أي أداة OpenAPI لتوليد عميل.',
    errors: 'الأخطاء، والردود على عمليات الكتابة، على الشكل <code>{{shape}}</code>؛ ويذكر الوصف الحقل الذي كان خاطئًا.',
    enumerations: 'تُقرأ قيم التعداد كما يكتبها المنتج، بأي حالة أحرف: <code>{{worded}}</code> أو <code>{{lowercase}}</code>.',
    cacheKey:
      'تأخذ عمليات القراءة <code>{{key}}</code>، مفتاح ذاكرة التخزين المؤقت من <code>{{cacheCall}}</code>، الذي يتغير مع كل عملية كتابة. البيانات مفتوحة: راجع استدعاءات التصدير أدناه وصفحة «حول» لمعرفة ترخيصها.',
    queryParameters: 'معاملات الاستعلام',
    jsonBody: 'جسم JSON',
    jsonBodyOf: 'جسم JSON ({{schema}})',
    required: 'مطلوب',
    exampleBody: 'مثال على الجسم',
    answers: 'يُرجع {{answer}}.',
    answersWithErrors: 'يُرجع {{answer}}؛ الأخطاء: {{errors}}.',
  },
};
