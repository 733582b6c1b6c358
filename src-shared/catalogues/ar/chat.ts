// The AI chat screen's texts in Arabic (src-shared/catalogues/en/chat.ts is the source).
import type { CatalogueGroup } from '../en';

export const chat: CatalogueGroup<'chat'> = {
  chat: {
    title: 'البحث بالذكاء الاصطناعي',
    intro:
      'اسأل مساعدنا عن مضامير الجري: اعثر على مضامير قريبة منك أو في أي مكان، وتعرّف على مضمار معيّن، أو أخبرنا عن معلومة خاطئة أو خلل أو فكرة.',
    languageIntro: 'يجيب المساعد باللغة العربية.',
    keyPlaceholder: 'أدخل مفتاح التفعيل',
    messagePlaceholder: 'اسأل عن مضامير الجري',
    inputLabel: 'الرسالة',
    send: 'إرسال',
    suggestion: 'لخّص معلومات المضامير في منطقتي',
    disclaimer: 'قد يخطئ الذكاء الاصطناعي. تحقّق دائمًا من المعلومات المهمة.',
    reset: 'إعادة بدء المحادثة',
    shareLocation: 'مشاركة الموقع',
    locationSent: 'تم إرسال الموقع',
    footer: 'باستخدامك للمحادثة فإنك توافق على <terms>الشروط</terms> و<privacy>سياسة الخصوصية</privacy>. لا تشارك معلومات شخصية.',
    enterSomething: 'اكتب شيئًا',
    invalidKey: 'مفتاح التفعيل غير صالح',
    wrongKey: 'مفتاح التفعيل هذا غير صحيح. تحقّق منه وحاول مرة أخرى.',
    tooManyKeys_one: 'جُرّبت مفاتيح خاطئة كثيرة. انتظر {{count}} دقيقة على الأكثر، ثم حاول مرة أخرى.',
    tooManyKeys_other: 'جُرّبت مفاتيح خاطئة كثيرة. انتظر {{count}} دقيقة على الأكثر، ثم حاول مرة أخرى.',
    tooManyKeys_zero: 'جُرّبت مفاتيح خاطئة كثيرة. انتظر {{count}} دقيقة على الأكثر، ثم حاول مرة أخرى.',
    tooManyKeys_two: 'جُرّبت مفاتيح خاطئة كثيرة. انتظر {{count}} دقيقتين على الأكثر، ثم حاول مرة أخرى.',
    tooManyKeys_few: 'جُرّبت مفاتيح خاطئة كثيرة. انتظر {{count}} دقائق على الأكثر، ثم حاول مرة أخرى.',
    tooManyKeys_many: 'جُرّبت مفاتيح خاطئة كثيرة. انتظر {{count}} دقيقة على الأكثر، ثم حاول مرة أخرى.',
    activated: 'تم التفعيل!',
    thinking: 'جارٍ التفكير..',
    activating: 'جارٍ التفعيل',
    gettingLocation: 'جارٍ تحديد الموقع',
    locationFailed: 'تعذّر تحديد موقعك.',
    recentLinks: 'روابط من هذه المحادثة',
    you: 'أنت',
    assistant: 'المساعد',
  },
};
