/**
 * The outcome figures computed ahead of the read (README "Outcomes", migration 0061): the administrator's aggregate
 * from the summary rows the outcome summary job writes (with `asOf`, computed on the first read of a grouping never
 * computed, suppressed at read time), and the doctor's lists from the latest weight and the "losing too fast"
 * comparison weight the database keeps on each plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenMilestone, type AdminOutcomes, type Attention, type MedicationOutcome, type PartnerOutcomes } from '#contracts/outcomes';
import { runOutcomeSummaryPassOnce } from '#server/jobs/outcome-summaries';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { logWeight, patientWith } from './helpers/outcomes';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token.doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  token.admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  token.partner = (await signIn(t.app, 'partner@demo.test', DEMO_PASSWORD)).accessToken;
});
afterAll(() => t.close());

const get = async <T>(url: string, as: string, app = t) => {
  const res = await call(app.app, { method: 'GET', url, token: token[as] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as unknown as T;
};
const medication = (meds: readonly MedicationOutcome[], name: string) => meds.find((m) => m.medication === name)!;
const week = (m: MedicationOutcome, w: number) => m.milestones.find((s) => s.week === w)!;
const runs = () => t.db.selectFrom('outcome_summary_runs').selectAll().orderBy('grouping').execute();
const summaryRows = (grouping: 'all' | 'partner' | 'doctor') =>
  t.db.selectFrom('outcome_summaries').selectAll().where('grouping', '=', grouping).orderBy('group_rank').orderBy('medication').execute();
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe("the administrator's aggregate, from the summary job's rows", () => {
  it('computes a grouping never computed on its first read, so the page is never empty', async () => {
    expect(await runs()).toEqual([]);
    const byDoctor = await get<AdminOutcomes>('/super-admin/outcomes?by=doctor', 'admin');
    expect(byDoctor.groups[0].label).toBe('Dana Whitfield');
    const [run] = await runs();
    expect(run).toMatchObject({ grouping: 'doctor' });
    expect(byDoctor.asOf).toBe(run.computed_at.toISOString());
  });

  it('writes every grouping, and the read returns those rows with when they were computed', async () => {
    expect(await runOutcomeSummaryPassOnce(t.app)).toEqual({
      all: 1,
      partner: expect.any(Number),
      doctor: expect.any(Number),
      markedPlans: expect.any(Number),
    });
    expect((await runs()).map((r) => r.grouping)).toEqual(['all', 'doctor', 'partner']);
    const rows = await summaryRows('all');
    const semaglutide = rows.find((r) => r.medication === 'semaglutide')!;
    const all = await get<AdminOutcomes>('/super-admin/outcomes', 'admin');
    expect(all.asOf).toBe(semaglutide.computed_at.toISOString());
    expect(medication(all.groups[0].medications, 'semaglutide')).toMatchObject({
      onTreatment: semaglutide.on_treatment,
      suppressed: false,
    });
    expect(week(medication(all.groups[0].medications, 'semaglutide'), 12)).toMatchObject({
      patients: semaglutide.n12,
      lostAtLeast5: semaglutide.a5_12,
      lostAtLeast10: semaglutide.a10_12,
    });
    // The summary keeps the count under 11 (7 tirzepatide patients of the demo partner near week 52); the reply does not.
    const partnerRows = await summaryRows('partner');
    const summit = partnerRows.find((r) => r.label === 'Summit Strength Gym' && r.medication === 'tirzepatide')!;
    expect(summit.n52).toBe(7);
    const byPartner = await get<AdminOutcomes>('/super-admin/outcomes?by=partner', 'admin');
    const group = byPartner.groups.find((g) => g.label === 'Summit Strength Gym')!;
    expect(week(medication(group.medications, 'tirzepatide'), 52)).toEqual(hiddenMilestone(52));
    // Groups are ranked by size, largest first, and a grouping's rows are read by that rank.
    expect(partnerRows.map((r) => r.group_patients)).toEqual([...partnerRows.map((r) => r.group_patients)].sort((a, b) => b - a));
  });

  it('shows a weight logged after a pass only after the next pass, which replaces the rows (never adds to them)', async () => {
    const id = await patientWith(t, 'Summary', { medication: 'semaglutide', step: 3, startedDaysAgo: 100 }, [[100, 250]]);
    await runOutcomeSummaryPassOnce(t.app);
    const before = await get<AdminOutcomes>('/super-admin/outcomes', 'admin');
    const n12 = week(medication(before.groups[0].medications, 'semaglutide'), 12).patients!;
    const count = (await summaryRows('all')).length;

    // Week 12 is day 84 of the plan: 16 days ago.
    await logWeight(t, id, 16, 240);
    const stale = await get<AdminOutcomes>('/super-admin/outcomes', 'admin');
    expect(stale.asOf).toBe(before.asOf);
    expect(week(medication(stale.groups[0].medications, 'semaglutide'), 12).patients).toBe(n12);

    await runOutcomeSummaryPassOnce(t.app);
    const after = await get<AdminOutcomes>('/super-admin/outcomes', 'admin');
    expect(Date.parse(after.asOf)).toBeGreaterThan(Date.parse(before.asOf));
    expect(week(medication(after.groups[0].medications, 'semaglutide'), 12).patients).toBe(n12 + 1);
    // Replaced, not added to: as many rows as before.
    expect(await summaryRows('all')).toHaveLength(count);
    await runOutcomeSummaryPassOnce(t.app);
    expect(await summaryRows('all')).toHaveLength(count);
  });
});

describe("the partner's aggregate, from their own group's rows", () => {
  it("reads the partner grouping's rows of the last pass (asOf), live only before any pass", async () => {
    await runOutcomeSummaryPassOnce(t.app);
    const [run] = (await runs()).filter((r) => r.grouping === 'partner');
    const summit = (await summaryRows('partner')).find((r) => r.label === 'Summit Strength Gym' && r.medication === 'semaglutide')!;
    const read = await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner');
    expect(read.asOf).toBe(run.computed_at.toISOString());
    expect(medication(read.medications, 'semaglutide').onTreatment).toBe(summit.on_treatment);
    // The rows are what the partner reads (only their own group's), until the next pass replaces them.
    await t.db
      .updateTable('outcome_summaries')
      .set({ on_treatment: summit.on_treatment + 100 })
      .where('grouping', '=', 'partner')
      .where('group_id', '=', summit.group_id)
      .where('medication', '=', 'semaglutide')
      .execute();
    expect(medication((await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner')).medications, 'semaglutide').onTreatment).toBe(
      summit.on_treatment + 100,
    );
    await runOutcomeSummaryPassOnce(t.app);
    expect(medication((await get<PartnerOutcomes>('/gym-owner/outcomes', 'partner')).medications, 'semaglutide').onTreatment).toBe(
      summit.on_treatment,
    );
  });
});

describe("the doctor's lists, from the weights kept on the plan", () => {
  const plan = (patientId: string) =>
    t.db
      .selectFrom('treatment_plans')
      .select(['latest_weight', 'latest_weight_date', 'fast_loss_weight', 'fast_loss_weight_date'])
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();
  const lists = async (app = t, as = 'doctor') => {
    const a = await get<Attention>('/doctors/outcomes/attention', as, app);
    const names = (l: Attention['losingFast']) => l.items.map((i) => i.patientName);
    return { losingFast: names(a.losingFast), noWeight: names(a.noWeight), notResponding: names(a.notResponding), raw: a };
  };
  const day = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : d.toISOString().slice(0, 10));

  it('follows a weight added, changed and removed', async () => {
    const id = await patientWith(t, 'Latest', { medication: 'semaglutide', step: 3, startedDaysAgo: 100 }, [
      [100, 250],
      [40, 240],
    ]);
    expect({ ...(await plan(id)), latest_weight_date: day((await plan(id)).latest_weight_date) }).toMatchObject({
      latest_weight: 240,
      latest_weight_date: dayAgo(40),
      fast_loss_weight: null,
    });
    expect((await lists()).noWeight).toContain('Latest Case');

    // Added: 12 lb in the 30 days since the weight 40 days ago (2.8 lb a week).
    await logWeight(t, id, 10, 228);
    const added = await plan(id);
    expect([added.latest_weight, day(added.latest_weight_date), added.fast_loss_weight, day(added.fast_loss_weight_date)]).toEqual([
      228,
      dayAgo(10),
      240,
      dayAgo(40),
    ]);
    let now = await lists();
    expect(now.losingFast).toContain('Latest Case');
    expect(now.noWeight).not.toContain('Latest Case');
    expect(now.raw.losingFast.items.find((i) => i.patientId === id)).toMatchObject({ lbPerWeek: 2.8, latestDate: dayAgo(10) });

    // Changed: 4 lb in 30 days is no longer too fast.
    await t.db.updateTable('activities').set({ weight: 236 }).where('patient_id', '=', id).where('weight', '=', 228).execute();
    expect((await plan(id)).latest_weight).toBe(236);
    now = await lists();
    expect(now.losingFast).not.toContain('Latest Case');
    expect(now.noWeight).not.toContain('Latest Case');

    // Removed: the latest is 40 days old again, and the patient is back on "No weight logged in 30 days".
    await t.db.deleteFrom('activities').where('patient_id', '=', id).where('weight', '=', 236).execute();
    expect(await plan(id)).toMatchObject({ latest_weight: 240, fast_loss_weight: null, fast_loss_weight_date: null });
    now = await lists();
    expect(now.noWeight).toContain('Latest Case');
    expect(now.losingFast).not.toContain('Latest Case');
  });

  it('applies another OUTCOME_FAST_LOSS_WEEKS at read time, from the weights themselves', async () => {
    // 8 lb in the two weeks before the latest weight (4 lb a week); nothing logged four to six weeks before it.
    const weights: [number, number][] = [
      [100, 250],
      [24, 240],
      [10, 232],
    ];
    await patientWith(t, 'Twoweeks', { medication: 'semaglutide', step: 3, startedDaysAgo: 100 }, weights);
    expect((await lists()).losingFast).not.toContain('Twoweeks Case');
    const twoWeeks = await createTestApp({ OUTCOME_FAST_LOSS_WEEKS: 2 });
    try {
      token.doctor2 = (await signIn(twoWeeks.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
      await patientWith(twoWeeks, 'Twoweeks', { medication: 'semaglutide', step: 3, startedDaysAgo: 100 }, weights);
      const other = await lists(twoWeeks, 'doctor2');
      expect(other.raw.settings.fastLossWeeks).toBe(2);
      expect(other.raw.losingFast.items.find((i) => i.patientName === 'Twoweeks Case')).toMatchObject({ lbPerWeek: 4 });
    } finally {
      await twoWeeks.close();
    }
  });
});

describe("the plans marked for the doctor's lists (migration 0062)", () => {
  const marked = () => t.db.selectFrom('plan_attention').select('plan_id').execute();
  const planOf = async (patientId: string) =>
    (await t.db.selectFrom('treatment_plans').select('id').where('patient_id', '=', patientId).executeTakeFirstOrThrow()).id;
  const listed = async (as = 'doctor') => {
    const a = await get<Attention>('/doctors/outcomes/attention', as);
    return [a.notResponding, a.losingFast, a.noWeight].flatMap((l) => l.items.map((i) => i.patientName));
  };

  it('the pass keeps exactly the plans the lists show, and a list reads only marked plans', async () => {
    await runOutcomeSummaryPassOnce(t.app);
    const lists = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    const shown = [lists.notResponding, lists.losingFast, lists.noWeight].flatMap((l) => l.items.map((i) => i.patientId));
    const markedPatients = await t.db.selectFrom('plan_attention').select('patient_id').execute();
    expect(new Set(markedPatients.map((r) => r.patient_id))).toEqual(new Set(shown));

    // A plan that time alone puts on a list (30 days on treatment with no weight) waits for the next pass: the read
    // counts the pass's rows and decides only the plans changed since, so a list that decided every plan would show
    // it at once. The plan's start moved back stands for the days passing (the database does not watch it).
    const id = await patientWith(t, 'Slowtime', { medication: 'semaglutide', step: 0, startedDaysAgo: 10 }, []);
    await runOutcomeSummaryPassOnce(t.app);
    expect((await marked()).map((r) => r.plan_id)).not.toContain(await planOf(id));
    await t.db
      .updateTable('treatment_plans')
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000) } as never)
      .where('patient_id', '=', id)
      .execute();
    expect(await listed()).not.toContain('Slowtime Case');
    await runOutcomeSummaryPassOnce(t.app);
    expect(await listed()).toContain('Slowtime Case');
    const decided = await t.db
      .selectFrom('plan_attention')
      .selectAll()
      .where('plan_id', '=', await planOf(id))
      .executeTakeFirstOrThrow();
    expect(decided).toMatchObject({ not_responding: false, losing_fast: false, no_weight: true });
  });

  it('after a pass, a decision, a dose step and a deleted account take a patient off at once', async () => {
    await runOutcomeSummaryPassOnce(t.app);
    const before = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    const names = (a: Attention) => a.notResponding.items.map((i) => i.patientName);
    expect(names(before)).toEqual(expect.arrayContaining(['Noel Mercer', 'Zion Young']));
    const total = before.notResponding.total;
    const patientNamed = async (first: string) =>
      await t.db
        .selectFrom('patients as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .select(['p.id', 'u.id as user_id'])
        .where('u.first_name', '=', first)
        .where('u.email', 'like', '%@outcomes.demo.test')
        .executeTakeFirstOrThrow();
    const noel = await patientNamed('Noel');
    const review = await call(t.app, {
      method: 'POST',
      url: `/doctors/patients/${noel.id}/outcomes/review`,
      token: token.doctor,
      payload: { decision: 'CONTINUE' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    let now = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    expect(names(now)).not.toContain('Noel Mercer');
    expect(now.notResponding.total).toBe(total - 1);

    const zion = await patientNamed('Zion');
    await t.db.updateTable('treatment_plans').set({ step_started_at: new Date() }).where('patient_id', '=', zion.id).execute();
    now = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    expect(names(now)).not.toContain('Zion Young');
    expect(now.notResponding.total).toBe(total - 2);

    const [other] = now.notResponding.items;
    await t.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', (await patientNamed(other.patientName.split(' ')[0])).user_id)
      .execute();
    now = await get<Attention>('/doctors/outcomes/attention', 'doctor');
    expect(names(now)).not.toContain(other.patientName);
    expect(now.notResponding.total).toBe(total - 3);
  });

  it('a weight logged after the pass marks the plan at once, and a patient given to another doctor takes the mark along', async () => {
    const id = await patientWith(t, 'Quickdrop', { medication: 'semaglutide', step: 3, startedDaysAgo: 100, onStepDaysAgo: 20 }, [
      [100, 250],
      [35, 246],
      [3, 245],
    ]);
    await runOutcomeSummaryPassOnce(t.app);
    expect((await marked()).map((r) => r.plan_id)).not.toContain(await planOf(id));
    // 16 lb in the 32 days since the weight 35 days ago: too fast, listed without waiting for a pass.
    await logWeight(t, id, 0, 230);
    expect(await listed()).toContain('Quickdrop Case');

    token.medical = (await signIn(t.app, 'medical@demo.test', DEMO_PASSWORD)).accessToken;
    expect(await listed('medical')).not.toContain('Quickdrop Case');
    const medical = await t.db
      .selectFrom('doctors as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select('d.id')
      .where('u.email', '=', 'medical@demo.test')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('patients').set({ doctor_id: medical.id, partner_id: null }).where('id', '=', id).execute();
    expect(await t.db.selectFrom('plan_attention').select(['doctor_id', 'partner_id']).where('patient_id', '=', id).execute()).toEqual([
      { doctor_id: medical.id, partner_id: null },
    ]);
    expect(await listed('medical')).toContain('Quickdrop Case');
    expect(await listed()).not.toContain('Quickdrop Case');
  });
});
