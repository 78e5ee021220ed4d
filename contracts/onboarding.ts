import { z } from 'zod';
import { envelope } from './common';
import { personInput } from './person';

/** Sent by anonymous intake calls: the secret returned when the intake was created. */
export const INTAKE_TOKEN_HEADER = 'x-intake-token';

export const questionTypeSchema = z.enum(['YES_NO', 'SINGLE_CHOICE', 'MULTI_CHOICE', 'TEXT', 'NUMBER', 'DATE', 'UPLOAD']);
export const questionSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  step: z.string(),
  position: z.number().int(),
  text: z.string(),
  help: z.string().nullable(),
  type: questionTypeSchema,
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  required: z.boolean(),
  /** Shown only when the answer to question `questionId` equals (or, for lists, includes) `equals`. */
  shownWhen: z.object({ questionId: z.uuid(), equals: z.union([z.string(), z.boolean()]) }).nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** Answers by question id: yes/no as booleans, multi-choice as lists, uploads as storage keys. */
export const answersSchema = z.record(
  z.uuid(),
  z.union([z.string().max(2000), z.number(), z.boolean(), z.array(z.string().max(200)).max(50), z.null()]),
);
export type Answers = z.infer<typeof answersSchema>;

/** The option of a multi-choice question that says none of the others apply ("None of these"): it stands alone. */
export const NONE_OPTION = 'none';

/** A multi-choice answer after ticking (or unticking) one option: ticking "none" clears the others, ticking another clears "none". */
export function toggleChoice(selected: readonly string[], option: string, checked: boolean): string[] {
  if (!checked) return selected.filter((v) => v !== option);
  if (option === NONE_OPTION) return [option];
  return [...selected.filter((v) => v !== option && v !== NONE_OPTION), option];
}

/** "None of these" ticked together with something else: a contradiction the server refuses. */
export const contradictsNone = (value: unknown) => Array.isArray(value) && value.includes(NONE_OPTION) && value.length > 1;

/** The person-level fields of "Onboarding v2 patient" (SPEC §3). */
export const intakeProfileSchema = z.object({
  firstName: personInput.name,
  lastName: personInput.name,
  email: personInput.email,
  phone: personInput.phone,
  gender: personInput.gender,
  dateOfBirth: personInput.birthDate,
  state: z.string().length(2),
  address1: personInput.addressLine,
  address2: personInput.addressLine,
  apartmentNumber: z.string().trim().max(50),
  city: personInput.city,
  zipcode: personInput.zipcode,
  /** Inches and pounds. */
  height: z.number().min(48).max(96),
  weight: z.number().min(70).max(1000),
  goalWeight: z.number().min(70).max(1000),
  currentBodyFat: z.number().min(2).max(75),
  goalBodyFat: z.number().min(2).max(75),
  productId: z.uuid(),
  /** The product variation key chosen. */
  productVariationKey: z.string().max(80),
  projectId: z.string().max(80),
});
export type IntakeProfile = z.infer<typeof intakeProfileSchema>;
export const partialIntakeProfileSchema = intakeProfileSchema.partial();

export const screeningFindingSchema = z.object({ rule: z.string(), severity: z.enum(['HARD_STOP', 'FLAG']), message: z.string() });
export type ScreeningFinding = z.infer<typeof screeningFindingSchema>;

export const CONSENT_VERSIONS = { TELEHEALTH: 'telehealth-consent-2026-12', PRIVACY: 'privacy-notice-2026-01' } as const;

export const consentBodySchema = z.object({
  /** The patient's typed full name; must match the intake's first and last name. */
  signedName: z.string().trim().min(3).max(200),
  telehealthVersion: z.literal(CONSENT_VERSIONS.TELEHEALTH),
  privacyVersion: z.literal(CONSENT_VERSIONS.PRIVACY),
  agreed: z.literal(true, 'You must agree to continue'),
});
/** A signature kept with an intake: of the texts' versions at the time, which may since have changed. */
export const signedConsentSchema = consentBodySchema
  .omit({ agreed: true })
  .extend({ telehealthVersion: z.string(), privacyVersion: z.string(), signedAt: z.string() });
export type SignedConsent = z.infer<typeof signedConsentSchema>;

/** A billing cadence (catalog's pricing plans). */
export const planIdSchema = z.enum(['monthly', 'quarterly', 'semiannual']);

/** What the patient sees of an intake. Flags for the doctor are not shown, hard stops are. */
export const intakeSchema = z.object({
  id: z.uuid(),
  questionnaireId: z.uuid(),
  kind: z.enum(['INTAKE', 'RENEWAL']),
  status: z.enum(['DRAFT', 'SUBMITTED', 'STOPPED']),
  submitted: z.boolean(),
  partnerId: z.uuid().nullable(),
  profile: partialIntakeProfileSchema,
  answers: answersSchema,
  currentStep: z.string().nullable(),
  bmi: z.number().nullable(),
  eligible: z.boolean().nullable(),
  hardStops: z.array(screeningFindingSchema),
  orderId: z.uuid().nullable(),
  updatedAt: z.string(),
  /** The consent signed on the Consent step (null until then, and again once the name it was signed with changes). */
  consent: signedConsentSchema.nullable().optional(),
  /** A renewal: what the order it renews prescribed, which its treatment step starts at (null for a first intake). */
  renewalOf: z.object({ productVariationKey: z.string(), planId: planIdSchema.nullable() }).nullable().optional(),
});
export type Intake = z.infer<typeof intakeSchema>;

/** The partner whose link the patient came through, as its intake pages show it (its name and logo). */
export const intakePartnerSchema = z.object({
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  /** The partner pays for its patients' treatment (billing mode PARTNER_BILLED): the checkout takes no card. */
  coversTreatment: z.boolean(),
});
export type IntakePartner = z.infer<typeof intakePartnerSchema>;
/** GET /sign-up-patient/{gymOwnerId}: the partner's name and logo for its link's first page, before an intake exists. */
export const intakePartnerReplySchema = envelope(intakePartnerSchema);
export const intakeWithQuestionsSchema = z.object({
  intake: intakeSchema,
  questionsList: z.array(questionSchema),
  /** Present when the intake came through a partner's link. */
  partner: intakePartnerSchema.optional(),
  /**
   * Once a medication is chosen: what each plan of it will cost at checkout and who pays (PARTNER: the partner's
   * invoice, at the partner's own price where it has one), priced by the server's one rule, as the checkout will.
   */
  prices: z.array(z.object({ planId: planIdSchema, amountCents: z.number().int(), billedTo: z.enum(['PATIENT', 'PARTNER']) })).optional(),
});
export type PlanPrice = NonNullable<z.infer<typeof intakeWithQuestionsSchema>['prices']>[number];
/** Reply of creating an intake: the token must be sent back in the x-intake-token header. */
export const intakeCreatedReplySchema = envelope(intakeWithQuestionsSchema.extend({ intakeToken: z.string() }));
export const intakeReplySchema = envelope(intakeWithQuestionsSchema);

/** POST /patients/create-patient-temp-form-questionnaire and POST /sign-up-patient/{gymOwnerId}. */
export const createIntakeBodySchema = z.object({
  kind: z.enum(['INTAKE']).default('INTAKE'),
  /** A partner's id from a partner link (`?partner=`). */
  partnerId: z.uuid().optional(),
  profile: partialIntakeProfileSchema.default({}),
  answers: answersSchema.default({}),
  currentStep: z.string().max(60).optional(),
});
export type CreateIntakeBody = z.input<typeof createIntakeBodySchema>;

/** PATCH /patients/update-form-questionnaire/{id} and PUT /patients/questionnaire-progress: merged into the intake. */
export const updateIntakeBodySchema = z.object({
  profile: partialIntakeProfileSchema.optional(),
  answers: answersSchema.optional(),
  currentStep: z.string().max(60).optional(),
  /** The Consent step's signature, kept with the intake (the name must match the intake's first and last name). */
  consent: consentBodySchema.optional(),
});
export type UpdateIntakeBody = z.infer<typeof updateIntakeBodySchema>;
export const saveProgressBodySchema = updateIntakeBodySchema.extend({ intakeId: z.uuid() });

/**
 * A card, as the payment method id the browser got for it: from Stripe.js (Stripe Elements) with Stripe, from the
 * sandbox tokenizer (`POST /sandbox-tokenizer/payment_methods`) otherwise. Card numbers and CVCs never reach the API:
 * a body carrying one is refused (server/platform/http/card-guard.ts).
 */
export const paymentMethodSchema = z.strictObject({
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{3,200}$/, 'Enter your card again: the payment method is not valid'),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** POST /patients: pay for the intake and create the account, patient record and order in one go. */
export const checkoutBodySchema = z.object({
  intakeId: z.uuid(),
  planId: z.enum(['monthly', 'quarterly', 'semiannual']),
  productVariationKey: z.string().max(80),
  password: z.string().min(10, 'Password must be at least 10 characters').max(200),
  consent: consentBodySchema,
  /** Required unless the intake's partner covers the treatment (`partner.coversTreatment`); then ignored. */
  payment: paymentMethodSchema.optional(),
  /** A client-made key (uuid) per checkout attempt: retrying with it never charges twice. */
  idempotencyKey: z.string().min(8).max(100),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;
export const checkoutReplySchema = envelope(
  z.object({
    orderId: z.uuid(),
    orderNumber: z.number().int(),
    email: z.string(),
    amountCents: z.number().int(),
    status: z.string(),
    /** PARTNER: the patient's partner pays (invoiced), nothing was charged to the patient. */
    billedTo: z.enum(['PATIENT', 'PARTNER']),
  }),
);

/** Legacy onboarding (POST /saving-onboarding-options), SPEC §3 "Onboarding (legacy)". */
export const legacyOnboardingBodySchema = z.object({
  intakeId: z.uuid().optional(),
  email: z.email().optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  gender: personInput.gender.optional(),
  phoneNumber: z.string().max(30).optional(),
  bmi: z.number().optional(),
  height: z.number().min(48).max(96).optional(),
  weight: z.number().min(70).max(1000).optional(),
  isDiabetes: z.boolean().optional(),
  isHistoryCancer: z.boolean().optional(),
  isKidney: z.boolean().optional(),
  medicalConditionsHistory: z.array(z.string().max(100)).max(50).optional(),
  symptomsAndConditions: z.array(z.string().max(100)).max(50).optional(),
  isAllergicReaction: z.boolean().optional(),
  isPregnantBreastfeeding: z.boolean().optional(),
});
export type LegacyOnboardingBody = z.infer<typeof legacyOnboardingBodySchema>;
export const legacyOnboardingReplySchema = envelope(z.object({ intake: intakeSchema, intakeToken: z.string().nullable() }));

/**
 * Returning patients: GET .../by-phone/{phone} without `code` sends a code by SMS to that number (if it is a
 * patient's) and answers `codeSent`; with the code it answers the questionnaire and a renewal token.
 */
export const byPhoneQuerySchema = z.object({
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export const byPhoneReplySchema = envelope(
  z.union([
    z.object({ codeSent: z.literal(true), maskedPhone: z.string() }),
    intakeWithQuestionsSchema.extend({ codeSent: z.literal(false), renewalToken: z.string() }),
  ]),
);

export const renewalOrderBodySchema = z.object({
  renewalToken: z.string().min(20).max(200),
  answers: answersSchema,
  planId: z.enum(['monthly', 'quarterly', 'semiannual']),
  productVariationKey: z.string().max(80),
  /** Required unless the patient's partner covers the treatment (`partner.coversTreatment` of the by-phone reply). */
  payment: paymentMethodSchema.optional(),
  idempotencyKey: z.string().min(8).max(100),
});

/** GET /patients/orders/{id}: the questions and answers of one's own order. */
export const orderQuestionsReplySchema = envelope(
  z.object({ orderId: z.uuid(), questionsList: z.array(questionSchema), answers: answersSchema }),
);
