import type { ActivitiesTable } from './schema-activities';
import type { CareSessionsTable } from './schema-care-sessions';
import type { CareTasksTable } from './schema-care-tasks';
import type { ChatMessagesTable, ConversationParticipantsTable, ConversationsTable } from './schema-chat';
import type { JobRunsTable } from './schema-jobs';
import type { OutcomeSummariesTable, OutcomeSummaryRunsTable } from './schema-outcomes';
import type { CheckInsTable, PlanAttentionTable, TreatmentPlanEventsTable, TreatmentPlansTable } from './schema-treatment-plans';

/** The tables of the care team, the patient's engagement and the job queue's records (part of `Database`). */
export interface EngagementTables {
  activities: ActivitiesTable;
  job_runs: JobRunsTable;
  care_tasks: CareTasksTable;
  care_sessions: CareSessionsTable;
  treatment_plans: TreatmentPlansTable;
  treatment_plan_events: TreatmentPlanEventsTable;
  check_ins: CheckInsTable;
  plan_attention: PlanAttentionTable;
  outcome_summaries: OutcomeSummariesTable;
  outcome_summary_runs: OutcomeSummaryRunsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  chat_messages: ChatMessagesTable;
}
