import Alert from '@mui/material/Alert';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PaymentMethod } from '@contracts/onboarding';
import { FIELD_MAX, formResolver } from '@/lib/form-resolver';
import { FormTextField } from '@/components/form/form-text-field';
import type { CheckoutResult } from '@/api/payments/checkout';
import { messageOr } from '@/lib/api-errors';
import { CardEntry, type CardEntryHandle } from '@/lib/payments/card-entry';
import { TestCardHint } from '@/lib/payments/test-card-hint';
import { cardFailureText, sendWithCard } from '@/lib/payments/with-authentication';
import { OrderSummary } from './order-summary';
import { StepActions, StepCard } from './step-card';
import type { TreatmentChoice } from './treatment-step';
import { useIdempotencyKey } from './use-idempotency-key';

export const SUBMIT_FAILED = 'Failed to submit form';
export const PAY_LABEL = 'Pay and submit';
export const COVERED_SUBMIT_LABEL = 'Submit';

export interface PayArgs {
  /** The card as a payment method id (never its number); none when the patient's partner covers the treatment. */
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

/**
 * The card (as a payment method id from the card fields) and the password; a bank's confirmation (3-D Secure) is asked
 * for in between, and the order is written only once the payment went through.
 */
function CardStep({ choice, askPassword, onBack, pay, onPaid }: PaymentStepProps) {
  const keyFor = useIdempotencyKey();
  const card = useRef<CardEntryHandle>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const { control, handleSubmit } = useForm<{ password: string }>({
    resolver: formResolver(askPassword ? passwordOnly : z.object({ password: z.string() })),
    defaultValues: { password: '' },
  });

  const submit = handleSubmit(
    async (values) => {
      if (!card.current) return;
      setError(null);
      setPaying(true);
      try {
        const result = await sendWithCard(card.current, (payment) =>
          pay({
            payment,
            // The same card, plan and product are the same payment attempt: a retry never charges twice.
            idempotencyKey: keyFor(`${payment.paymentMethodId}|${choice.variation.key}|${choice.plan.id}`),
            password: askPassword ? values.password : undefined,
          }),
        );
        onPaid(result);
      } catch (e) {
        setError(cardFailureText(e, SUBMIT_FAILED));
      } finally {
        setPaying(false);
      }
      // A wrong password: the card's own errors are shown at the same time.
    },
    () => void card.current?.createPaymentMethod(),
  );

  return (
    <StepCard
      title="Payment"
      description="You are charged once now. Your doctor reviews your answers before anything is prescribed; if the treatment is not right for you, it is refunded in full."
      onSubmit={submit}
    >
      <OrderSummary choice={choice} />
      {error && <Alert severity="error">{error}</Alert>}
      <TestCardHint />
      <CardEntry ref={card} disabled={paying} />
      {askPassword && <FormTextField control={control} name="password" {...NEW_PASSWORD} />}
      <StepActions onBack={onBack} submitLabel={PAY_LABEL} loading={paying} />
    </StepCard>
  );
}
