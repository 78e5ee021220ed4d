import type { Kysely } from 'kysely';
import type { Database, QuestionType } from './schema';

/**
 * Reference data the product needs to work at all (products, questionnaires), inserted when missing
 * at every start, demo seed or not. Questionnaires are versioned by slug: change one by adding a new slug.
 */

type Q = {
  key: string;
  step: string;
  text: string;
  type: QuestionType;
  help?: string;
  options?: [string, string][];
  required?: boolean;
  shownWhen?: { questionKey: string; equals: string | boolean };
};

const yesNo = (key: string, step: string, text: string, help?: string): Q => ({ key, step, text, type: 'YES_NO', help });

export const INTAKE_QUESTIONS: Q[] = [
  yesNo('pregnant_breastfeeding', 'health', 'Are you pregnant, breastfeeding, or planning a pregnancy in the next 3 months?'),
  yesNo('diabetes', 'health', 'Have you been diagnosed with diabetes?'),
  {
    key: 'diabetes_medication',
    step: 'health',
    text: 'Which medication do you take for diabetes?',
    type: 'SINGLE_CHOICE',
    options: [
      ['none', 'None'],
      ['metformin', 'Metformin'],
      ['insulin', 'Insulin'],
      ['sulfonylurea', 'A sulfonylurea (such as glipizide)'],
      ['other', 'Something else'],
    ],
    shownWhen: { questionKey: 'diabetes', equals: true },
  },
  yesNo('kidney_disease', 'health', 'Do you have kidney disease or reduced kidney function?'),
  yesNo('history_cancer', 'health', 'Have you ever been diagnosed with cancer?'),
  yesNo(
    'history_mtc_men2',
    'thyroid-and-pancreas',
    'Have you or anyone in your family had medullary thyroid cancer (MTC) or multiple endocrine neoplasia type 2 (MEN 2)?',
  ),
  yesNo('history_pancreatitis', 'thyroid-and-pancreas', 'Have you ever had pancreatitis?'),
  yesNo('gallbladder_disease', 'thyroid-and-pancreas', 'Have you had gallbladder disease or gallstones?'),
  {
    key: 'weight_related_conditions',
    step: 'conditions',
    text: 'Do you have any of these weight-related conditions?',
    type: 'MULTI_CHOICE',
    help: 'Select all that apply.',
    options: [
      ['hypertension', 'High blood pressure'],
      ['type_2_diabetes', 'Type 2 diabetes'],
      ['prediabetes', 'Prediabetes'],
      ['dyslipidemia', 'High cholesterol'],
      ['sleep_apnea', 'Sleep apnea'],
      ['cardiovascular_disease', 'Heart disease'],
      ['fatty_liver', 'Fatty liver disease'],
      ['none', 'None of these'],
    ],
  },
  {
    key: 'medical_conditions',
    step: 'conditions',
    text: 'Have you ever had any of these?',
    type: 'MULTI_CHOICE',
    help: 'Select all that apply.',
    options: [
      ['type_1_diabetes', 'Type 1 diabetes'],
      ['diabetic_retinopathy', 'Diabetic eye disease (retinopathy)'],
      ['eating_disorder', 'An eating disorder'],
      ['depression', 'Depression or anxiety'],
      ['none', 'None of these'],
    ],
  },
  {
    key: 'symptoms_conditions',
    step: 'conditions',
    text: 'Do you currently have any of these symptoms?',
    type: 'MULTI_CHOICE',
    help: 'Select all that apply.',
    options: [
      ['suicidal_thoughts', 'Thoughts of harming yourself'],
      ['gastroparesis', 'Severe stomach problems or gastroparesis'],
      ['nausea', 'Frequent nausea or vomiting'],
      ['acid_reflux', 'Frequent heartburn or acid reflux'],
      ['constipation', 'Ongoing constipation'],
      ['none', 'None of these'],
    ],
  },
  yesNo(
    'allergic_reaction_glp1',
    'medications',
    'Have you ever had an allergic reaction to a GLP-1 medication (such as semaglutide, liraglutide or tirzepatide)?',
  ),
  yesNo('current_glp1', 'medications', 'Are you taking a GLP-1 medication now?'),
  {
    key: 'current_medications',
    step: 'medications',
    text: 'Which medications and supplements do you take now?',
    type: 'TEXT',
    required: false,
    help: 'Leave empty if none.',
  },
  {
    key: 'allergies',
    step: 'medications',
    text: 'Do you have any allergies?',
    type: 'TEXT',
    required: false,
    help: 'Leave empty if none.',
  },
  {
    key: 'photo_id',
    step: 'identity',
    text: 'Upload a photo of your driver license or passport',
    type: 'UPLOAD',
    help: 'Your doctor needs to confirm who you are before prescribing. JPEG, PNG or PDF, up to 10 MB.',
  },
];

export const RENEWAL_QUESTIONS: Q[] = [
  { key: 'current_weight', step: 'progress', text: 'What do you weigh today (lb)?', type: 'NUMBER' },
  {
    key: 'side_effects',
    step: 'progress',
    text: 'Which side effects have you had?',
    type: 'MULTI_CHOICE',
    help: 'Select all that apply.',
    options: [
      ['nausea', 'Nausea'],
      ['vomiting', 'Vomiting'],
      ['constipation', 'Constipation'],
      ['diarrhea', 'Diarrhea'],
      ['none', 'None'],
    ],
  },
  yesNo('severe_side_effects', 'progress', 'Have you had severe stomach pain that would not go away, or signs of an allergic reaction?'),
  yesNo('pregnant_breastfeeding', 'safety', 'Are you pregnant, breastfeeding, or planning a pregnancy in the next 3 months?'),
  yesNo('history_pancreatitis', 'safety', 'Have you had pancreatitis since your last order?'),
  {
    key: 'dose_change',
    step: 'safety',
    text: 'How would you like to continue?',
    type: 'SINGLE_CHOICE',
    options: [
      ['same', 'Stay on my current dose'],
      ['increase', 'Move up to the next dose'],
      ['decrease', 'Go down a dose'],
    ],
  },
  { key: 'current_medications', step: 'safety', text: 'Any new medications since your last order?', type: 'TEXT', required: false },
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
