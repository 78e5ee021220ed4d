// How the API client reads and updates the session, without axios: app/provider binds the store through this module
// on the sign-in page's first download, and lib/api-client (with axios) loads only when a call is made.

export interface ApiSession {
  accessToken: string | null;
  refreshToken: string | null;
  delegateAccessToken: string | null;
}

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  delegateAccessToken?: string | null;
}

/** lib cannot import the store: app/provider injects how to read and update the session. */
export interface ApiClientBindings {
  getSession: () => ApiSession;
  onTokensRefreshed: (tokens: RefreshedTokens) => void;
  onSessionEnded: () => void;
}

const noBindings: ApiClientBindings = {
  getSession: () => ({ accessToken: null, refreshToken: null, delegateAccessToken: null }),
  onTokensRefreshed: () => undefined,
  onSessionEnded: () => undefined,
};

let bindings: ApiClientBindings = noBindings;

/** Binds the client; the returned function unbinds it (unless another binding replaced this one since). */
export function configureApiClient(next: ApiClientBindings): () => void {
  bindings = next;
  return () => {
    if (bindings === next) bindings = noBindings;
  };
}

/** The current bindings (none: no session). */
export const apiBindings = (): ApiClientBindings => bindings;
