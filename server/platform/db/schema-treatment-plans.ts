import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A patient's dose-titration plan (migration 0035): at most one ACTIVE or PAUSED per patient. */
export interface TreatmentPlansTable {
  id: Generated<string>;
  patient_id: string;
  /** The medication whose schedule it follows (contracts/doses.ts `titrationSchedule`). */
  medication: string;
  /** 0-based step of the schedule. */
  step_index: number;
  status: ColumnType<'ACTIVE' | 'PAUSED' | 'CANCELED', 'ACTIVE' | 'PAUSED' | 'CANCELED' | undefined>;
  started_order_id: string | null;
  step_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /**
   * The starting weight and the weights near weeks 12, 24 and 52 (migration 0056): kept by the database from the
   * patient's WEIGHT entries, never written by the application.
   */
  start_weight: ColumnType<number | null, never, never>;
  weight_week12: ColumnType<number | null, never, never>;
  weight_week24: ColumnType<number | null, never, never>;
  weight_week52: ColumnType<number | null, never, never>;
  /**
   * The patient's latest weight (its value, day and when it was logged), and the one logged 4 to 6 weeks before it
   * that "losing too fast" compares it with (migration 0061): kept by the database like the milestones.
   */
  latest_weight: ColumnType<number | null, never, never>;
  latest_weight_date: ColumnType<string | null, never, never>;
  latest_weight_at: ColumnType<Date | null, never, never>;
  fast_loss_weight: ColumnType<number | null, never, never>;
  fast_loss_weight_date: ColumnType<string | null, never, never>;
}

/**
 * The plans on a doctor's outcome lists (migration 0062), by their patient's doctor and partner, with the lists they
 * are on as the outcome summary job's pass decided them; all three null (undecided) once something changed since.
 */
export interface PlanAttentionTable {
  plan_id: string;
  patient_id: string;
  doctor_id: string | null;
  partner_id: string | null;
  /** The plan's start (treatment_plans.created_at): the lists' order. */
  started_at: Date;
  not_responding: boolean | null;
  losing_fast: boolean | null;
  no_weight: boolean | null;
  marked_at: ColumnType<Date, Date | undefined, Date>;
}

export interface TreatmentPlanEventsTable {
  id: Generated<string>;
  plan_id: string;
  type: 'STARTED' | 'STEPPED_UP' | 'HELD' | 'STEPPED_DOWN' | 'PAUSED' | 'RESUMED' | 'CANCELED' | 'OUTCOME_REVIEWED';
  /** An OUTCOME_REVIEWED event's decision (migration 0051); null on every other event. */
  decision: ColumnType<
    'CONTINUE' | 'CHANGE_DOSE' | 'STOP' | 'VISIT' | null,
    'CONTINUE' | 'CHANGE_DOSE' | 'STOP' | 'VISIT' | null | undefined,
    never
  >;
  from_dose: string | null;
  to_dose: string | null;
  reason: string | null;
  actor_user_id: string | null;
  actor_role: string | null;
  created_at: CreatedAt;
}

/** A refill check-in (migration 0035); `order_id` is set when a renewal is sent with it. */
export interface CheckInsTable {
  id: Generated<string>;
  plan_id: string;
  patient_id: string;
  order_id: string | null;
  weight: number;
  severity: 'NONE' | 'MILD' | 'MODERATE' | 'SEVERE';
  side_effects: ColumnType<string[], string[] | undefined, string[]>;
  other_side_effect: string | null;
  missed_doses: number;
  notes: string | null;
  flagged: boolean;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  review_note: string | null;
  created_at: CreatedAt;
}
