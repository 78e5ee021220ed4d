import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { IntakeProfile } from '@contracts/onboarding';
import { formResolver } from '@/lib/form-resolver';
import { FormTextField } from '@/components/form/form-text-field';
import { bmiFrom, numberOf, splitInches, toInches } from '@/features/intake/model/bmi';
import { BmiReadout } from './bmi-readout';
import { checkHeightWeight, decimalText, heightWeightShape, HeightWeightFields } from './height-weight-fields';
import { StepActions, StepCard } from './step-card';

const bodySchema = z.object({ ...heightWeightShape, goalWeight: decimalText('Enter your goal weight in pounds') }).superRefine((v, ctx) => {
  checkHeightWeight(v, ctx);
  const goal = numberOf(v.goalWeight);
  if (Number.isFinite(goal) && (goal < 70 || goal > 1000))
    ctx.addIssue({ code: 'custom', path: ['goalWeight'], message: 'Enter a weight between 70 and 1000 lb' });
});
type BodyInput = z.input<typeof bodySchema>;

export interface BodyValues {
  height: number;
  weight: number;
  goalWeight: number;
}

interface BodyStepProps {
  profile: Partial<IntakeProfile>;
  /** The server's BMI from the last save: authoritative while the inputs are unchanged. */
  savedBmi: number | null;
  saving: boolean;
  onBack: () => void;
  onSubmit: (values: BodyValues) => void;
}

export function BodyStep({ profile, savedBmi, saving, onBack, onSubmit }: BodyStepProps) {
  const height = profile.height ? splitInches(profile.height) : null;
  const { control, handleSubmit, formState } = useForm<BodyInput>({
    resolver: formResolver(bodySchema),
    defaultValues: {
      feet: height ? String(height.feet) : '',
      inches: height ? String(height.inches) : '',
      weight: profile.weight ? String(profile.weight) : '',
      goalWeight: profile.goalWeight ? String(profile.goalWeight) : '',
    },
  });
  const [feet, inches, weight] = useWatch({ control, name: ['feet', 'inches', 'weight'] });
  const live = bmiFrom(toInches(numberOf(feet), numberOf(inches || '0')), numberOf(weight));
  const bmi = formState.isDirty || savedBmi === null ? live : savedBmi;

  const submit = handleSubmit((v) =>
    onSubmit({ height: toInches(Number(v.feet), Number(v.inches)), weight: Number(v.weight), goalWeight: Number(v.goalWeight) }),
  );

  return (
    <StepCard title="Your body" description="Your height and weight tell us your body mass index (BMI)." onSubmit={submit}>
      <HeightWeightFields control={control} />
      <BmiReadout bmi={bmi} />
      <FormTextField
        control={control}
        name="goalWeight"
        label="Goal weight (lb)"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
