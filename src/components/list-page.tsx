import type { ReactNode } from 'react';
import { ListStates, type ListLoad } from './list-states';
import { PageHeader } from './page-header';

interface ListPageProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Said under the header whatever the list holds, e.g. why an action is disabled. */
  notice?: ReactNode;
  /** Shown in place of the toolbar and list when the list holds nothing and no search or filter is applied. */
  empty?: ReactNode;
  /** A search or filter is applied: an empty answer then says "nothing matches" (`noMatch`), not `empty`. */
  filtered?: boolean;
  /** The search, filters and sort above the table. */
  toolbar: ReactNode;
  load: ListLoad;
  /** The product's text for a failed load, e.g. 'Error fetching orders'. */
  errorTitle: string;
  /** Shown when the search or filters match nothing. */
  noMatch: ReactNode;
  /** Names the bar shown while another page loads over the one on screen. */
  progressLabel: string;
  /** The table. */
  children: ReactNode;
}

/** A paged list page: its header, then either what shows when there is nothing at all, or the toolbar over the list's states and table. */
export function ListPage({ title, subtitle, actions, notice, empty, filtered, toolbar, children, ...states }: ListPageProps) {
  const nothingAtAll = Boolean(empty) && !filtered && states.load.data?.total === 0;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {notice}
      {nothingAtAll ? (
        empty
      ) : (
        <>
          {toolbar}
          <ListStates {...states}>{children}</ListStates>
        </>
      )}
    </>
  );
}
