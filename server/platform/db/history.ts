/**
 * One event of a patient's history, as each module's repository selects it from its own table (orders, payments,
 * prescriptions, audit rows, notes), so that the patients module can UNION ALL them into one timeline.
 */
export type HistoryEventRow = {
  kind: string;
  id: string;
  at: Date;
  title: string;
  detail: string | null;
  order_id: string | null;
};
