import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntakePage } from '@/features/intake';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { apiError, failure } from '../../mocks/http';
import { intake, intakeProfile, merging, mockIntake, mockUpdateIntake, Q } from '../../mocks/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAt, saveDraft } from './render';

setupMswLifecycle();

const atQuestions = intake({ profile: intakeProfile, bmi: 33.9, currentStep: 'q:medical-history' });
const answer = (question: string, option: string) =>
  userEvent.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));

describe('intake: questions from the server', () => {
  it('renders each question by type, shows a follow-up only when its condition holds, and requires visible answers', async () => {
    saveDraft();
    const patch = mockUpdateIntake(merging(atQuestions));
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(atQuestions), patch);
    await renderAt(<IntakePage />, '/start');

    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Do you have any of these conditions?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'High blood pressure' })).toBeInTheDocument();
    // The upload question belongs to another step.
    expect(screen.queryByLabelText('Upload a photo ID')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Which medication did you take?' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please answer this question')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await answer('Are you pregnant or breastfeeding?', 'No');
    await answer('Have you taken a GLP-1 medication before?', 'Yes');
    const follow = await screen.findByRole('textbox', { name: 'Which medication did you take?' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please answer this question')).toBeInTheDocument();

    await answer('Have you taken a GLP-1 medication before?', 'No');
    expect(follow).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sleep apnea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { answers: { [Q.pregnant]: false, [Q.glp1Before]: false, [Q.conditions]: ['sleep_apnea'] }, currentStep: 'q:identity' },
    ]);
  });

  it("keeps the patient on the step with 'Failed to save progress' when saving fails without a message", async () => {
    saveDraft();
    server.use(
      ...mockIntakeCatalog(),
      mockIntake(atQuestions),
      mockUpdateIntake(() => failure(500)),
    );
    await renderAt(<IntakePage />, '/start');
    await screen.findByRole('heading', { level: 2, name: 'Medical history' });
    await answer('Are you pregnant or breastfeeding?', 'No');
    await answer('Have you taken a GLP-1 medication before?', 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to save progress')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
  });

  it("shows the server's message when saving is refused", async () => {
    saveDraft();
    server.use(
      ...mockIntakeCatalog(),
      mockIntake(atQuestions),
      mockUpdateIntake(() => apiError(409, 'This intake was already submitted', 'CONFLICT')),
    );
    await renderAt(<IntakePage />, '/start');
    await screen.findByRole('heading', { level: 2, name: 'Medical history' });
    await answer('Are you pregnant or breastfeeding?', 'No');
    await answer('Have you taken a GLP-1 medication before?', 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This intake was already submitted')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save progress')).not.toBeInTheDocument();
  });
});
