import { sql } from 'kysely';
import { expect } from 'vitest';
import { call, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './app';
import { demoPartner, type TestPartner } from './partners';

/** One entry of a party's ledger as the API shows it, and a page of that ledger. */
export type LedgerEntry = { kind: string; account: string; amountCents: number; orderId: string | null; reason: string };
export type PartyLedger = { balances: { account: string; balanceCents: number }[]; items: LedgerEntry[]; nextCursor: string | null };

/** The money tests' start: an app, the administrator's and the doctor's tokens, and the demo partner. */
export async function moneyTestApp(): Promise<{ t: TestApp; admin: string; doctor: string; partner: TestPartner }> {
  const t = await createTestApp();
  const admin = (await signIn(t.app, 'admin@demo.test', DEMO_PASSWORD)).accessToken;
  const doctor = (await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD)).accessToken;
  return { t, admin, doctor, partner: await demoPartner(t) };
}

/** Every entry of a party's ledger (`url`, read with `token`), walking its keyset pages of `limit`, and its balances. */
export async function wholeLedger(t: TestApp, token: string, url: string, limit = 100) {
  const items: LedgerEntry[] = [];
  let cursor: string | null = null;
  let balances: PartyLedger['balances'];
  do {
    const res = await call(t.app, { method: 'GET', url: `${url}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, token });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    const page = res.body.data as unknown as PartyLedger;
    items.push(...page.items);
    balances = page.balances;
    cursor = page.nextCursor;
  } while (cursor);
  return { balances, items };
}

/** In the database, every party's running balance (ledger_balances) is the sum of its entries. */
export async function expectBalancesAreSums(t: TestApp) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_balances b
    where b.balance_cents <> (select coalesce(sum(e.amount_cents), 0) from ledger_entries e
      where e.account = b.account and e.party_id is not distinct from b.party_id)`.execute(t.db);
  expect(rows[0].n).toBe(0);
}
