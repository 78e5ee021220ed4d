import type { Answers, Question } from '@contracts/onboarding';

/** An answer while it is being edited: numbers stay text until submitted. */
export type FormAnswer = string | boolean | string[] | undefined;
export type FormAnswers = Record<string, FormAnswer>;

export interface QuestionGroup {
  /** The `step` name shared by the group's questions. */
  name: string;
  title: string;
  questions: Question[];
}

export const REQUIRED_ANSWER = 'Please answer this question';
export const NUMBER_ANSWER = 'Enter a number';
export const DATE_ANSWER = 'Enter a date';

/** "medical-history" or "medical_history" -> "Medical history". */
export function stepTitle(step: string): string {
  const words = step.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1).toLowerCase() : 'Questions';
}

/** Questions by step, steps in the order of their first question, questions in position order. */
export function groupQuestions(questions: readonly Question[]): QuestionGroup[] {
  const sorted = [...questions].sort((a, b) => a.position - b.position);
  const groups = new Map<string, QuestionGroup>();
  for (const q of sorted) {
    const group = groups.get(q.step) ?? { name: q.step, title: stepTitle(q.step), questions: [] };
    group.questions.push(q);
    groups.set(q.step, group);
  }
  return [...groups.values()];
}

const normal = (v: unknown): string => (v === true || v === 'yes' ? 'true' : v === false || v === 'no' ? 'false' : String(v));

function matches(answer: unknown, equals: string | boolean): boolean {
  if (answer === undefined || answer === null || answer === '') return false;
  if (Array.isArray(answer)) return answer.map(String).includes(String(equals));
  return normal(answer) === normal(equals);
}

/** A question shows when it has no condition, or its condition's question shows and has the expected answer. */
export function isVisible(
  question: Question,
  byId: ReadonlyMap<string, Question>,
  answers: FormAnswers | Answers,
  seen = new Set<string>(),
): boolean {
  const when = question.shownWhen;
  if (!when) return true;
  if (seen.has(question.id)) return false;
  seen.add(question.id);
  const parent = byId.get(when.questionId);
  if (parent && !isVisible(parent, byId, answers, seen)) return false;
  return matches(answers[when.questionId], when.equals);
}

export const indexQuestions = (questions: readonly Question[]) => new Map(questions.map((q) => [q.id, q]));

function isBlank(value: FormAnswer): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

/** Messages by question id for the visible questions of one step. */
export function validateAnswers(
  stepQuestions: readonly Question[],
  byId: ReadonlyMap<string, Question>,
  answers: FormAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of stepQuestions) {
    if (!isVisible(q, byId, answers)) continue;
    const value = answers[q.id];
    if (isBlank(value)) {
      if (q.required) errors[q.id] = REQUIRED_ANSWER;
    } else if (q.type === 'NUMBER' && !Number.isFinite(Number(value))) {
      errors[q.id] = NUMBER_ANSWER;
    } else if (q.type === 'DATE' && !/^\d{4}-\d{2}-\d{2}$/.test(String(value))) {
      errors[q.id] = DATE_ANSWER;
    }
  }
  return errors;
}

function toAnswer(q: Question, value: FormAnswer): Answers[string] {
  if (isBlank(value)) return null;
  if (q.type === 'NUMBER') return Number(value);
  if (typeof value === 'string') return value.trim();
  return value as boolean | string[];
}

/**
 * What to send for one step: its visible answers, and null for every hidden question that still holds an answer,
 * so that an answer made irrelevant by a change never reaches screening.
 */
export function answersToSave(stepQuestions: readonly Question[], all: readonly Question[], answers: FormAnswers): Answers {
  const byId = indexQuestions(all);
  const out: Answers = {};
  for (const q of stepQuestions) if (isVisible(q, byId, answers)) out[q.id] = toAnswer(q, answers[q.id]);
  for (const q of all) if (!isVisible(q, byId, answers) && !isBlank(answers[q.id])) out[q.id] = null;
  return out;
}

/** The server's answers as form values: numbers become text, nulls are left out. */
export function toFormAnswers(answers: Answers | undefined): FormAnswers {
  const out: FormAnswers = {};
  for (const [id, v] of Object.entries(answers ?? {})) {
    if (v === null) continue;
    out[id] = typeof v === 'number' ? String(v) : v;
  }
  return out;
}

/** Groups with at least one question showing for these answers. */
export function visibleGroups(questions: readonly Question[], answers: FormAnswers | Answers): QuestionGroup[] {
  const byId = indexQuestions(questions);
  return groupQuestions(questions).filter((g) => g.questions.some((q) => isVisible(q, byId, answers)));
}
