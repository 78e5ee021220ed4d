/**
 * Partner payouts (admin.gymOwners.payout): an administrator sends a partner the commission it is owed (earned in the
 * payments ledger, minus payouts already sent), through the payments adapter; never more than owed, even when
 * requests repeat or run at once; the partner sees them with its balance on GET /gym-owner/transactions?kind=PAYOUT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './helpers/app';
import { createPartner, demoPartner, paidOrderThrough, type TestPartner } from './helpers/partners';
import { postPayout, scriptedPayouts, type Balance } from './helpers/payouts';

const { processor, payments } = scriptedPayouts();

let t: TestApp;
let admin: string;
let demo: TestPartner;
let owedAtStart: number;
beforeAll(async () => {
  t = await createTestApp({ OTP_MAX_SENDS: 50 }, undefined, { payments });
  admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD, 'admin.localhost')).accessToken;
  demo = await demoPartner(t);
  // The partner connects its payout account (the sandbox's is ready at once).
  const connected = await call(t.app, { method: 'POST', url: '/gym-owner/account-connect', token: demo.session.accessToken, payload: {} });
  expect(connected.status).toBeLessThan(300);
});
afterAll(() => t.close());

const payout = (partnerId: string, payload: Record<string, unknown> | undefined, key?: string, token = admin) =>
  postPayout(t, `/super-admin/gym-owners/${partnerId}/payout`, token, payload, key);
const balanceOf = async (partnerId: string) =>
  (
    (await call(t.app, { method: 'GET', url: `/super-admin/gym-owners/${partnerId}`, token: admin })).body.data as {
      payoutBalance: Balance;
    }
  ).payoutBalance;
const sentCents = async (partnerId: string) =>
  (
    await t.db.selectFrom('payouts').select('amount_cents').where('partner_id', '=', partnerId).where('status', '!=', 'FAILED').execute()
  ).reduce((sum, r) => sum + r.amount_cents, 0);

/** A new partner with an active payout account, given one of the demo partner's paid orders: its commission is theirs to earn. */
async function partnerWithEarnings(email: string, name: string, payoutAccountRef: string, phone: string) {
  const gym = await createPartner(t, email, name);
  await t.db
    .updateTable('partners')
    .set({ payout_account_status: 'ACTIVE', payout_account_ref: payoutAccountRef })
    .where('id', '=', gym.partnerId)
    .execute();
  // A patient pays an order through the partner's link: the commission is earned in the ledger with the payment (an
  // order moved to the partner afterwards keeps the commission with the partner who earned it).
  await paidOrderThrough(t, gym.partnerId, `patient.${email}`, phone);
  return gym;
}

describe('the balance', () => {
  it("is the commission the partner earned (its ledger's total), nothing paid out yet", async () => {
    const balance = await balanceOf(demo.partnerId);
    const periods = await call(t.app, {
      method: 'GET',
      url: '/gym-owner/commission-earned?period=month&startDate=2021-01-01&endDate=2025-12-31',
      token: demo.session.accessToken,
    });
    const later = await call(t.app, {
      method: 'GET',
      url: `/gym-owner/commission-earned?period=month&startDate=2026-01-01`,
      token: demo.session.accessToken,
    });
    const earned = (periods.body.data as { totalCents: number }).totalCents + (later.body.data as { totalCents: number }).totalCents;
    expect(balance).toEqual({ earnedCents: earned, paidOutCents: 0, owedCents: earned });
    expect(balance.owedCents).toBeGreaterThan(1000);
    owedAtStart = balance.owedCents;
  });
});

describe('sending a payout', () => {
  it('refuses a partner without a connected payout account (422), and one that does not exist (404)', async () => {
    const fresh = await createPartner(t, 'unconnected.gym@example.test', 'Unconnected Gym');
    const res = await payout(fresh.partnerId, { amountCents: 100 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'NO_PAYOUT_ACCOUNT', message: expect.stringMatching(/not connected a payout account/) });
    expect((await payout('00000000-0000-4000-8000-000000000000', {})).status).toBe(404);
    expect(processor.calls).toEqual([]);
  });

  it('refuses bad input and anything over what is owed (422, with the amount), sending nothing', async () => {
    for (const amountCents of [0, -5, 10.5, '100']) {
      const res = await payout(demo.partnerId, { amountCents });
      expect(res.status, String(amountCents)).toBe(400);
    }
    expect((await payout(demo.partnerId, { amountCents: 100, extra: true })).status).toBe(400);
    const over = await payout(demo.partnerId, { amountCents: owedAtStart + 1 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'MORE_THAN_OWED' });
    expect(over.body.message).toMatch(/at most what this partner is owed/);
    expect(processor.calls).toEqual([]);
    expect(await sentCents(demo.partnerId)).toBe(0);
  });

  it('is refused to everyone but administrators (403)', async () => {
    const doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
    for (const token of [demo.session.accessToken, doctor])
      expect((await payout(demo.partnerId, { amountCents: 100 }, undefined, token)).status).toBe(403);
    expect((await call(t.app, { method: 'POST', url: `/super-admin/gym-owners/${demo.partnerId}/payout`, payload: {} })).status).toBe(401);
    expect(await sentCents(demo.partnerId)).toBe(0);
  });

  it('sends an amount through the adapter, audited; a repeat with the same key is answered once', async () => {
    const res = await payout(demo.partnerId, { amountCents: 1000 }, 'payout-key-0001');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Payout has been sent successfully',
      data: { payout: { amountCents: 1000, status: 'SENT' }, balance: { paidOutCents: 1000, owedCents: owedAtStart - 1000 } },
    });
    const again = await payout(demo.partnerId, { amountCents: 1000 }, 'payout-key-0001');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(processor.calls).toHaveLength(1);
    expect(processor.calls[0]).toMatchObject({ amountCents: 1000, accountRef: expect.stringMatching(/^sandbox_acct_/) });
    expect(await sentCents(demo.partnerId)).toBe(1000);
    const row = await t.db.selectFrom('payouts').selectAll().where('partner_id', '=', demo.partnerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'SENT',
      provider: 'sandbox',
      provider_ref: expect.stringMatching(/^sandbox_tr_/),
      created_by: expect.any(String),
    });
    const audit = await t.db.selectFrom('audit_logs').select(['action', 'details']).where('action', '=', 'PAYOUT').execute();
    expect(audit).toEqual([{ action: 'PAYOUT', details: expect.objectContaining({ payoutId: row.id, amountCents: 1000 }) }]);
  });

  it('a refusal by the processor is a 422 with its reason, and the amount is owed again', async () => {
    processor.refuses = true;
    const res = await payout(demo.partnerId, { amountCents: 500 });
    processor.refuses = false;
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/platform balance is too low/);
    expect((await balanceOf(demo.partnerId)).owedCents).toBe(owedAtStart - 1000);
  });

  it('never pays more than owed when payouts of the whole balance run at once', async () => {
    const owed = (await balanceOf(demo.partnerId)).owedCents;
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => payout(demo.partnerId, { amountCents: owed }, `payout-concurrent-${i}`)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422, 422]);
    expect(await sentCents(demo.partnerId)).toBe(owedAtStart);
    expect(await balanceOf(demo.partnerId)).toMatchObject({ owedCents: 0, paidOutCents: owedAtStart });
    const nothing = await payout(demo.partnerId, undefined);
    expect(nothing.status, JSON.stringify(nothing.body)).toBe(422);
    expect(nothing.body).toMatchObject({ code: 'NOTHING_OWED' });
  });

  it('without an amount sends everything owed; default payouts at once send it once', async () => {
    const gym = await partnerWithEarnings('earning.gym@example.test', 'Earning Gym', 'sandbox_acct_earning', '(202) 555-0181');
    const owed = (await balanceOf(gym.partnerId)).owedCents;
    expect(owed).toBeGreaterThan(0);
    const results = await Promise.all([payout(gym.partnerId, {}), payout(gym.partnerId, {}), payout(gym.partnerId, undefined)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await sentCents(gym.partnerId)).toBe(owed);
  });
});

describe("the partner's payouts", () => {
  it('lists the payouts received, newest first, paged in SQL, with the balance owed; only its own', async () => {
    const res = await call(t.app, { method: 'GET', url: '/gym-owner/transactions?kind=PAYOUT&limit=2', token: demo.session.accessToken });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      kind: string;
      items: { amountCents: number; status: string; createdAt: string }[];
      total: number;
      balance: Balance;
    };
    expect(data).toMatchObject({ kind: 'PAYOUT', total: 3, totalPages: 2, balance: { owedCents: 0, paidOutCents: owedAtStart } });
    expect(data.items).toHaveLength(2);
    expect(data.items[0].createdAt >= data.items[1].createdAt).toBe(true);
    const oldest = await call(t.app, {
      method: 'GET',
      url: '/gym-owner/transactions?kind=PAYOUT&sort=occurredAt:asc&limit=1',
      token: demo.session.accessToken,
    });
    expect((oldest.body.data as { items: { amountCents: number }[] }).items[0]).toMatchObject({ amountCents: 1000, status: 'SENT' });
    // The commission list is unchanged by default.
    const ledger = await call(t.app, { method: 'GET', url: '/gym-owner/transactions', token: demo.session.accessToken });
    expect((ledger.body.data as { items: { kind: string }[] }).items[0].kind).toMatch(/PAYMENT|REFUND/);
    const other = await createPartner(t, 'other.payouts@example.test', 'Other Gym');
    const theirs = await call(t.app, { method: 'GET', url: '/gym-owner/transactions?kind=PAYOUT', token: other.session.accessToken });
    expect(theirs.body.data).toMatchObject({ total: 0, items: [], balance: { earnedCents: 0, owedCents: 0 } });
    expect((await call(t.app, { method: 'GET', url: '/gym-owner/transactions?kind=NOPE', token: other.session.accessToken })).status).toBe(
      400,
    );
    expect((await call(t.app, { method: 'GET', url: '/gym-owner/transactions?kind=PAYOUT', token: admin })).status).toBe(403);
  });

  it('an unreachable processor leaves the payout pending: it still counts, so nothing is sent twice (503)', async () => {
    const gym = await partnerWithEarnings('pending.gym@example.test', 'Pending Gym', 'sandbox_acct_p', '(202) 555-0182');
    processor.down = true;
    const res = await payout(gym.partnerId, {});
    processor.down = false;
    expect(res.status).toBe(503);
    expect(await balanceOf(gym.partnerId)).toMatchObject({ owedCents: 0 });
    const row = await t.db.selectFrom('payouts').select('status').where('partner_id', '=', gym.partnerId).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });
});
