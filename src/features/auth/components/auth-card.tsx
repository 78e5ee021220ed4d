import './auth-card.css';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo-mark';
import { PRODUCT_NAME } from '@/config/brand';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * Sign-in and sign-up: the logo, then a card with the title. Plain markup styled to match the theme (auth-card.css),
 * not MUI: the sign-in page is a portal's first download and stays small.
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <span className="auth-page__brand">
          <LogoMark size={36} decorative />
          <span>{PRODUCT_NAME}</span>
        </span>
      </header>
      <main className="auth-page__main">
        <div className="auth-card">
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
