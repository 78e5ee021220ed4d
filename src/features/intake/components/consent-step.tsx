import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { consentBodySchema } from '@contracts/onboarding';
import { formResolver } from '@/lib/form-resolver';
import { FormTextField } from '@/components/form/form-text-field';
import { PRIVACY_NOTICE, TELEHEALTH_CONSENT } from '@/features/intake/model/consent-texts';
import { formatUsd } from '@/features/intake/model/pricing';
import { ConsentDocument } from './consent-document';
import { StepActions, StepCard } from './step-card';

export const AGREE_LABEL = 'I have read and agree to the telehealth consent and privacy notice';
export const SIGN_LABEL = 'Type your full name to sign';

const squash = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();

export interface ConsentValues {
  signedName: string;
}

/** What the order will cost: the server's price, and the partner who pays it (when one does). */
export interface ConsentCharge {
  amountCents: number;
  coveredBy: string | null;
}

/** What the patient agrees to pay, said as the payment step and the checkout do it. */
export function chargeSentence({ amountCents, coveredBy }: ConsentCharge): string {
  return coveredBy
    ? `${coveredBy} pays for your treatment (${formatUsd(amountCents)}): you will not be charged.`
    : `You are charged ${formatUsd(amountCents)} once, when you submit your order on the next step. If the doctor decides this treatment is not right for you, it is refunded in full.`;
}

interface ConsentStepProps {
  fullName: string;
  defaultSignedName?: string;
  /** Unknown until the server has priced the chosen plan. */
  charge?: ConsentCharge;
  saving: boolean;
  onBack: () => void;
  onSubmit: (values: ConsentValues) => void;
}

export function ConsentStep({ fullName, defaultSignedName = '', charge, saving, onBack, onSubmit }: ConsentStepProps) {
  const schema = z.object({
    agreed: z.boolean().refine(Boolean, 'Please confirm that you agree to continue'),
    signedName: z
      .string()
      .trim()
      .min(1, 'Type your full name')
      .refine((v) => squash(v) === squash(fullName), `Type your name as you entered it: ${fullName}`),
  });
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { agreed: Boolean(defaultSignedName), signedName: defaultSignedName },
  });

  return (
    <StepCard
      title="Consent"
      description="Before a doctor can treat you online, please read and sign the telehealth informed consent and our privacy notice."
      onSubmit={handleSubmit(({ signedName }) => onSubmit({ signedName: signedName.replace(/\s+/g, ' ') }))}
    >
      <ConsentDocument doc={TELEHEALTH_CONSENT} />
      <ConsentDocument doc={PRIVACY_NOTICE} />
      {charge && (
        <Typography component="p" aria-label="What you pay" sx={{ fontWeight: 600 }}>
          {chargeSentence(charge)}
        </Typography>
      )}
      <Controller
        control={control}
        name="agreed"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              label={AGREE_LABEL}
              control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="signedName"
        label={SIGN_LABEL}
        autoComplete="name"
        required
        maxLength={consentBodySchema.shape.signedName.maxLength ?? undefined}
        helperText={`Your legal name: ${fullName}`}
      />
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
