import { MuiProvider } from '@/components/mui-provider';
import { DelegateStep } from './delegate-step';
import { OtpStep, type OtpStepProps } from './otp-step';

// The steps after the password, drawn with MUI inside the sign-in page (which is not): loaded lazily by
// pages/sign-in-page, with the theme around them.

export function ThemedOtpStep(props: OtpStepProps) {
  return (
    <MuiProvider baseline={false}>
      <OtpStep {...props} />
    </MuiProvider>
  );
}

export function ThemedDelegateStep() {
  return (
    <MuiProvider baseline={false}>
      <DelegateStep />
    </MuiProvider>
  );
}
