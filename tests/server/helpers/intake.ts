import type { FastifyInstance } from 'fastify';
import { call, type TestApp } from './app';
import { answersFor, PROFILE, type Question } from './intake-answers';

// The intake's data (no app), shared with the e2e specs that make a patient through the API.
export { answersFor, checkoutBody, PROFILE } from './intake-answers';

/** How many rows a table holds: a refused checkout leaves the users, orders and payments as they were. */
export const countRows = async (db: TestApp['db'], table: 'users' | 'orders' | 'payments') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export type Draft = { id: string; token: string; questions: Question[]; intake: Record<string, unknown> };

export async function startIntake(app: FastifyInstance, profile: Record<string, unknown> = PROFILE, partnerId?: string): Promise<Draft> {
  const url = partnerId ? `/sign-up-patient/${partnerId}` : '/patients/create-patient-temp-form-questionnaire';
  const res = await call(app, { method: 'POST', url, payload: { profile } });
  if (res.status !== 201) throw new Error(`create intake: ${res.status} ${JSON.stringify(res.body)}`);
  const data = res.body.data as unknown as { intake: { id: string }; intakeToken: string; questionsList: Question[] };
  return { id: data.intake.id, token: data.intakeToken, questions: data.questionsList, intake: data.intake };
}

export const saveAnswers = (app: FastifyInstance, draft: Draft, body: Record<string, unknown>) =>
  call(app, {
    method: 'PATCH',
    url: `/patients/update-form-questionnaire/${draft.id}`,
    headers: { 'x-intake-token': draft.token },
    payload: body,
  });

export const checkout = (app: FastifyInstance, draft: Draft, body: Record<string, unknown>) =>
  call(app, { method: 'POST', url: '/patients', headers: { 'x-intake-token': draft.token }, payload: body });

/** An intake with every answer, ready to pay. */
export async function readyIntake(
  app: FastifyInstance,
  profile: Record<string, unknown> = PROFILE,
  overrides: Record<string, unknown> = {},
  partnerId?: string,
) {
  const draft = await startIntake(app, profile, partnerId);
  const saved = await saveAnswers(app, draft, { answers: answersFor(draft.questions, overrides), currentStep: 'payment' });
  if (saved.status !== 200) throw new Error(`save answers: ${saved.status} ${JSON.stringify(saved.body)}`);
  return { ...draft, intake: (saved.body.data as unknown as { intake: Record<string, unknown> }).intake };
}

/** Every question answered: the pre-filled answers, the rest with a safe answer. */
export function completed(answers: Record<string, unknown>, questions: { id: string; type: string; options: { value: string }[] }[]) {
  const all = { ...answers };
  for (const q of questions)
    if (!(q.id in all))
      all[q.id] =
        q.type === 'NUMBER'
          ? 185
          : q.type === 'MULTI_CHOICE'
            ? ['none']
            : q.type === 'SINGLE_CHOICE'
              ? q.options[0].value
              : q.type === 'YES_NO'
                ? false
                : '';
  return all;
}

/** A PNG's first bytes: enough for the storage to keep and serve back. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** Uploads a photo ID for the intake as the patient's browser does (signed link, then PUT): the storage key. */
export async function uploadPhotoId(app: FastifyInstance, draft: Draft, bytes: Buffer = PNG_BYTES): Promise<string> {
  const link = await call(app, {
    method: 'GET',
    url: `/storage/upload-link?purpose=photo-id&contentType=image/png&fileName=license.png&intakeId=${draft.id}`,
    headers: { 'x-intake-token': draft.token },
  });
  if (link.status !== 200) throw new Error(`upload link: ${link.status} ${JSON.stringify(link.body)}`);
  const { key, uploadUrl } = link.body.data as unknown as { key: string; uploadUrl: string };
  const put = await app.inject({ method: 'PUT', url: uploadUrl, headers: { 'content-type': 'image/png' }, payload: bytes });
  if (put.statusCode !== 200) throw new Error(`upload: ${put.statusCode} ${put.body}`);
  return key;
}
