import { describe, expect, it } from 'vitest';
import { bmiFrom, splitInches, toInches } from '@/features/intake/model/bmi';
import { formatUsd, planPriceCents } from '@/features/intake/model/pricing';
import { answersToSave, groupQuestions, indexQuestions, isVisible, stepTitle } from '@/features/intake/model/questions';
import { buildSteps, neighbourStep, resolveStep } from '@/features/intake/model/steps';
import { toPercent } from '@/api/storage/upload-file';
import { Q, questions } from '../../mocks/intake';

describe('intake model', () => {
  it('computes the BMI to one decimal from inches and pounds', () => {
    expect(bmiFrom(66, 210)).toBe(33.9);
    expect(bmiFrom(toInches(5, 10), 150)).toBe(21.5);
    expect(bmiFrom(0, 150)).toBeNull();
    expect(bmiFrom(Number.NaN, 150)).toBeNull();
    expect(splitInches(71)).toEqual({ feet: 5, inches: 11 });
  });

  it('prices a plan as monthly price x months less the discount, in whole cents', () => {
    expect(planPriceCents({ monthlyPriceCents: 29900 }, { months: 3, discountPercent: 10 })).toBe(80730);
    expect(planPriceCents({ monthlyPriceCents: 33333 }, { months: 6, discountPercent: 15 })).toBe(169998);
    expect(formatUsd(80730)).toBe('$807.30');
  });

  it('rounds upload progress to a whole percent', () => {
    expect(toPercent(1, 3)).toBe(33);
    expect(toPercent(2, 3)).toBe(67);
    expect(toPercent(5, 0)).toBe(0);
    expect(toPercent(12, 10)).toBe(100);
  });

  it('groups questions by step in position order and titles the steps', () => {
    const shuffled = [...questions].reverse();
    expect(groupQuestions(shuffled).map((g) => [g.title, g.questions.map((q) => q.id)])).toEqual([
      ['Medical history', [Q.pregnant, Q.glp1Before, Q.glp1Name, Q.conditions]],
      ['Identity', [Q.photoId]],
    ]);
    expect(stepTitle('weight_history')).toBe('Weight history');
  });

  it('shows a conditional question when its condition equals the answer, or is included in a list answer', () => {
    const byId = indexQuestions(questions);
    const follow = byId.get(Q.glp1Name)!;
    expect(isVisible(follow, byId, {})).toBe(false);
    expect(isVisible(follow, byId, { [Q.glp1Before]: false })).toBe(false);
    expect(isVisible(follow, byId, { [Q.glp1Before]: true })).toBe(true);
    const listChild = { ...follow, shownWhen: { questionId: Q.conditions, equals: 'sleep_apnea' } };
    expect(isVisible(listChild, byId, { [Q.conditions]: ['hypertension'] })).toBe(false);
    expect(isVisible(listChild, byId, { [Q.conditions]: ['hypertension', 'sleep_apnea'] })).toBe(true);
  });

  it('sends null for an answer that a changed answer hid, and numbers as numbers', () => {
    const step = groupQuestions(questions)[0].questions;
    expect(
      answersToSave(step, questions, { [Q.pregnant]: false, [Q.glp1Before]: false, [Q.glp1Name]: 'Wegovy', [Q.conditions]: [] }),
    ).toEqual({
      [Q.pregnant]: false,
      [Q.glp1Before]: false,
      [Q.glp1Name]: null,
      [Q.conditions]: null,
    });
    const numeric = [{ ...questions[2], type: 'NUMBER' as const, shownWhen: null }];
    expect(answersToSave(numeric, numeric, { [Q.glp1Name]: '12.5' })).toEqual({ [Q.glp1Name]: 12.5 });
  });

  it('orders the steps, skips a step with nothing to show, and needs a plan and a signature before payment', () => {
    const steps = buildSteps('intake', questions, {});
    expect(steps.map((s) => s.id)).toEqual([
      'about-you',
      'body',
      'q:medical-history',
      'q:identity',
      'treatment',
      'address',
      'consent',
      'payment',
    ]);
    expect(neighbourStep('intake', questions, {}, 'q:identity', -1)).toBe('q:medical-history');
    expect(resolveStep(steps, 'payment', { hasIntake: false, hasPlan: true, hasConsent: true }).id).toBe('about-you');
    expect(resolveStep(steps, 'payment', { hasIntake: true, hasPlan: false, hasConsent: true }).id).toBe('treatment');
    expect(resolveStep(steps, 'payment', { hasIntake: true, hasPlan: true, hasConsent: false }).id).toBe('consent');
    expect(resolveStep(steps, 'unknown', { hasIntake: true, hasPlan: true, hasConsent: true }).id).toBe('about-you');
    const onlyHidden = questions.map((q) => (q.step === 'identity' ? { ...q, shownWhen: { questionId: Q.glp1Before, equals: true } } : q));
    expect(buildSteps('renewal', onlyHidden, {}).map((s) => s.id)).toEqual(['q:medical-history', 'treatment', 'payment']);
    expect(neighbourStep('renewal', onlyHidden, { [Q.glp1Before]: true }, 'q:medical-history', 1)).toBe('q:identity');
  });

  it('ends the legacy onboarding with the questions its own pages did not ask', () => {
    const steps = buildSteps('finish', questions, {});
    expect(steps.map((s) => s.id)).toEqual(['details', 'q:medical-history', 'q:identity', 'treatment', 'address', 'consent', 'payment']);
    const group = steps.find((s) => s.id === 'q:medical-history')?.group;
    expect(group?.questions.map((q) => q.key)).not.toContain('pregnant_breastfeeding');
    expect(group?.questions.map((q) => q.key)).not.toContain('weight_related_conditions');
    expect(neighbourStep('finish', questions, {}, 'details', 1)).toBe('q:medical-history');
  });
});
