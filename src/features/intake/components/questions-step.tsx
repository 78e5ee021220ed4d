import Alert from '@mui/material/Alert';
import { useMemo, useState, type FormEvent } from 'react';
import type { Answers, Question } from '@contracts/onboarding';
import {
  answersToSave,
  indexQuestions,
  isVisible,
  toFormAnswers,
  validateAnswers,
  type FormAnswers,
  type QuestionGroup,
} from '@/features/intake/model/questions';
import { QuestionField } from './question-field';
import { StepActions, StepCard } from './step-card';
import type { UploadTarget } from './upload-question';

interface QuestionsStepProps {
  group: QuestionGroup;
  /** Every question of the questionnaire: conditions may point at another step's question. */
  questions: readonly Question[];
  answers: Answers;
  upload: UploadTarget | null;
  saving: boolean;
  onBack?: () => void;
  /** The step's answers, with null for questions hidden by a changed answer. */
  onSubmit: (answers: Answers) => void;
}

/** One step of the questionnaire, rendered from the server's questions: never hard-coded. */
export function QuestionsStep({ group, questions, answers, upload, saving, onBack, onSubmit }: QuestionsStepProps) {
  const byId = useMemo(() => indexQuestions(questions), [questions]);
  const [values, setValues] = useState<FormAnswers>(() => toFormAnswers(answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const visible = group.questions.filter((q) => isVisible(q, byId, values));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAnswers(group.questions, byId, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(answersToSave(group.questions, questions, values));
  };

  return (
    <StepCard
      title={group.title}
      description="Please answer honestly: your doctor relies on these answers to keep you safe."
      onSubmit={submit}
    >
      {Object.keys(errors).length > 0 && <Alert severity="error">Please answer the questions marked below.</Alert>}
      {visible.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={values[q.id]}
          error={errors[q.id]}
          upload={upload}
          onChange={(value) => {
            setValues((prev) => ({ ...prev, [q.id]: value }));
            setErrors(({ [q.id]: _cleared, ...rest }) => rest);
          }}
        />
      ))}
      <StepActions onBack={onBack} loading={saving} />
    </StepCard>
  );
}
