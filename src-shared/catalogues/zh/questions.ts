// 跑道页面的快速问题（issue 37），简体中文。
import type { CatalogueGroup } from '../en';

export const questions: CatalogueGroup<'questions'> = {
  ask: {
    heading: '你去过吗？帮助下一位跑者',
    afterVisit: '趁你在这里：几个快速问题，每题点一下',
    nearby: '帮忙完善你附近的跑道信息',
    progress: '第 {{number}} 题，共 {{total}} 题',
    questions: {
      access: '谁可以在这里跑步？',
      fee: '在这里跑步要收费吗？',
      opening_hours: '什么时候开放？',
      surface: '跑道是什么面层？',
      lanes: '有几条跑道能跑完整一圈？',
      lighting: '晚上有照明吗？',
    },
    choices: {
      access: {
        public: '所有人',
        public_hours: '所有人，限定时间',
        members: '会员或需预约',
        school_club: '仅限学校或俱乐部',
        closed: '无人：已关闭',
      },
      fee: {
        free: '免费',
        paid: '收费',
      },
      opening_hours: {
        always: '全天开放',
        daily: '每天 6:00–22:00',
        weekdays: '工作日 6:00–22:00，周末 8:00–18:00',
      },
      surface: {
        synthetic: '塑胶',
        asphalt: '沥青或混凝土',
        cinder: '煤渣',
        gravel: '碎石或泥土',
        grass: '草地',
        paver: '铺砖',
        other: '其他',
      },
      lighting: { yes: '是', no: '否' },
    },
    notSure: '不确定',
    otherLanes: '其他数量',
    otherHours: '其他时间',
    hoursLabel: '开放时间（OpenStreetMap 的写法）',
    send: '发送',
    sending: '正在发送你的回答',
    thanks: '谢谢！',
    done: '谢谢：目前我们想知道的就这些。',
    said: {
      heading: '跑者怎么说',
      likely_one: '{{count}} 位跑者说：{{answer}}（{{month}}）',
      likely_other: '{{count}} 位跑者说：{{answer}}（{{month}}）',
      confirmed_one: '已由 {{count}} 位跑者确认：{{answer}}',
      confirmed_other: '已由 {{count}} 位跑者确认：{{answer}}',
      disputed: '跑者意见不一：{{answers}}',
      voice_one: '{{answer}}（{{count}} 位跑者）',
      voice_other: '{{answer}}（{{count}} 位跑者）',
    },
    known: {
      heading: '跑者已告诉我们的',
      line: '{{fact}}：{{total}} 条中已知 {{known}} 条',
      invite: '去过其中的跑道吗？打开它并回答快速问题：每题一下。',
    },
    facts: {
      access: '谁可以跑',
      fee: '费用',
      opening_hours: '开放时间',
      surface: '面层',
      lanes: '整圈跑道数',
      lighting: '夜间照明',
    },
  },
};
