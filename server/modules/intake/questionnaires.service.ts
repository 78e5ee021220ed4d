import type { Question } from '#contracts/onboarding';
import type { Ctx } from '#server/platform/context';
import { questionViews } from './intake.views';
import * as repo from './intake.repository';

/** The questions of a questionnaire, as every form and review shows them. */
export const questionsOf = async (ctx: Ctx, questionnaireId: string): Promise<Question[]> =>
  questionViews(await repo.listQuestions(ctx.db, questionnaireId));

/** A questionnaire's kind and questions. */
export async function formOf(ctx: Ctx, questionnaireId: string) {
  const [questionnaire, questionsList] = await Promise.all([
    repo.findQuestionnaire(ctx.db, questionnaireId),
    questionsOf(ctx, questionnaireId),
  ]);
  return { kind: questionnaire.kind, questionsList };
}

/** A questionnaire by its slug, with its questions. */
export async function questionnaireBySlug(ctx: Ctx, slug: string) {
  const questionnaire = await repo.findQuestionnaireBySlug(ctx.db, slug);
  return { questionnaire, questionsList: await questionsOf(ctx, questionnaire.id) };
}
