import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntakePage } from '@/features/intake';
import { server, setupMswLifecycle } from '../../support/msw';
import { mockIntakeCatalog } from '../../mocks/catalog';
import { intake, intakeProfile, merging, mockIntake, mockUpdateIntake } from '../../mocks/intake';
import { renderAt, saveDraft } from './render';

setupMswLifecycle();

const { height: _h, weight: _w, goalWeight: _g, ...aboutYou } = intakeProfile;

describe('intake: your body', () => {
  it('shows the BMI from height and weight as they are typed, then saves inches and pounds', async () => {
    saveDraft();
    const start = intake({ profile: aboutYou, currentStep: 'body' });
    const patch = mockUpdateIntake(merging(start, (m) => ({ ...m, bmi: 33.9 })));
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(start), patch);
    await renderAt(<IntakePage />, '/start');

    expect(await screen.findByRole('heading', { level: 2, name: 'Your body' })).toBeInTheDocument();
    expect(screen.getByText('Enter your height and weight to see your BMI.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Height (feet)' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Height (inches)' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Weight (lb)' }), '210');
    // 703 x 210 / 66² = 33.89…
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI: 33.9');

    await user.clear(screen.getByRole('textbox', { name: 'Weight (lb)' }));
    await user.type(screen.getByRole('textbox', { name: 'Weight (lb)' }), '150');
    expect(screen.getByRole('status')).toHaveTextContent('Your BMI: 24.2');

    await user.type(screen.getByRole('textbox', { name: 'Goal weight (lb)' }), '140');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Medical history' })).toBeInTheDocument();
    expect(bodies).toEqual([{ profile: { height: 66, weight: 150, goalWeight: 140 }, currentStep: 'q:medical-history' }]);
  });

  it('asks for a plausible height before saving', async () => {
    saveDraft();
    const start = intake({ profile: aboutYou, currentStep: 'body' });
    const patch = mockUpdateIntake(merging(start));
    const bodies = patch.bodies;
    server.use(...mockIntakeCatalog(), mockIntake(start), patch);
    await renderAt(<IntakePage />, '/start');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Height (feet)' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Height (inches)' }), '0');
    await user.type(screen.getByRole('textbox', { name: 'Weight (lb)' }), '150');
    await user.type(screen.getByRole('textbox', { name: 'Goal weight (lb)' }), '140');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a height between 4 ft and 8 ft')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
