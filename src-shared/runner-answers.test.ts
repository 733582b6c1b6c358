import { describe, expect, it } from 'vitest';
import { answerProblem, openQuestions, verdictOf, type AskedFacts, type RunnerAnswer } from './runner-answers';

let minute = 0;
/** An answer from a client on a network, each later than the one before. */
const said = (value: string, client: string, network = client): RunnerAnswer => {
  minute += 1;
  return { value, client, network, at: new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString() };
};

describe('what runners answers make of a fact', () => {
  it('one runner makes an answer likely, two agreeing runners on different networks make it the fact', () => {
    expect(verdictOf([])).toBeNull();
    expect(verdictOf([said('free', 'a')])).toMatchObject({ state: 'likely', value: 'free' });
    expect(verdictOf([said('free', 'a'), said('free', 'b')])).toMatchObject({
      state: 'confirmed',
      value: 'free',
      voices: [{ value: 'free', runners: 2 }],
    });
  });

  it('hears a client once, by its latest answer, and a network once, however many clients it holds', () => {
    expect(verdictOf([said('free', 'a'), said('free', 'a'), said('free', 'a')])).toMatchObject({ state: 'likely' });
    expect(verdictOf([said('free', 'a', 'school'), said('free', 'b', 'school')])).toMatchObject({ state: 'likely' });
    // A runner who changes their mind counts for the new answer only.
    expect(verdictOf([said('paid', 'a'), said('free', 'b'), said('free', 'a')])).toMatchObject({ state: 'confirmed', value: 'free' });
  });

  it('shows answers that disagree side by side until one leads by two runners', () => {
    expect(verdictOf([said('free', 'a'), said('paid', 'b')])).toMatchObject({ state: 'disputed', value: null });
    expect(verdictOf([said('free', 'a'), said('free', 'b'), said('paid', 'v')])).toMatchObject({ state: 'disputed', value: 'free' });
    expect(verdictOf([said('free', 'a'), said('free', 'b'), said('free', 'c'), said('paid', 'v')])).toMatchObject({
      state: 'confirmed',
      value: 'free',
    });
  });

  it('never lets one client flip what others confirmed, however often it answers', () => {
    const confirmed = [said('free', 'a'), said('free', 'b')];
    const vandal = Array.from({ length: 20 }, () => said('paid', 'v'));
    // Heard once: the answer others gave still leads, and the question is asked again.
    expect(verdictOf([...confirmed, ...vandal])).toMatchObject({ state: 'disputed', value: 'free' });
    const vandalNetwork = Array.from({ length: 20 }, (_, i) => said('paid', `v${i}`, 'vandal-network'));
    expect(verdictOf([...confirmed, said('free', 'c'), ...vandalNetwork])).toMatchObject({ state: 'confirmed', value: 'free' });
  });
});

describe('the questions a track page asks', () => {
  const unknown: AskedFacts = {
    access: { access: null, fee: null, opening_hours: null },
    surface: null,
    number_lanes_lap: null,
    has_lighting: null,
  };
  it('asks what is unknown, the most useful first, and again where runners disagree', () => {
    expect(openQuestions(unknown, {})).toEqual(['access', 'fee', 'opening_hours', 'surface', 'lanes', 'lighting']);
    const known: AskedFacts = { ...unknown, access: { access: 'public_hours', fee: 0, opening_hours: '24/7' }, surface: 'synthetic' };
    expect(openQuestions(known, {})).toEqual(['lanes', 'lighting']);
    expect(openQuestions(known, { fee: { state: 'disputed', value: null, voices: [] } })).toEqual(['fee', 'lanes', 'lighting']);
  });
  it('asks no fee and no hours of a track closed to the public', () => {
    expect(openQuestions({ ...unknown, access: { access: 'closed', fee: null, opening_hours: null } }, {})).toEqual([
      'surface',
      'lanes',
      'lighting',
    ]);
  });
  it('takes only the answers a question offers, and hours its parser reads', () => {
    const reads = (hours: string) => hours === '24/7';
    expect(answerProblem('fee', 'free', reads)).toBeNull();
    expect(answerProblem('fee', 'maybe', reads)).toBe('value: one of free, paid');
    expect(answerProblem('lanes', '9', reads)).toBeNull();
    expect(answerProblem('lanes', '10', reads)).toMatch(/^value: one of 1, 2/);
    expect(answerProblem('opening_hours', '24/7', reads)).toBeNull();
    expect(answerProblem('opening_hours', 'whenever', reads)).toBe('value: opening hours the hours parser cannot read');
  });
});
