// An answer to a quick question as a runner reads it: the words of its button ("Free", "Every
// day 6:00–22:00"), else the answer itself (lanes, hours typed in OpenStreetMap's syntax, a
// value an API client sent that no button offers).
import { questions } from './catalogues/en/questions';
import { HOURS_PRESETS, type Question } from './runner-answers';
import type { Translator } from './catalogues/translator';

type Choices = (typeof questions)['ask']['choices'];
/** The catalogue key of every button's words ("ask.choices.fee.free"). */
export type ChoiceKey = { [Q in keyof Choices]: `ask.choices.${Q}.${keyof Choices[Q] & string}` }[keyof Choices];

const PRESET_OF_HOURS = new Map<string, string>(Object.entries(HOURS_PRESETS).map(([preset, hours]) => [hours, preset]));

/** The key of a button's words, when the catalogue has words for it. */
export function choiceKey(question: Question, choice: string): ChoiceKey | null {
  if (question === 'lanes') return null;
  return Object.hasOwn(questions.ask.choices[question], choice) ? (`ask.choices.${question}.${choice}` as ChoiceKey) : null;
}

export function answerText(question: Question, value: string, { t }: Pick<Translator, 't'>): string {
  const key = choiceKey(question, question === 'opening_hours' ? (PRESET_OF_HOURS.get(value) ?? '') : value);
  return key ? t(key) : value;
}

/**
 * A runner's answer as the recent changes and feeds say it: the fact the question asks about
 * ("Fee") and the answer in the reader's words ("Free"), for the texts' {{question}} and {{answer}}.
 */
export function answeredTexts(
  answer: { question: Question; value: string },
  i18n: Pick<Translator, 't'>,
): { question: string; answer: string } {
  return { question: i18n.t(`ask.facts.${answer.question}`), answer: answerText(answer.question, answer.value, i18n) };
}
