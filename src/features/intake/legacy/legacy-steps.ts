import type { LegacyOnboardingBody } from '@contracts/onboarding';

type YesNoField = 'isKidney' | 'isHistoryCancer' | 'isDiabetes' | 'isPregnantBreastfeeding' | 'isAllergicReaction';
type ListField = 'medicalConditionsHistory' | 'symptomsAndConditions';
export type Option = { value: string; label: string };

export type LegacyStep =
  | { path: 'gender'; kind: 'gender'; title: string }
  | { path: 'bmi'; kind: 'bmi'; title: string }
  | { path: string; kind: 'yes-no'; title: string; description?: string; field: YesNoField }
  | { path: string; kind: 'multi'; title: string; description?: string; field: ListField; options: readonly Option[] }
  | { path: 'payment'; kind: 'finish'; title: string };

/** Values match the server's screening vocabulary (weight-related conditions and contraindications). */
export const MEDICAL_CONDITIONS: readonly Option[] = [
  { value: 'hypertension', label: 'High blood pressure' },
  { value: 'dyslipidemia', label: 'High cholesterol' },
  { value: 'prediabetes', label: 'Prediabetes' },
  { value: 'type_2_diabetes', label: 'Type 2 diabetes' },
  { value: 'type_1_diabetes', label: 'Type 1 diabetes' },
  { value: 'sleep_apnea', label: 'Sleep apnea' },
  { value: 'cardiovascular_disease', label: 'Heart disease' },
  { value: 'fatty_liver', label: 'Fatty liver disease' },
  { value: 'pancreatitis', label: 'Pancreatitis' },
  { value: 'gallbladder_disease', label: 'Gallbladder disease or gallstones' },
  { value: 'diabetic_retinopathy', label: 'Diabetic eye disease (retinopathy)' },
  { value: 'eating_disorder', label: 'An eating disorder, now or in the past' },
];

export const SYMPTOMS: readonly Option[] = [
  { value: 'gastroparesis', label: 'Severe stomach problems or gastroparesis' },
  { value: 'acid_reflux', label: 'Frequent heartburn or acid reflux' },
  { value: 'nausea', label: 'Frequent nausea or vomiting' },
  { value: 'constipation', label: 'Ongoing constipation' },
  { value: 'depression', label: 'Depression or anxiety' },
  { value: 'suicidal_thoughts', label: 'Thoughts of harming yourself' },
];

/** The legacy onboarding pages after /onboarding, in order (SPEC §2), each saving its fields (SPEC §3). */
export const LEGACY_STEPS: readonly LegacyStep[] = [
  { path: 'gender', kind: 'gender', title: 'What is your gender?' },
  { path: 'bmi', kind: 'bmi', title: 'Your height and weight' },
  {
    path: 'kidney',
    kind: 'yes-no',
    title: 'Do you have kidney disease?',
    description: 'Including reduced kidney function or dialysis.',
    field: 'isKidney',
  },
  {
    path: 'history-cancer',
    kind: 'yes-no',
    title: 'Have you ever been diagnosed with cancer?',
    description: 'Any type of cancer, now or in the past.',
    field: 'isHistoryCancer',
  },
  { path: 'diabetes', kind: 'yes-no', title: 'Do you have diabetes?', field: 'isDiabetes' },
  {
    path: 'medical-history',
    kind: 'multi',
    title: 'Have you been diagnosed with any of these conditions?',
    description: 'Check all that apply, or none.',
    field: 'medicalConditionsHistory',
    options: MEDICAL_CONDITIONS,
  },
  {
    path: 'symptoms-conditions',
    kind: 'multi',
    title: 'Do you have any of these symptoms or conditions?',
    description: 'Check all that apply, or none. If you are having thoughts of harming yourself, please call or text 988 now.',
    field: 'symptomsAndConditions',
    options: SYMPTOMS,
  },
  {
    path: 'pregnant-breastfeeding',
    kind: 'yes-no',
    title: 'Are you pregnant, trying to become pregnant, or breastfeeding?',
    field: 'isPregnantBreastfeeding',
  },
  {
    path: 'allergic-reaction',
    kind: 'yes-no',
    title: 'Have you ever had an allergic reaction to a GLP-1 medication?',
    description: 'For example semaglutide (Ozempic, Wegovy), tirzepatide (Mounjaro, Zepbound) or liraglutide (Saxenda).',
    field: 'isAllergicReaction',
  },
  { path: 'payment', kind: 'finish', title: 'Payment' },
];

export const LEGACY_STEP_PATHS = LEGACY_STEPS.map((s) => s.path);

/**
 * The legacy flow's own screens, counted before the steps that finish it from /onboarding/payment on (one count over
 * the whole flow, see `countScreens`): the contact page, then each legacy page.
 */
export const LEGACY_LEAD_SCREENS: readonly string[] = [
  'Contact',
  'Gender',
  'Height and weight',
  'Kidneys',
  'Cancer',
  'Diabetes',
  'Medical history',
  'Symptoms',
  'Pregnancy',
  'Allergies',
];

export type LegacyValues = LegacyOnboardingBody;
