// トラックのページのクイック質問（issue 37）、日本語。
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: '行ったことがありますか？次のランナーのために教えてください',
    afterVisit: 'せっかくなので、クイック質問にもお答えください（各質問ワンタップ）',
    nearby: '近くのトラックの情報を完成させるのにご協力ください',
    progress: '質問 {{number}}／{{total}}',
    questions: {
      access: 'ここで走れるのは誰ですか？',
      fee: 'ここで走るのに料金はかかりますか？',
      opening_hours: 'いつ開いていますか？',
      surface: 'トラックの路面は何ですか？',
      lanes: '一周できるレーンは何本ですか？',
      lighting: '夜は照明がありますか？',
    },
    choices: {
      access: {
        public: '誰でも',
        public_hours: '誰でも（決まった時間）',
        members: '会員または予約制',
        school_club: '学校・クラブのみ',
        closed: '誰も不可：閉鎖',
      },
      fee: {
        free: '無料',
        paid: '有料',
      },
      opening_hours: {
        always: '常時開放',
        daily: '毎日 6:00～22:00',
        weekdays: '平日 6:00～22:00、週末 8:00～18:00',
      },
      surface: {
        synthetic: '全天候型（合成）',
        asphalt: 'アスファルト・コンクリート',
        cinder: 'シンダー',
        gravel: '砂利・土',
        grass: '芝',
        paver: '舗装ブロック',
        other: 'その他',
      },
      lighting: { yes: 'はい', no: 'いいえ' },
    },
    notSure: 'わからない',
    otherLanes: 'ほかの数',
    otherHours: 'ほかの時間',
    hoursLabel: '営業時間（OpenStreetMap の書き方）',
    send: '送信',
    sending: '回答を送信しています',
    thanks: 'ありがとうございます！',
    done: 'ありがとうございます。今のところ知りたいことは以上です。',
    said: {
      heading: 'ランナーの声',
      likely_one: 'ランナー {{count}} 人の回答：{{answer}}（{{month}}）',
      likely_other: 'ランナー {{count}} 人の回答：{{answer}}（{{month}}）',
      confirmed_one: 'ランナー {{count}} 人が確認：{{answer}}',
      confirmed_other: 'ランナー {{count}} 人が確認：{{answer}}',
      disputed: 'ランナーの回答が分かれています：{{answers}}',
      voice_one: '{{answer}}（{{count}} 人）',
      voice_other: '{{answer}}（{{count}} 人）',
    },
    known: {
      heading: 'ランナーから寄せられた情報',
      line: '{{fact}}：{{total}} 件中 {{known}} 件で判明',
      invite: 'このトラックに行ったことがありますか？開いてクイック質問に答えてください。各質問ワンタップです。',
    },
    facts: {
      access: '利用できる人',
      fee: '料金',
      opening_hours: '営業時間',
      surface: '路面',
      lanes: '一周できるレーン',
      lighting: '夜間照明',
    },
  },
};
