import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { BmiReadout } from '@/features/intake/components/bmi-readout';
import { heightWeightSchema, HeightWeightFields, type HeightWeightInput } from '@/features/intake/components/height-weight-fields';
import { StepActions, StepCard } from '@/features/intake/components/step-card';
import { bmiFrom, numberOf, splitInches, toInches } from '@/features/intake/model/bmi';

export interface LegacyBmiValues {
  height: number;
  weight: number;
  bmi: number;
}

interface LegacyBmiStepProps {
  title: string;
  initial: { height?: number; weight?: number };
  saving: boolean;
  onBack: () => void;
  onSubmit: (values: LegacyBmiValues) => void;
}

export function LegacyBmiStep({ title, initial, saving, onBack, onSubmit }: LegacyBmiStepProps) {
  const height = initial.height ? splitInches(initial.height) : null;
  const { control, handleSubmit } = useForm<HeightWeightInput>({
    resolver: formResolver(heightWeightSchema),
    defaultValues: {
      feet: height ? String(height.feet) : '',
      inches: height ? String(height.inches) : '',
      weight: initial.weight ? String(initial.weight) : '',
    },
  });
  const [feet, inches, weight] = useWatch({ control, name: ['feet', 'inches', 'weight'] });
  const bmi = bmiFrom(toInches(numberOf(feet), numberOf(inches || '0')), numberOf(weight));

  const submit = handleSubmit((v) => {
    const total = toInches(Number(v.feet), Number(v.inches));
    onSubmit({ height: total, weight: Number(v.weight), bmi: bmiFrom(total, Number(v.weight)) ?? 0 });
  });

  return (
    <StepCard title={title} description="Your height and weight tell us your body mass index (BMI)." onSubmit={submit}>
      <HeightWeightFields control={control} />
      <BmiReadout bmi={bmi} />
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
