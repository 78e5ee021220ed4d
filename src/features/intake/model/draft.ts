import { z } from 'zod';

/** The two intakes a device can be in the middle of: the first one (`/start`, `/onboarding`) and a renewal. */
export type DraftKind = 'intake' | 'renewal';

export const INTAKE_DRAFT_KEY = 'intake-draft';
export const RENEWAL_DRAFT_KEY = 'renewal-draft';
const KEYS: Record<DraftKind, string> = { intake: INTAKE_DRAFT_KEY, renewal: RENEWAL_DRAFT_KEY };

/**
 * The progress store of both intakes: what lets a reload resume one, its id and the secret for anonymous calls (a
 * renewal's is its renewal token), and the billing cadence picked, which is no patient data. Answers, profile, the step
 * to resume at and the signed consent stay on the server, read again with the token.
 */
const draftSchema = z.object({
  intakeId: z.string().min(1),
  intakeToken: z.string().min(1),
  planId: z.enum(['monthly', 'quarterly', 'semiannual']).optional(),
});
export type IntakeDraft = z.infer<typeof draftSchema>;

export function readDraft(kind: DraftKind = 'intake'): IntakeDraft | null {
  try {
    const raw = localStorage.getItem(KEYS[kind]);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: IntakeDraft, kind: DraftKind = 'intake'): void {
  try {
    localStorage.setItem(KEYS[kind], JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the intake still works, it just cannot resume after a reload.
  }
}

export function clearDraft(kind: DraftKind = 'intake'): void {
  try {
    localStorage.removeItem(KEYS[kind]);
  } catch {
    // Nothing to clear.
  }
}
