import { describe, expect, it } from 'vitest';
import { bmiOf, screen, SCREENING_RULES, type ScreeningInput } from '#server/modules/intake/screening';

const today = new Date('2026-11-22T12:00:00Z');
/** An eligible adult with no findings; each case changes one thing. */
const base: ScreeningInput = { dateOfBirth: '1980-06-15', bmi: 32, answers: {}, today };
const rulesOf = (input: Partial<ScreeningInput>) =>
  screen({ ...base, ...input, answers: { ...base.answers, ...input.answers } }).findings.map((f) => f.rule);

describe('screening', () => {
  it('finds nothing for an eligible adult', () => {
    expect(screen(base)).toEqual({ eligible: true, findings: [] });
  });

  const cases: [rule: string, input: Partial<ScreeningInput>, notRaisedBy: Partial<ScreeningInput>][] = [
    ['AGE_UNDER_18', { dateOfBirth: '2008-11-23' }, { dateOfBirth: '2008-11-22' }],
    ['PREGNANT_OR_BREASTFEEDING', { answers: { pregnant_breastfeeding: true } }, { answers: { pregnant_breastfeeding: false } }],
    ['MTC_OR_MEN2', { answers: { history_mtc_men2: 'yes' } }, { answers: { history_mtc_men2: 'no' } }],
    ['GLP1_ALLERGY', { answers: { allergic_reaction_glp1: true } }, { answers: { allergic_reaction_glp1: false } }],
    ['BMI_BELOW_27', { bmi: 26.9 }, { bmi: 27, answers: { weight_related_conditions: ['hypertension'] } }],
    [
      'BMI_BELOW_30_WITHOUT_CONDITION',
      { bmi: 28, answers: { weight_related_conditions: ['none'] } },
      { bmi: 28, answers: { weight_related_conditions: ['sleep_apnea'] } },
    ],
    ['PANCREATITIS_HISTORY', { answers: { history_pancreatitis: true } }, { answers: { history_pancreatitis: false } }],
    ['GALLBLADDER_DISEASE', { answers: { gallbladder_disease: true } }, {}],
    ['KIDNEY_DISEASE', { answers: { kidney_disease: true } }, {}],
    ['CANCER_HISTORY', { answers: { history_cancer: true } }, {}],
    ['DIABETES', { answers: { diabetes: true } }, {}],
    ['TYPE_1_DIABETES', { answers: { medical_conditions: ['type_1_diabetes'] } }, { answers: { medical_conditions: ['asthma'] } }],
    ['DIABETIC_RETINOPATHY', { answers: { medical_conditions: ['diabetic_retinopathy'] } }, {}],
    ['EATING_DISORDER', { answers: { medical_conditions: ['eating_disorder'] } }, {}],
    ['SUICIDAL_THOUGHTS', { answers: { symptoms_conditions: ['suicidal_thoughts'] } }, { answers: { symptoms_conditions: ['fatigue'] } }],
    ['GASTROPARESIS', { answers: { symptoms_conditions: ['gastroparesis'] } }, {}],
    ['AGE_OVER_75', { dateOfBirth: '1950-01-01' }, { dateOfBirth: '1951-11-22' }],
  ];

  it('has a case for every rule', () => {
    expect(cases.map(([rule]) => rule).sort()).toEqual(SCREENING_RULES.map((r) => r.rule).sort());
  });

  for (const [rule, input, notRaisedBy] of cases) {
    const severity = SCREENING_RULES.find((r) => r.rule === rule)?.severity;
    it(`${rule} (${severity})`, () => {
      expect(rulesOf(input)).toEqual([rule]);
      expect(rulesOf(notRaisedBy)).not.toContain(rule);
      expect(screen({ ...base, ...input, answers: { ...input.answers } }).eligible).toBe(severity !== 'HARD_STOP');
    });
  }

  it('waits for the conditions question before applying the BMI 27 to 30 rule', () => {
    expect(rulesOf({ bmi: 28 })).toEqual([]);
    expect(rulesOf({ bmi: 28, answers: { weight_related_conditions: [] } })).toEqual(['BMI_BELOW_30_WITHOUT_CONDITION']);
  });

  it('explains every hard stop in plain words', () => {
    for (const rule of SCREENING_RULES.filter((r) => r.severity === 'HARD_STOP')) expect(rule.message.length).toBeGreaterThan(40);
  });

  it('computes the BMI from inches and pounds', () => {
    expect(bmiOf(70, 220)).toBe(31.6);
    expect(bmiOf(64, 150)).toBe(25.7);
  });
});
