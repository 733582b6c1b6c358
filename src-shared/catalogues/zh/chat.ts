// The AI chat screen's texts in Simplified Chinese (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'AI 搜索',
    intro: '向我们的助手询问跑道：查找你附近或任何地方的跑道，了解某条跑道的情况，或告诉我们错误信息、程序问题或你的想法。',
    languageIntro: '助手将用中文回答。',
    keyPlaceholder: '输入你的激活码',
    messagePlaceholder: '询问跑道相关问题',
    inputLabel: '消息',
    send: '发送',
    suggestion: '总结我所在地区的跑道信息',
    disclaimer: 'AI 可能会出错。重要信息请务必核实。',
    reset: '重置对话',
    shareLocation: '分享位置',
    locationSent: '位置已发送',
    footer: '使用聊天即表示你接受我们的<terms>条款</terms>和<privacy>隐私政策</privacy>。请勿分享个人信息。',
    enterSomething: '请输入内容',
    invalidKey: '激活码无效',
    wrongKey: '这个激活码不正确。请检查后重试。',
    tooManyKeys_one: '尝试的错误激活码太多。请最多等待 {{count}} 分钟后再试。',
    tooManyKeys_other: '尝试的错误激活码太多。请最多等待 {{count}} 分钟后再试。',
    activated: '已激活！',
    thinking: '思考中..',
    activating: '正在激活',
    gettingLocation: '正在获取位置',
    locationFailed: '无法获取你的位置。',
    recentLinks: '本次对话中的链接',
    you: '你',
    assistant: '助手',
  },
};
