import { z } from 'zod';

export const INTAKE_DRAFT_KEY = 'intake-draft';

/**
 * What lets a reload resume an intake: its id and the secret for anonymous calls (and the billing cadence picked,
 * which is no patient data). Answers and profile stay on the server.
 */
const draftSchema = z.object({
  intakeId: z.string().min(1),
  intakeToken: z.string().min(1),
  planId: z.enum(['monthly', 'quarterly', 'semiannual']).optional(),
});
export type IntakeDraft = z.infer<typeof draftSchema>;

export function readDraft(): IntakeDraft | null {
  try {
    const raw = localStorage.getItem(INTAKE_DRAFT_KEY);
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: IntakeDraft): void {
  try {
    localStorage.setItem(INTAKE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the intake still works, it just cannot resume after a reload.
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(INTAKE_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
