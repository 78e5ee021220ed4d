import type { Kysely } from 'kysely';
import type { Database, QuestionType } from './schema';

/**
 * Reference data the product needs to work at all (products, questionnaires), inserted when missing
 * at every start, demo seed or not. Questionnaires are versioned by slug: change one by adding a new slug.
 */

type Options = [string, string][];
type Q = {
  key: string;
  step: string;
  text: string;
  type: QuestionType;
  help?: string;
  options?: Options;
  required?: boolean;
  shownWhen?: { questionKey: string; equals: string | boolean };
};

type Details = Pick<Q, 'help' | 'options' | 'required' | 'shownWhen'>;

const ask = (type: QuestionType, key: string, step: string, text: string, details: Details = {}): Q => ({
  key,
  step,
  text,
  type,
  ...details,
});
const yesNo = (key: string, step: string, text: string) => ask('YES_NO', key, step, text);
const oneOf = (key: string, step: string, text: string, options: Options, shownWhen?: Q['shownWhen']) =>
  ask('SINGLE_CHOICE', key, step, text, { options, shownWhen });
const selectAll = (key: string, step: string, text: string, options: Options) =>
  ask('MULTI_CHOICE', key, step, text, { help: 'Select all that apply.', options });
/** A free-text answer the patient may leave empty. */
const optionalText = (key: string, step: string, text: string, help?: string) => ask('TEXT', key, step, text, { required: false, help });

export const INTAKE_QUESTIONS: Q[] = [
  yesNo('pregnant_breastfeeding', 'health', 'Are you pregnant, breastfeeding, or planning a pregnancy in the next 3 months?'),
  yesNo('diabetes', 'health', 'Have you been diagnosed with diabetes?'),
  oneOf(
    'diabetes_medication',
    'health',
    'Which medication do you take for diabetes?',
    [
      ['none', 'None'],
      ['metformin', 'Metformin'],
      ['insulin', 'Insulin'],
      ['sulfonylurea', 'A sulfonylurea (such as glipizide)'],
      ['other', 'Something else'],
    ],
    { questionKey: 'diabetes', equals: true },
  ),
  yesNo('kidney_disease', 'health', 'Do you have kidney disease or reduced kidney function?'),
  yesNo('history_cancer', 'health', 'Have you ever been diagnosed with cancer?'),
  yesNo(
    'history_mtc_men2',
    'thyroid-and-pancreas',
    'Have you or anyone in your family had medullary thyroid cancer (MTC) or multiple endocrine neoplasia type 2 (MEN 2)?',
  ),
  yesNo('history_pancreatitis', 'thyroid-and-pancreas', 'Have you ever had pancreatitis?'),
  yesNo('gallbladder_disease', 'thyroid-and-pancreas', 'Have you had gallbladder disease or gallstones?'),
  selectAll('weight_related_conditions', 'conditions', 'Do you have any of these weight-related conditions?', [
    ['hypertension', 'High blood pressure'],
    ['type_2_diabetes', 'Type 2 diabetes'],
    ['prediabetes', 'Prediabetes'],
    ['dyslipidemia', 'High cholesterol'],
    ['sleep_apnea', 'Sleep apnea'],
    ['cardiovascular_disease', 'Heart disease'],
    ['fatty_liver', 'Fatty liver disease'],
    ['none', 'None of these'],
  ]),
  selectAll('medical_conditions', 'conditions', 'Have you ever had any of these?', [
    ['type_1_diabetes', 'Type 1 diabetes'],
    ['diabetic_retinopathy', 'Diabetic eye disease (retinopathy)'],
    ['eating_disorder', 'An eating disorder'],
    ['depression', 'Depression or anxiety'],
    ['none', 'None of these'],
  ]),
  selectAll('symptoms_conditions', 'conditions', 'Do you currently have any of these symptoms?', [
    ['suicidal_thoughts', 'Thoughts of harming yourself'],
    ['gastroparesis', 'Severe stomach problems or gastroparesis'],
    ['nausea', 'Frequent nausea or vomiting'],
    ['acid_reflux', 'Frequent heartburn or acid reflux'],
    ['constipation', 'Ongoing constipation'],
    ['none', 'None of these'],
  ]),
  yesNo(
    'allergic_reaction_glp1',
    'medications',
    'Have you ever had an allergic reaction to a GLP-1 medication (such as semaglutide, liraglutide or tirzepatide)?',
  ),
  yesNo('current_glp1', 'medications', 'Are you taking a GLP-1 medication now?'),
  optionalText('current_medications', 'medications', 'Which medications and supplements do you take now?', 'Leave empty if none.'),
  optionalText('allergies', 'medications', 'Do you have any allergies?', 'Leave empty if none.'),
  ask('UPLOAD', 'photo_id', 'identity', 'Upload a photo of your driver license or passport', {
    help: 'Your doctor needs to confirm who you are before prescribing. JPEG, PNG or PDF, up to 10 MB.',
  }),
];

export const RENEWAL_QUESTIONS: Q[] = [
  ask('NUMBER', 'current_weight', 'progress', 'What do you weigh today (lb)?'),
  selectAll('side_effects', 'progress', 'Which side effects have you had?', [
    ['nausea', 'Nausea'],
    ['vomiting', 'Vomiting'],
    ['constipation', 'Constipation'],
    ['diarrhea', 'Diarrhea'],
    ['none', 'None'],
  ]),
  yesNo('severe_side_effects', 'progress', 'Have you had severe stomach pain that would not go away, or signs of an allergic reaction?'),
  yesNo('pregnant_breastfeeding', 'safety', 'Are you pregnant, breastfeeding, or planning a pregnancy in the next 3 months?'),
  yesNo('history_pancreatitis', 'safety', 'Have you had pancreatitis since your last order?'),
  oneOf('dose_change', 'safety', 'How would you like to continue?', [
    ['same', 'Stay on my current dose'],
    ['increase', 'Move up to the next dose'],
    ['decrease', 'Go down a dose'],
  ]),
  optionalText('current_medications', 'safety', 'Any new medications since your last order?'),
];

const QUESTIONNAIRES = [
  { slug: 'glp1-intake-v2', kind: 'INTAKE' as const, title: 'GLP-1 weight-loss intake', questions: INTAKE_QUESTIONS },
  { slug: 'glp1-renewal-v1', kind: 'RENEWAL' as const, title: 'GLP-1 renewal check-in', questions: RENEWAL_QUESTIONS },
];

const PRODUCTS = [
  {
    name: 'Compounded semaglutide',
    medication: 'semaglutide',
    description: 'Weekly injection; the active ingredient of Wegovy and Ozempic.',
    variations: [
      { key: 'semaglutide-starter', name: 'Semaglutide starter', dose: '0.25 mg to 1 mg weekly', monthly_price_cents: 24_900 },
      { key: 'semaglutide-maintenance', name: 'Semaglutide maintenance', dose: '1.7 mg to 2.4 mg weekly', monthly_price_cents: 34_900 },
    ],
  },
  {
    name: 'Compounded tirzepatide',
    medication: 'tirzepatide',
    description: 'Weekly injection; the active ingredient of Zepbound and Mounjaro.',
    variations: [
      { key: 'tirzepatide-starter', name: 'Tirzepatide starter', dose: '2.5 mg to 5 mg weekly', monthly_price_cents: 39_900 },
      { key: 'tirzepatide-maintenance', name: 'Tirzepatide maintenance', dose: '7.5 mg to 15 mg weekly', monthly_price_cents: 49_900 },
    ],
  },
];

/** The two pharmacy providers we e-prescribe to; which doctor may use which is in pharmacy_assignments. */
export const PHARMACIES = [
  { provider: 'RX_PROVIDER', name: 'RX Provider Pharmacy' },
  { provider: 'DIGITAL_RX', name: 'Digital Rx Pharmacy' },
] as const;

export async function ensureReferenceData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const product of PRODUCTS) {
      const existing = await trx.selectFrom('products').select('id').where('name', '=', product.name).executeTakeFirst();
      const productId =
        existing?.id ??
        (
          await trx
            .insertInto('products')
            .values({ name: product.name, medication: product.medication, description: product.description })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      for (const [position, v] of product.variations.entries()) {
        await trx
          .insertInto('product_variations')
          .values({ ...v, product_id: productId, position })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
      }
    }
    await trx
      .insertInto('pharmacies')
      .values(PHARMACIES.map((p) => ({ ...p })))
      .onConflict((oc) => oc.column('provider').doNothing())
      .execute();
    for (const q of QUESTIONNAIRES) {
      const inserted = await trx
        .insertInto('questionnaires')
        .values({ slug: q.slug, kind: q.kind, title: q.title })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto('questions')
        .values(
          q.questions.map((question, position) => ({
            questionnaire_id: inserted.id,
            key: question.key,
            position,
            step: question.step,
            text: question.text,
            help: question.help ?? null,
            type: question.type,
            options: JSON.stringify((question.options ?? []).map(([value, label]) => ({ value, label }))),
            required: question.required ?? true,
            shown_when: question.shownWhen ? JSON.stringify(question.shownWhen) : null,
          })),
        )
        .execute();
    }
  });
}
