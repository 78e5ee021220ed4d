import { call, type TestApp } from './app';

export type RenewalQuestion = { id: string; key: string; step: string; type: string; options: { value: string }[] };
export type Renewal = {
  renewalToken: string;
  intake: {
    id: string;
    status: string;
    eligible: boolean | null;
    hardStops: { rule: string; message: string }[];
    currentStep: string;
    answers: Record<string, unknown>;
  };
  questionsList: RenewalQuestion[];
  partner?: { businessName: string; coversTreatment: boolean };
};

/** A returning patient's renewal, found by phone with the texted code (as /renewal does). */
export async function startRenewal(t: TestApp, phone: string): Promise<Renewal> {
  await call(t.app, { method: 'GET', url: `/patients/get-patient-renewal-questionnaire-by-phone/${phone}` });
  const sms = await call(t.app, { method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(`+1${phone}`)}&limit=1` });
  const code = /\d{6}/.exec((sms.body.data as unknown as { body: string }[])[0].body)![0];
  const res = await call(t.app, { method: 'GET', url: `/patients/get-patient-renewal-questionnaire-by-phone/${phone}?code=${code}` });
  if (res.status !== 200) throw new Error(`renewal by phone: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as unknown as Renewal;
}
