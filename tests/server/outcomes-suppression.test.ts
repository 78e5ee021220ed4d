/**
 * Small-cell suppression of the outcome aggregates (README "Outcomes"), on a partner of its own so that every count is
 * known: a medication with 10 patients shows no figure at all, the 11th patient shows the group; fewer than 11 on
 * treatment hides that one figure while the weeks' figures with 11 behind them stay; a week no one has reached reads
 * as hidden; one partner's patients never count in another's figures; the administrator's group of the partner
 * reads the same, and per doctor the patients with none are grouped apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenMilestone, type AdminOutcomes, type MedicationOutcome, type PartnerOutcomes } from '#contracts/outcomes';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { auditDetails } from './helpers/audit';
import { createOtherPartner, type OtherPartner } from './helpers/other-partner';
import { logWeight } from './helpers/outcomes';
import { insertPatient } from './helpers/partners';

let t: TestApp;
let other: OtherPartner;
const token: Record<string, string> = {};
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
// Plans started 100 days ago: week 12 (day 84) reached, week 24 (day 168) not.
const STARTED_DAYS_AGO = 100;

beforeAll(async () => {
  t = await createTestApp();
  other = await createOtherPartner(t);
  token.other = other.session.accessToken;
  token.partner = (await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
  token.admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
});
afterAll(() => t.close());

const get = async <T>(url: string, as: string) => {
  const res = await call(t.app, { method: 'GET', url, token: token[as] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as T;
};
const medication = (meds: readonly MedicationOutcome[], name: string) => meds.find((m) => m.medication === name)!;
const week = (m: MedicationOutcome, w: number) => m.milestones.find((s) => s.week === w)!;

let added = 0;
/** A patient of the other partner on tirzepatide who weighed `start` lb at the start and lost `lostPercent` by week 12. */
async function addPatient(start: number, lostPercent: number) {
  added += 1;
  const { patientId } = await insertPatient(t, other.partnerId, {
    email: `cohort${added}@suppression.test`,
    password_hash: 'x',
    first_name: 'Cell',
    last_name: `Patient ${added}`,
    phone_number: null,
  });
  const started = daysAgo(STARTED_DAYS_AGO);
  const plan = await t.db
    .insertInto('treatment_plans')
    .values({
      patient_id: patientId,
      medication: 'tirzepatide',
      step_index: 2,
      status: 'ACTIVE',
      created_at: started,
      step_started_at: started,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [day, weight] of [
    [0, start],
    [84, start * (1 - lostPercent / 100)],
  ] as const)
    await logWeight(t, patientId, STARTED_DAYS_AGO - day, weight);
  return plan.id;
}

describe('small-cell suppression', () => {
  const hiddenMilestones = [12, 24, 52].map(hiddenMilestone);
  let demoTirzepatide: MedicationOutcome;
  let firstPlan = '';

  it('shows nothing of a medication with 10 patients, not even how many are on treatment', async () => {
    demoTirzepatide = medication((await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner')).medications, 'tirzepatide');
    // 10 patients losing 2%, 4%, ... 20% by week 12.
    for (let i = 1; i <= 10; i++) {
      const plan = await addPatient(200 + i, i * 2);
      firstPlan ||= plan;
    }
    const { medications } = await get<PartnerOutcomes>('/gym-owner/outcomes', 'other');
    expect(medication(medications, 'tirzepatide')).toEqual({
      medication: 'tirzepatide',
      onTreatment: null,
      suppressed: true,
      milestones: hiddenMilestones,
    });
    // No patient on semaglutide: it reads the same as a small group (the list of medications is fixed).
    expect(medication(medications, 'semaglutide')).toMatchObject({ onTreatment: null, suppressed: true });
  });

  it('shows the medication once an 11th patient joins: the count behind each figure, the median and the shares', async () => {
    await addPatient(230, 22);
    const { medications } = await get<PartnerOutcomes>('/gym-owner/outcomes', 'other');
    const tirzepatide = medication(medications, 'tirzepatide');
    expect(tirzepatide).toMatchObject({ onTreatment: 11, suppressed: false });
    // Lost 2, 4, ..., 20 and 22 percent: the median is 12; 2 and 4 are under 5%; 2 to 8 are under 10%.
    expect(week(tirzepatide, 12)).toEqual({
      week: 12,
      patients: 11,
      medianLostPercent: 12,
      lostAtLeast5: 9,
      lostAtLeast10: 7,
      suppressed: false,
    });
    // Week 24 is not reached yet: no one behind it, hidden like any group under 11.
    expect(week(tirzepatide, 24)).toMatchObject({ patients: null, suppressed: true });
    // The other partner's patients never count in the demo partner's figures.
    const demo = medication((await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner')).medications, 'tirzepatide');
    expect(demo).toEqual(demoTirzepatide);
  });

  it('hides the number on treatment when 10 of the 11 are, and keeps the figures with 11 behind them', async () => {
    await t.db.updateTable('treatment_plans').set({ status: 'PAUSED' }).where('id', '=', firstPlan).execute();
    const tirzepatide = medication((await get<PartnerOutcomes>('/gym-owner/outcomes', 'other')).medications, 'tirzepatide');
    expect(tirzepatide).toMatchObject({ onTreatment: null, suppressed: false });
    expect(week(tirzepatide, 12)).toMatchObject({ patients: 11, medianLostPercent: 12, suppressed: false });
  });

  it("gives the administrator the same figures in the partner's group, and groups patients with no doctor apart", async () => {
    const mine = medication((await get<PartnerOutcomes>('/gym-owner/outcomes', 'other')).medications, 'tirzepatide');
    const byPartner = await get<AdminOutcomes>('/super-admin/outcomes?by=partner', 'admin');
    const group = byPartner.groups.find((g) => g.label === 'Other Fitness')!;
    expect(medication(group.medications, 'tirzepatide')).toEqual(mine);
    const byDoctor = await get<AdminOutcomes>('/super-admin/outcomes?by=doctor', 'admin');
    const unassigned = byDoctor.groups.find((g) => g.label === 'No doctor assigned')!;
    expect(medication(unassigned.medications, 'tirzepatide')).toEqual(mine);
    // Each aggregate read is one row naming no patient.
    const rows = await t.db
      .selectFrom('audit_logs')
      .select(['patient_id', 'details'])
      .where('resource_type', '=', 'outcome_summary')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.every((r) => r.patient_id === null)).toBe(true);
    expect(await auditDetails(t.db, { action: 'READ', resource_type: 'outcome_summary' })).toContainEqual({ by: 'doctor' });
  });
});
