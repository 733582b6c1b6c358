// The AI chat screen's texts in Japanese (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'AI 検索',
    intro:
      'ランニングトラックについてアシスタントに質問できます。近くやどこかのトラックを探したり、トラックの様子を調べたり、誤った情報や不具合、アイデアを知らせたりできます。',
    languageIntro: 'アシスタントは日本語で答えます。',
    keyPlaceholder: 'アクティベーションキーを入力',
    messagePlaceholder: 'ランニングトラックについて質問',
    inputLabel: 'メッセージ',
    send: '送信',
    suggestion: '私の地域のトラック情報をまとめて',
    disclaimer: 'AI は間違えることがあります。重要な情報は必ず確認してください。',
    reset: '会話をリセット',
    shareLocation: '位置情報を共有',
    locationSent: '位置情報を送信しました',
    footer:
      'チャットを利用すると、<terms>利用規約</terms>と<privacy>プライバシーポリシー</privacy>に同意したことになります。個人情報は共有しないでください。',
    enterSomething: '何か入力してください',
    invalidKey: 'アクティベーションキーが無効です',
    wrongKey: 'このアクティベーションキーは正しくありません。確認してもう一度お試しください。',
    tooManyKeys_one: '誤ったキーの入力が多すぎます。最大 {{count}} 分待ってから、もう一度お試しください。',
    tooManyKeys_other: '誤ったキーの入力が多すぎます。最大 {{count}} 分待ってから、もう一度お試しください。',
    activated: '有効になりました！',
    thinking: '考え中..',
    activating: '有効化しています',
    gettingLocation: '位置情報を取得中',
    locationFailed: '位置情報を取得できませんでした。',
    recentLinks: 'この会話のリンク',
    you: 'あなた',
    assistant: 'アシスタント',
  },
};
