import { INTAKE_TOKEN_HEADER } from '@contracts/onboarding';

/** Anonymous intake calls prove they belong to the intake with the token returned when it was created. */
export const intakeHeaders = (token: string) => ({ [INTAKE_TOKEN_HEADER]: token });
