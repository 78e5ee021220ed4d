import type { Answers, Question } from '@contracts/onboarding';
import { formatDate, humanize } from '@/lib/format';

export const NOT_ANSWERED = 'Not answered';
export const UPLOAD_DONE = 'Photo ID uploaded';

export interface AnswerRow {
  id: string;
  question: string;
  answer: string;
  /** No answer was given: shown in a quieter style. */
  missing: boolean;
}

export interface AnswerGroup {
  step: string;
  title: string;
  rows: AnswerRow[];
}

type Value = Answers[string] | undefined;

const isBlank = (v: Value) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Yes/no answers arrive as booleans, but older intakes stored 'yes'/'no' (and conditions compare either way). */
const normal = (v: unknown): string => (v === true || v === 'yes' ? 'true' : v === false || v === 'no' ? 'false' : String(v));

function matches(answer: Value, equals: string | boolean): boolean {
  if (isBlank(answer)) return false;
  if (Array.isArray(answer)) return answer.map(normal).includes(normal(equals));
  return normal(answer) === normal(equals);
}

/** A question was shown to the patient when it has no condition, or its condition's question was shown and met it. */
export function wasShown(question: Question, byId: ReadonlyMap<string, Question>, answers: Answers, seen = new Set<string>()): boolean {
  const when = question.shownWhen;
  if (!when) return true;
  if (seen.has(question.id)) return false;
  seen.add(question.id);
  const parent = byId.get(when.questionId);
  if (parent && !wasShown(parent, byId, answers, seen)) return false;
  return matches(answers[when.questionId], when.equals);
}

const labelOf = (question: Question, value: string) => question.options.find((o) => o.value === value)?.label ?? humanize(value);

/** The answer in words, by the question's type. */
export function answerText(question: Question, value: Value): string {
  if (isBlank(value)) return NOT_ANSWERED;
  switch (question.type) {
    case 'YES_NO':
      return normal(value) === 'true' ? 'Yes' : normal(value) === 'false' ? 'No' : String(value);
    case 'SINGLE_CHOICE':
      return labelOf(question, String(value));
    case 'MULTI_CHOICE':
      return (Array.isArray(value) ? value : [String(value)]).map((v) => labelOf(question, v)).join(', ');
    case 'UPLOAD':
      return UPLOAD_DONE;
    case 'DATE':
      return formatDate(String(value));
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** Every question the patient was shown, in questionnaire order, grouped by step, with its answer in words. */
export function answerGroups(questions: readonly Question[], answers: Answers): AnswerGroup[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const groups = new Map<string, AnswerGroup>();
  for (const q of [...questions].sort((a, b) => a.position - b.position)) {
    if (!wasShown(q, byId, answers)) continue;
    const value = answers[q.id];
    const group = groups.get(q.step) ?? { step: q.step, title: humanize(q.step), rows: [] };
    group.rows.push({ id: q.id, question: q.text, answer: answerText(q, value), missing: isBlank(value) });
    groups.set(q.step, group);
  }
  return [...groups.values()];
}
