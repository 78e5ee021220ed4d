import { contradictsNone, NONE_OPTION, type Answers, type Intake, type IntakeProfile, type Question } from '#contracts/onboarding';
import type { IntakeRow, QuestionRow } from '#server/platform/db/schema';
import { badRequest, type ErrorDetail } from '#server/platform/errors';

export function questionViews(rows: QuestionRow[]): Question[] {
  const idByKey = new Map(rows.map((r) => [r.key, r.id]));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    step: r.step,
    position: r.position,
    text: r.text,
    help: r.help,
    type: r.type,
    options: r.options,
    required: r.required,
    shownWhen:
      r.shown_when && idByKey.has(r.shown_when.questionKey)
        ? { questionId: idByKey.get(r.shown_when.questionKey)!, equals: r.shown_when.equals }
        : null,
  }));
}

export function intakeView(
  row: IntakeRow,
  kind: 'INTAKE' | 'RENEWAL',
  orderId: string | null,
  renewalOf: Intake['renewalOf'] = null,
): Intake {
  const findings = row.screening ?? [];
  return {
    id: row.id,
    questionnaireId: row.questionnaire_id,
    kind,
    status: row.status,
    submitted: row.status === 'SUBMITTED',
    partnerId: row.partner_id,
    profile: row.profile as Partial<IntakeProfile>,
    answers: row.answers as Answers,
    currentStep: row.current_step,
    bmi: row.bmi === null ? null : Number(row.bmi),
    eligible: row.eligible,
    hardStops: findings.filter((f) => f.severity === 'HARD_STOP'),
    orderId,
    updatedAt: row.updated_at.toISOString(),
    consent: row.consent,
    renewalOf,
  };
}

/** A typed signature matches a name whatever its case and spacing ("Ada  lovelace" signs for "Ada Lovelace"). */
export const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Is the question shown, given the answers so far? */
export function isShown(question: Question, answers: Answers): boolean {
  if (!question.shownWhen) return true;
  const answer = answers[question.shownWhen.questionId];
  return Array.isArray(answer) ? answer.includes(String(question.shownWhen.equals)) : answer === question.shownWhen.equals;
}

/** Answers keyed by question id must belong to the questionnaire and fit each question's type. */
export function checkAnswers(questions: Question[], answers: Answers): void {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const details: ErrorDetail[] = [];
  for (const [id, value] of Object.entries(answers)) {
    const q = byId.get(id);
    const path = `answers.${id}`;
    if (!q) {
      details.push({ path, message: 'Not a question of this questionnaire' });
      continue;
    }
    if (value === null) continue;
    const values = q.options.map((o) => o.value);
    const ok =
      (q.type === 'YES_NO' && typeof value === 'boolean') ||
      (q.type === 'SINGLE_CHOICE' && typeof value === 'string' && values.includes(value)) ||
      (q.type === 'MULTI_CHOICE' && Array.isArray(value) && value.every((v) => values.includes(v))) ||
      (q.type === 'TEXT' && typeof value === 'string') ||
      (q.type === 'NUMBER' && typeof value === 'number') ||
      (q.type === 'DATE' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) ||
      (q.type === 'UPLOAD' && typeof value === 'string' && value.length > 0);
    if (!ok) details.push({ path, message: `Invalid answer for "${q.text}"` });
    else if (q.type === 'MULTI_CHOICE' && contradictsNone(value)) {
      const none = q.options.find((o) => o.value === NONE_OPTION)?.label ?? 'None';
      const message = `"${q.text}": "${none}" cannot be chosen with another answer`;
      // Said plainly, not as a path: the patient reads it.
      throw badRequest(message, [{ path, message }]);
    }
  }
  if (details.length) throw badRequest(`Invalid request: ${details[0].path}: ${details[0].message}`, details);
}

/** Required, shown questions still unanswered. */
export function missingAnswers(questions: Question[], answers: Answers): Question[] {
  return questions.filter((q) => {
    if (!q.required || !isShown(q, answers)) return false;
    const a = answers[q.id];
    return a === undefined || a === null || a === '' || (Array.isArray(a) && a.length === 0);
  });
}

/** Answers by question key, for the screening rules. */
export function answersByKey(questions: Question[], answers: Answers): Record<string, unknown> {
  return Object.fromEntries(questions.filter((q) => q.id in answers).map((q) => [q.key, answers[q.id]]));
}
