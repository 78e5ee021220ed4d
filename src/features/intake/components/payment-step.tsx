import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PaymentMethod } from '@contracts/onboarding';
import { FIELD_MAX, formResolver } from '@/lib/form-resolver';
import { FormTextField } from '@/components/form/form-text-field';
import type { CheckoutResult } from '@/api/payments/checkout';
import { messageOr } from '@/lib/api-errors';
import { CardFields, cardFingerprint, cardShape, checkExpiry, toPaymentMethod } from './card-fields';
import { OrderSummary } from './order-summary';
import { StepActions, StepCard } from './step-card';
import { TestCardHint } from './test-card-hint';
import type { TreatmentChoice } from './treatment-step';
import { useIdempotencyKey } from './use-idempotency-key';

export const SUBMIT_FAILED = 'Failed to submit form';
export const PAY_LABEL = 'Pay and submit';
export const COVERED_SUBMIT_LABEL = 'Submit';

const withPassword = z
  .object({ ...cardShape, password: z.string().min(10, 'Password must be at least 10 characters').max(FIELD_MAX.password) })
  .superRefine(checkExpiry);
type PaymentInput = z.input<typeof withPassword>;

export interface PayArgs {
  /** None when the patient's partner covers the treatment. */
  payment?: PaymentMethod;
  idempotencyKey: string;
  /** Only when the step asks for a password (a first order creates the account). */
  password?: string;
}

interface PaymentStepProps {
  choice: TreatmentChoice;
  askPassword: boolean;
  /** The partner paying for the treatment (its billing mode is PARTNER_BILLED): no card is asked for. */
  coveredBy?: string | null;
  onBack: () => void;
  pay: (args: PayArgs) => Promise<CheckoutResult>;
  onPaid: (result: CheckoutResult) => void;
}

/** Card and (for a new patient) a password; a decline is shown here and the form stays for another card. */
export function PaymentStep(props: PaymentStepProps) {
  return props.coveredBy ? <CoveredStep {...props} coveredBy={props.coveredBy} /> : <CardStep {...props} />;
}

/** The password of the account a first order creates. */
const NEW_PASSWORD = {
  label: 'Create a password',
  type: 'password',
  autoComplete: 'new-password',
  required: true,
  maxLength: FIELD_MAX.password,
  helperText: 'At least 10 characters. You will sign in with it and a code we email you.',
} as const;

const passwordOnly = z.object({ password: z.string().min(10, 'Password must be at least 10 characters').max(FIELD_MAX.password) });

/** A treatment the partner pays for: no card, only the password of a new account; the order goes to the partner's invoice. */
function CoveredStep({ choice, askPassword, coveredBy, onBack, pay, onPaid }: PaymentStepProps & { coveredBy: string }) {
  const keyFor = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { control, handleSubmit } = useForm<{ password: string }>({
    resolver: formResolver(askPassword ? passwordOnly : z.object({ password: z.string() })),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    setSending(true);
    try {
      const idempotencyKey = keyFor(`covered|${choice.variation.key}|${choice.plan.id}`);
      onPaid(await pay({ idempotencyKey, password: askPassword ? values.password : undefined }));
    } catch (e) {
      setError(messageOr(e, SUBMIT_FAILED));
    } finally {
      setSending(false);
    }
  });

  return (
    <StepCard
      title="Your treatment is covered"
      description={`${coveredBy} pays for your treatment: you will not be charged. Your doctor reviews your answers before anything is prescribed.`}
      onSubmit={submit}
    >
      <OrderSummary choice={choice} coveredBy={coveredBy} />
      {error && <Alert severity="error">{error}</Alert>}
      {askPassword && <FormTextField control={control} name="password" {...NEW_PASSWORD} />}
      <StepActions onBack={onBack} submitLabel={COVERED_SUBMIT_LABEL} loading={sending} />
    </StepCard>
  );
}

function CardStep({ choice, askPassword, onBack, pay, onPaid }: PaymentStepProps) {
  const keyFor = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const schema = askPassword ? withPassword : z.object({ ...cardShape, password: z.string() }).superRefine(checkExpiry);
  const { control, handleSubmit } = useForm<PaymentInput>({
    resolver: formResolver(schema),
    defaultValues: { cardNumber: '', expMonth: '', expYear: '', cvc: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    setPaying(true);
    try {
      const idempotencyKey = keyFor(`${cardFingerprint(values)}|${choice.variation.key}|${choice.plan.id}`);
      const result = await pay({ payment: toPaymentMethod(values), idempotencyKey, password: askPassword ? values.password : undefined });
      onPaid(result);
    } catch (e) {
      setError(messageOr(e, SUBMIT_FAILED));
    } finally {
      setPaying(false);
    }
  });

  return (
    <StepCard
      title="Payment"
      description="You are charged once now. Your doctor reviews your answers before anything is prescribed; if the treatment is not right for you, it is refunded in full."
      onSubmit={submit}
    >
      <OrderSummary choice={choice} />
      {error && <Alert severity="error">{error}</Alert>}
      <TestCardHint />
      <CardFields control={control} />
      {askPassword && <FormTextField control={control} name="password" {...NEW_PASSWORD} />}
      <StepActions onBack={onBack} submitLabel={PAY_LABEL} loading={paying} />
    </StepCard>
  );
}
