import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntakePage } from '@/features/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { intake, intakeProfile, merging, mockIntake, mockUpdateIntake, Q } from '../../mocks/intake';
import { renderAt, saveDraft } from './render';

setupMswLifecycle();

const PREGNANCY_STOP = {
  rule: 'PREGNANT_OR_BREASTFEEDING',
  severity: 'HARD_STOP' as const,
  message: 'GLP-1 medications are not safe during pregnancy or while breastfeeding.',
};

describe('intake: screening hard stop', () => {
  it('explains the hard stop kindly after a save, offers no payment, and lets the patient go back to the answers', async () => {
    saveDraft({ planId: 'monthly' });
    const start = intake({ profile: intakeProfile, bmi: 33.9, currentStep: 'q:medical-history' });
    const patch = mockUpdateIntake(
      merging(start, (merged) => ({
        ...merged,
        eligible: merged.answers[Q.pregnant] === true ? false : true,
        hardStops: merged.answers[Q.pregnant] === true ? [PREGNANCY_STOP] : [],
      })),
    );
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(start), patch);
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Have you taken a GLP-1 medication before?' })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: "We can't offer this treatment" })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(PREGNANCY_STOP.message);
    expect(screen.getByText(/no payment will be taken/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const question = await screen.findByRole('radiogroup', { name: 'Are you pregnant or breastfeeding?' });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Identity' })).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('shows the hard stop when a resumed intake was already stopped', async () => {
    saveDraft();
    server.use(
      ...mockIntakeCatalog(),
      mockIntake(
        intake({ profile: intakeProfile, status: 'STOPPED', eligible: false, hardStops: [PREGNANCY_STOP], currentStep: 'treatment' }),
      ),
    );
    await renderAt(<IntakePage />, '/start');
    expect(await screen.findByRole('heading', { level: 2, name: "We can't offer this treatment" })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Medication' })).not.toBeInTheDocument();
  });
});
