import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CreateIntakeBody, Intake, IntakePartner, Question, UpdateIntakeBody } from '@contracts/onboarding';
import type { PricingPlan } from '@contracts/catalog';
import { useCreateIntake } from '@/api/intake/create-intake';
import { intakeKey, useIntake } from '@/api/intake/get-intake';
import { useUpdateIntake } from '@/api/intake/update-intake';
import { clearDraft, readDraft, writeDraft, type DraftKind, type IntakeDraft } from '@/features/intake/model/draft';

/**
 * The intake being filled in (the first one, or a renewal: `kind`): resumed from its draft in the progress store
 * (localStorage), created on the first step (a renewal: found by phone), saved on every step. The server's replies are
 * the one copy of the intake (in the SWR cache).
 */
export function useIntakeSession(kind: DraftKind = 'intake') {
  const [draft, setDraft] = useState<IntakeDraft | null>(() => readDraft(kind));
  const intake = useIntake(draft);
  const { mutate } = useSWRConfig();
  const create = useCreateIntake();
  const update = useUpdateIntake();

  const keep = (next: IntakeDraft | null) => {
    if (next) writeDraft(next, kind);
    else clearDraft(kind);
    setDraft(next);
  };

  const start = async (body: CreateIntakeBody, partnerId?: string | null) => {
    const reply = await create.trigger({ body, partnerId });
    const next: IntakeDraft = { intakeId: reply.intake.id, intakeToken: reply.intakeToken };
    // Cached before the key is used, so that the new key reads it instead of fetching what was just created.
    await mutate(intakeKey(next), { intake: reply.intake, questionsList: reply.questionsList }, { revalidate: false });
    keep(next);
    return reply;
  };

  const save = async (body: UpdateIntakeBody) => {
    if (!draft) throw new Error('No intake to save');
    const reply = await update.trigger({ intakeId: draft.intakeId, intakeToken: draft.intakeToken, body });
    await intake.mutate(reply, { revalidate: false });
    return reply;
  };

  /** Goes on with an intake found another way (by phone, from another device). */
  const adopt = async (next: IntakeDraft, data: { intake: Intake; questionsList: Question[]; partner?: IntakePartner }) => {
    await mutate(intakeKey(next), data, { revalidate: false });
    keep(next);
  };

  return {
    draft,
    adopt,
    data: intake.data,
    error: intake.error as unknown,
    isLoading: Boolean(draft) && !intake.data && !intake.error,
    saving: create.isMutating || update.isMutating,
    start,
    save,
    choosePlan: (planId: PricingPlan['id']) => draft && keep({ ...draft, planId }),
    /** Forgets the intake on this device (start again, or finished). */
    forget: () => keep(null),
  };
}

export type IntakeSession = ReturnType<typeof useIntakeSession>;
