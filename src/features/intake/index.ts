export { IntakePage } from './pages/intake-page';
export { OnboardingLayout } from './pages/onboarding-layout';
export { OnboardingStartPage } from './pages/onboarding-start-page';
export { OnboardingStepPage } from './pages/onboarding-step-page';
export { LEGACY_STEP_PATHS } from './legacy/legacy-steps';
export { RenewalPage } from './pages/renewal-page';
