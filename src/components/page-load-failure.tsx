import { isNotFound } from '@/lib/api-errors';
import { BackLink, type BackTarget } from './back-link';
import { LoadError } from './load-error';
import { NotFoundState } from './not-found-state';
import { PageHeader } from './page-header';

export interface PageLoadFailureProps {
  /** The page's heading, kept when its record cannot be shown. */
  title: string;
  /** The heading of the "not found" state; the page's heading when omitted. */
  notFoundTitle?: string;
  /** What could not be found, e.g. "order". */
  what: string;
  /** Why it may be missing, and what to do. */
  notFoundText: string;
  /** The product's text for a failed load, e.g. 'Error fetching order details'. */
  errorText: string;
  error: unknown;
  onRetry: () => void;
  /** Where a missing record's page sends the user. */
  back: BackTarget;
  /** A link above the heading; with it, the "not found" state links above its heading to `back` too. */
  backLink?: BackTarget;
  /** The link above the "not found" state's heading, when it is not `back`. */
  notFoundBackLink?: BackTarget;
}

/**
 * The texts of a page about one record (for DetailPage): its title, what the record is ("order"), why it may be
 * missing, the product's error text, and the way back (also linked above the heading). "Loading the order", "Order not
 * found" and, unless given, "Error fetching order details" follow from `what`.
 */
export function recordPage(texts: { title: string; what: string; notFoundText: string; errorText?: string; back: BackTarget }) {
  const { what, back } = texts;
  return {
    ...texts,
    errorText: texts.errorText ?? `Error fetching ${what} details`,
    loadingLabel: `Loading the ${what}`,
    notFoundTitle: `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`,
    backLink: back,
  };
}

/** A detail page whose record could not be loaded: "not found" (also what another owner's record answers) or an error. */
export function PageLoadFailure({
  title,
  notFoundTitle = title,
  what,
  notFoundText,
  errorText,
  error,
  onRetry,
  back,
  backLink,
  notFoundBackLink = backLink && back,
}: PageLoadFailureProps) {
  if (isNotFound(error)) {
    return <NotFoundState title={notFoundTitle} what={what} description={notFoundText} back={back} backLink={notFoundBackLink} />;
  }
  return (
    <>
      {backLink && <BackLink {...backLink} />}
      <PageHeader title={title} />
      <LoadError title={errorText} error={error} onRetry={onRetry} />
    </>
  );
}
