/**
 * GLP-1 eligibility and contraindication screening (semaglutide / tirzepatide labelling).
 * A hard stop ends the intake before payment with a kind explanation; a flag lets the intake
 * go on and is shown to the reviewing doctor with the rule that raised it.
 * The rules are data: one row each, tested one by one.
 */

export type ScreeningInput = {
  /** ISO date (YYYY-MM-DD). */
  dateOfBirth?: string | null;
  bmi?: number | null;
  /** Answers by question key; yes/no questions are booleans, multi-selects are string lists. */
  answers: Record<string, unknown>;
  /** The day the intake is screened (defaults to today). */
  today?: Date;
};

export type ScreeningFinding = { rule: string; severity: 'HARD_STOP' | 'FLAG'; message: string };
export type ScreeningResult = { eligible: boolean; findings: ScreeningFinding[] };

/** Conditions that, with a BMI of 27 to 30, make a patient eligible. */
export const WEIGHT_RELATED_CONDITIONS = [
  'hypertension',
  'type_2_diabetes',
  'prediabetes',
  'dyslipidemia',
  'sleep_apnea',
  'cardiovascular_disease',
  'fatty_liver',
] as const;

type Facts = {
  age: number | null;
  bmi: number | null;
  yes: (key: string) => boolean;
  list: (key: string) => string[];
  /** Whether the multi-select `key` has `option` ticked. */
  listed: (key: string, option: string) => boolean;
  answered: (key: string) => boolean;
};
type Rule = { rule: string; severity: ScreeningFinding['severity']; applies: (f: Facts) => boolean; message: string };

const hardStop = (rule: string, applies: Rule['applies'], message: string): Rule => ({ rule, severity: 'HARD_STOP', applies, message });
const flag = (rule: string, applies: Rule['applies'], message: string): Rule => ({ rule, severity: 'FLAG', applies, message });

export const SCREENING_RULES: readonly Rule[] = [
  hardStop(
    'AGE_UNDER_18',
    (f) => f.age !== null && f.age < 18,
    'Our weight-loss program is for adults. We cannot prescribe this medication to anyone under 18.',
  ),
  hardStop(
    'PREGNANT_OR_BREASTFEEDING',
    (f) => f.yes('pregnant_breastfeeding'),
    'GLP-1 medications are not safe during pregnancy or while breastfeeding. Please talk to your own doctor or midwife about weight care at this time.',
  ),
  hardStop(
    'MTC_OR_MEN2',
    (f) => f.yes('history_mtc_men2'),
    'A personal or family history of medullary thyroid cancer or MEN 2 means GLP-1 medications are not safe for you. Your own doctor can suggest other options.',
  ),
  hardStop(
    'GLP1_ALLERGY',
    (f) => f.yes('allergic_reaction_glp1'),
    'Because you had an allergic reaction to a GLP-1 medication before, we cannot safely prescribe one again.',
  ),
  hardStop(
    'BMI_BELOW_27',
    (f) => f.bmi !== null && f.bmi < 27,
    'These medications are approved for a BMI of 27 or more. Your BMI is below that, so this program is not the right fit today.',
  ),
  // Only once the conditions are answered: the BMI is known a few steps earlier.
  hardStop(
    'BMI_BELOW_30_WITHOUT_CONDITION',
    (f) =>
      f.bmi !== null &&
      f.bmi >= 27 &&
      f.bmi < 30 &&
      f.answered('weight_related_conditions') &&
      !f.list('weight_related_conditions').some((c) => (WEIGHT_RELATED_CONDITIONS as readonly string[]).includes(c)),
    'With a BMI between 27 and 30, these medications are approved only alongside a weight-related condition such as high blood pressure, type 2 diabetes or high cholesterol.',
  ),
  flag('PANCREATITIS_HISTORY', (f) => f.yes('history_pancreatitis'), 'History of pancreatitis.'),
  flag('GALLBLADDER_DISEASE', (f) => f.yes('gallbladder_disease'), 'Gallbladder disease or gallstones.'),
  flag('KIDNEY_DISEASE', (f) => f.yes('kidney_disease'), 'Kidney disease: check renal function before dosing.'),
  flag('CANCER_HISTORY', (f) => f.yes('history_cancer'), 'History of cancer (not medullary thyroid).'),
  flag('DIABETES', (f) => f.yes('diabetes'), 'Diabetes: review glucose-lowering medication for hypoglycemia risk.'),
  flag(
    'TYPE_1_DIABETES',
    (f) => f.listed('medical_conditions', 'type_1_diabetes'),
    'Type 1 diabetes: GLP-1s are not indicated for it; review carefully.',
  ),
  flag(
    'DIABETIC_RETINOPATHY',
    (f) => f.listed('medical_conditions', 'diabetic_retinopathy'),
    'Diabetic retinopathy: rapid glucose improvement can worsen it.',
  ),
  flag('EATING_DISORDER', (f) => f.listed('medical_conditions', 'eating_disorder'), 'Current or past eating disorder.'),
  flag(
    'SUICIDAL_THOUGHTS',
    (f) => f.listed('symptoms_conditions', 'suicidal_thoughts'),
    'Reports thoughts of self-harm: contact the patient before prescribing.',
  ),
  flag('GASTROPARESIS', (f) => f.listed('symptoms_conditions', 'gastroparesis'), 'Severe gastrointestinal disease or gastroparesis.'),
  flag('AGE_OVER_75', (f) => f.age !== null && f.age > 75, 'Over 75: consider a slower titration.'),
];

export function ageOn(dateOfBirth: string, today: Date): number | null {
  const dob = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!dob) return null;
  const [year, month, day] = [Number(dob[1]), Number(dob[2]), Number(dob[3])];
  let age = today.getUTCFullYear() - year;
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age--;
  return age;
}

export function screen(input: ScreeningInput): ScreeningResult {
  const facts: Facts = {
    age: input.dateOfBirth ? ageOn(input.dateOfBirth, input.today ?? new Date()) : null,
    bmi: typeof input.bmi === 'number' && Number.isFinite(input.bmi) ? input.bmi : null,
    yes: (key) => input.answers[key] === true || input.answers[key] === 'yes',
    list: (key) => (Array.isArray(input.answers[key]) ? (input.answers[key] as unknown[]).map(String) : []),
    listed: (key, option) => facts.list(key).includes(option),
    answered: (key) => input.answers[key] !== undefined && input.answers[key] !== null,
  };
  const findings = SCREENING_RULES.filter((r) => r.applies(facts)).map(({ rule, severity, message }) => ({ rule, severity, message }));
  return { eligible: !findings.some((f) => f.severity === 'HARD_STOP'), findings };
}

/** BMI from inches and pounds, to one decimal. */
export function bmiOf(heightInches: number, weightPounds: number): number {
  return Math.round(((703 * weightPounds) / (heightInches * heightInches)) * 10) / 10;
}
