import type { User } from '@contracts/auth';

/** The dashboards' greeting: "Welcome back, Avery." to someone who signed in before, "Welcome, Avery." the first time. */
export function welcomeLine(user: Pick<User, 'firstName' | 'firstSignIn'> | null | undefined): string {
  const greeting = user?.firstSignIn ? 'Welcome' : 'Welcome back';
  return user ? `${greeting}, ${user.firstName}.` : `${greeting}.`;
}
