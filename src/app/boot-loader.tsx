import { LogoMark } from '@/components/logo-mark';

interface BootLoaderProps {
  /** Patients see the words "Patient Portal"; everyone else sees the logo (as components/full-screen-loader). */
  variant: 'patient' | 'brand';
}

/** The full-screen loader before a portal's code (MUI included) has arrived: plain markup and app/boot.css. */
export function BootLoader({ variant }: BootLoaderProps) {
  return (
    <div className="boot-loader" aria-busy="true">
      {variant === 'patient' ? <p className="boot-loader__portal">Patient Portal</p> : <LogoMark size={64} />}
      <div className="boot-loader__bar" role="progressbar" aria-label="Loading" />
    </div>
  );
}
