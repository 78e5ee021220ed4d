import type { Answers, Question } from '@contracts/onboarding';
import { groupQuestions, visibleGroups, type QuestionGroup } from './questions';

export type FlowMode = 'intake' | 'finish' | 'renewal';
export type StepKind = 'about-you' | 'details' | 'body' | 'questions' | 'treatment' | 'address' | 'consent' | 'payment';

export interface FlowStep {
  /** Saved as the intake's currentStep, so that a reload resumes here. */
  id: string;
  kind: StepKind;
  /** The section shown in the progress bar. */
  section: string;
  group?: QuestionGroup;
}

export const questionStepId = (step: string) => `q:${step}`.slice(0, 60);

const fixed = (kind: StepKind, section: string): FlowStep => ({ id: kind, kind, section });

/**
 * Questions the legacy onboarding pages already ask (by question key). The rest of the questionnaire
 * (thyroid cancer history, pancreatitis, current medication, photo ID, ...) is asked before payment.
 */
export const LEGACY_PAGE_KEYS: ReadonlySet<string> = new Set([
  'pregnant_breastfeeding',
  'diabetes',
  'kidney_disease',
  'history_cancer',
  'allergic_reaction_glp1',
  'weight_related_conditions',
  'medical_conditions',
  'symptoms_conditions',
]);

/** The renewal's screens before its questions: the phone number, then the texted code. */
export const RENEWAL_LEAD_SCREENS: readonly string[] = ['Your phone', 'Verify'];

/** What a screen is called in "Step n of m: ...": its questions' group (say "Conditions"), or its section. */
export const screenName = (step: FlowStep) => step.group?.title ?? step.section;

export interface FlowCount {
  /** The screen's place, from 1. */
  number: number;
  /** How many screens the patient goes through, for the answers so far; null while the questions are not known. */
  total: number | null;
  name: string;
}

/**
 * "Step n of m", one count over every screen the patient goes through: the screens before the questionnaire is known
 * (`lead`: the legacy onboarding's own pages, the renewal's phone and code), then the flow's steps (`buildSteps`, so a
 * step an answer hides is not counted). `known` false: the questions are not known yet (no intake), so neither is the
 * total.
 */
export function countScreens(lead: readonly string[], steps: readonly FlowStep[], at: number, known = true): FlowCount {
  const names = [...lead, ...steps.map(screenName)];
  const index = Math.max(0, Math.min(at, names.length - 1));
  return { number: index + 1, total: known ? names.length : null, name: names[index] ?? '' };
}

/**
 * Every screen of a flow in order. `intake` is the v2 intake; `finish` ends the legacy onboarding with the
 * questions its own pages did not ask; `renewal` is a returning patient's questionnaire and payment.
 * Question steps come from the server's list; a step with nothing to show for the saved answers is left out.
 */
export function buildSteps(mode: FlowMode, questions: readonly Question[], answers: Answers, includeHidden = false): FlowStep[] {
  const tail = [fixed('treatment', 'Treatment'), fixed('address', 'Address'), fixed('consent', 'Consent'), fixed('payment', 'Payment')];
  if (mode === 'finish') {
    const remaining = questions.filter((q) => !LEGACY_PAGE_KEYS.has(q.key));
    return [fixed('details', 'Your details'), ...questionSteps(remaining, answers, includeHidden), ...tail];
  }
  if (mode === 'renewal') return [...questionSteps(questions, answers, includeHidden), tail[0], tail[3]];
  return [fixed('about-you', 'About you'), fixed('body', 'Your body'), ...questionSteps(questions, answers, includeHidden), ...tail];
}

function questionSteps(questions: readonly Question[], answers: Answers, includeHidden: boolean): FlowStep[] {
  const groups = includeHidden ? groupQuestions(questions) : visibleGroups(questions, answers);
  return groups.map<FlowStep>((group) => ({ id: questionStepId(group.name), kind: 'questions', section: 'Health questions', group }));
}

interface Reachable {
  hasIntake: boolean;
  hasPlan: boolean;
  hasConsent: boolean;
}

/**
 * The step to show for a wanted id: the first step before an intake exists; the treatment step for payment or
 * consent without a chosen plan; consent again for payment without a signature (it is kept in memory only).
 */
export function resolveStep(steps: readonly FlowStep[], wanted: string | null, state: Reachable): FlowStep {
  const first = steps[0];
  if (!state.hasIntake) return first;
  const step = steps.find((s) => s.id === wanted) ?? first;
  const find = (kind: StepKind) => steps.find((s) => s.kind === kind) ?? first;
  if ((step.kind === 'payment' || step.kind === 'consent') && !state.hasPlan) return find('treatment');
  if (step.kind === 'payment' && !state.hasConsent) return find('consent');
  return step;
}

/**
 * The step before or after `fromId` for these answers. Steps keep one order whatever is shown, so a follow-up step
 * revealed by an answer comes in its place, and a step hidden by one is skipped.
 */
export function neighbourStep(
  mode: FlowMode,
  questions: readonly Question[],
  answers: Answers,
  fromId: string,
  direction: 1 | -1,
): string | null {
  const shown = new Set(buildSteps(mode, questions, answers).map((s) => s.id));
  const all = buildSteps(mode, questions, answers, true);
  const at = all.findIndex((s) => s.id === fromId);
  if (at < 0) return null;
  const candidates = direction === 1 ? all.slice(at + 1) : all.slice(0, at).reverse();
  return candidates.find((s) => shown.has(s.id))?.id ?? null;
}
