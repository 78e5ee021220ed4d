import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD, signIn, type Session, type TestApp } from './helpers/app';
import { auditOutcomes } from './helpers/audit';
import { partnerTestApp, type OtherPartner } from './helpers/other-partner';

// A partner imports a CSV of the patients it follows in another telehealth service: checked first (a preview, with
// each wrong row named by its line), then imported apart from our patients.

type Reply = {
  source: string;
  total: number;
  valid: number;
  errors: { row: number; message: string }[];
  rows: { row: number; externalId: string; email: string | null; phoneNumber: string | null; matchesPatient: boolean }[];
  imported: number;
};

let t: TestApp;
let partner: Session;
let other: OtherPartner;
let jamieEmail: string;

beforeAll(async () => {
  ({ t, partner, other } = await partnerTestApp());
  jamieEmail = 'jamie.ortiz@demo.test';
});
afterAll(() => t.close());

const send = (payload: object, token = partner.accessToken) =>
  call(t.app, { method: 'POST', url: '/gym-owner/external-patients/import', token, payload });
const external = async (token = partner.accessToken) =>
  (await call(t.app, { method: 'GET', url: '/gym-owner/external-patients?limit=100', token })).body.data as unknown as {
    items: { externalId: string; source: string; firstName: string; email: string | null }[];
    total: number;
  };

const CSV = [
  'External ID,First Name,Last Name,Email,Phone,Status,Medication,Last Order Date,Notes',
  'A-1,Lena,Brooks,lena@example.test,(202) 555-0111,active,Semaglutide,2026-10-01,ignored column',
  `A-2,Jamie,Ortiz,${'JAMIE.ORTIZ@demo.test'},,,,,`,
  'A-3,Omar,,omar@example.test,,,,,',
  'A-4,Kim,Lee,not-an-email,12,,,2026-13-45,',
  'A-5,Rosa,Diaz,,,,,,',
  'A-5,Rosa,Díaz,,,paused,,,',
].join('\n');

describe('POST /gym-owner/external-patients/import', () => {
  it('previews a file: each wrong row named by its line, emails of our patients flagged, nothing written', async () => {
    const before = (await external()).total;
    const res = await send({ source: 'FitMeds', csv: CSV });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('File checked');
    const data = res.body.data as unknown as Reply;
    expect(data).toMatchObject({ source: 'FitMeds', total: 6, valid: 3, imported: 0 });
    expect(data.errors).toEqual([
      { row: 4, message: 'last_name is missing' },
      {
        row: 5,
        message: 'email is not a valid email address; phone is not a valid US phone number; last_order_date must be a date as YYYY-MM-DD',
      },
      { row: 6, message: 'external_id A-5 appears again on line 7, which is kept' },
    ]);
    expect(data.rows.map((r) => [r.row, r.externalId, r.email, r.phoneNumber, r.matchesPatient])).toEqual([
      [2, 'A-1', 'lena@example.test', '+12025550111', false],
      [3, 'A-2', jamieEmail, null, true],
      [7, 'A-5', null, null, false],
    ]);
    expect((await external()).total).toBe(before);
  });

  it('imports the valid rows apart from our patients, audited; the same file again updates rather than adds', async () => {
    const before = await external();
    const res = await send({ source: 'FitMeds', csv: CSV, preview: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Imported 3 patients');
    const after = await external();
    expect(after.total).toBe(before.total + 3);
    expect(after.items.filter((p) => p.source === 'FitMeds').map((p) => [p.externalId, p.firstName])).toEqual(
      expect.arrayContaining([
        ['A-1', 'Lena'],
        ['A-2', 'Jamie'],
        ['A-5', 'Rosa'],
      ]),
    );
    expect(await auditOutcomes(t.db, { action: 'IMPORT' })).toEqual(['SUCCESS']);

    const again = await send({ source: 'FitMeds', csv: CSV.replace('Lena', 'Helena'), preview: false });
    expect((again.body.data as unknown as Reply).imported).toBe(3);
    const updated = await external();
    expect(updated.total).toBe(after.total);
    expect(updated.items.find((p) => p.externalId === 'A-1')?.firstName).toBe('Helena');
    // Our patient with the same e-mail is untouched and still one patient: nothing was merged.
    const ours = await t.db.selectFrom('users').select('first_name').where('email', '=', jamieEmail).execute();
    expect(ours).toEqual([{ first_name: 'Jamie' }]);
  });

  it("keeps each partner's imports to itself", async () => {
    const theirs = await external(other.session.accessToken);
    expect(theirs.items.filter((p) => p.source === 'FitMeds')).toEqual([]);
  });

  it('refuses a file it cannot use, with what is wrong, and writes nothing', async () => {
    const before = (await external()).total;
    const noHeader = await send({ source: 'FitMeds', csv: 'id,name\n1,Ann', preview: false });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toBe(
      'The first row must name the columns external_id, first_name, last_name; missing: external_id, first_name, last_name',
    );
    const unreadable = await send({ source: 'FitMeds', csv: 'external_id,first_name,last_name\n"A-9,Ann,Lee', preview: false });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.message).toMatch(/^The file is not a CSV file we can read/);
    const tooMany = await send({
      source: 'FitMeds',
      csv: ['external_id,first_name,last_name', ...Array.from({ length: 2001 }, (_, i) => `X-${i},Ann,Lee`)].join('\n'),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('At most 2000 patients per file; this one has 2001');
    const noSource = await send({ source: ' ', csv: CSV });
    expect(noSource.status).toBe(400);
    expect(noSource.body.message).toMatch(/Name the service these patients come from/);
    expect((await external()).total).toBe(before);
  });

  it('is for partners only', async () => {
    const doctor = await signIn(t.app, 'doctor@demo.test', DEMO_PASSWORD);
    expect((await send({ source: 'FitMeds', csv: CSV }, doctor.accessToken)).status).toBe(403);
    expect(
      (await call(t.app, { method: 'POST', url: '/gym-owner/external-patients/import', payload: { source: 'x', csv: CSV } })).status,
    ).toBe(401);
  });
});
