import TextField from '@mui/material/TextField';
import type { Question } from '@contracts/onboarding';
import type { FormAnswer } from '@/features/intake/model/questions';
import { ChoiceQuestion } from './choice-question';
import { UploadQuestion, type UploadTarget } from './upload-question';

/** The server keeps a written answer of up to 2000 characters (contracts/onboarding.ts answersSchema). */
const ANSWER_MAX_LENGTH = 2000;

interface QuestionFieldProps {
  question: Question;
  value: FormAnswer;
  error?: string;
  onChange: (value: FormAnswer) => void;
  upload: UploadTarget | null;
}

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** One question from the server's list, rendered by its type; its text is its accessible name. */
export function QuestionField({ question: q, value, error, onChange, upload }: QuestionFieldProps) {
  const help = q.help ?? (q.required ? null : 'Optional');
  switch (q.type) {
    case 'YES_NO':
      return (
        <ChoiceQuestion
          label={q.text}
          help={help}
          error={error}
          options={YES_NO}
          value={typeof value === 'boolean' ? String(value) : undefined}
          onChange={(v) => onChange(v === 'true')}
        />
      );
    case 'SINGLE_CHOICE':
    case 'MULTI_CHOICE':
      return (
        <ChoiceQuestion
          label={q.text}
          help={help}
          error={error}
          options={q.options}
          multiple={q.type === 'MULTI_CHOICE'}
          value={typeof value === 'string' || Array.isArray(value) ? value : undefined}
          onChange={onChange}
        />
      );
    case 'UPLOAD':
      return (
        <UploadQuestion
          label={q.text}
          help={help}
          error={error}
          value={typeof value === 'string' && value ? value : undefined}
          onChange={onChange}
          target={upload}
        />
      );
    default:
      return (
        <TextField
          label={q.text}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? help}
          type={q.type === 'DATE' ? 'date' : 'text'}
          multiline={q.type === 'TEXT'}
          minRows={q.type === 'TEXT' ? 2 : undefined}
          slotProps={{
            inputLabel: { shrink: q.type === 'DATE' ? true : undefined },
            htmlInput: {
              inputMode: q.type === 'NUMBER' ? 'decimal' : undefined,
              'aria-required': q.required || undefined,
              maxLength: ANSWER_MAX_LENGTH,
            },
          }}
        />
      );
  }
}
