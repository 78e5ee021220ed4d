import type { ReactElement } from 'react';
import { salesUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

/** A sales-portal page at the route `pattern`, opened at `entry`, with the demo sales person signed in. */
export const renderSalesPage = (element: ReactElement, pattern: string, entry: string = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: salesUser });
