import type { ReactElement } from 'react';
import { adminUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

/** An admin-portal page at the route `pattern`, opened at `entry`, with the admin signed in. */
export const renderAdminPage = (element: ReactElement, pattern: string, entry: string = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: adminUser });
