/** API keys, short links and file links: no patient data in their replies (tests: api-keys.test.ts, short-links.test.ts). */
export const API_KEYS_EXEMPT: Record<string, string> = {
  'GET /api-keys': 'the caller’s API keys (names, prefixes, scopes): no patient data; the list is audited as LIST api_key',
  'POST /api-keys': 'a key for server-to-server calls (audited as CREATE api_key); each use names the key on its audit row',
  'DELETE /api-keys/{id}': 'a key for server-to-server calls (audited as REVOKE api_key; another’s key DENIED)',
  'POST /common/short-links': 'a short link to a partner’s public intake link (audited as CREATE short_link)',
  'GET /storage/public-url': 'a link to the caller’s own file or a partner’s logo (audited as DOWNLOAD_LINK upload, each read as DOWNLOAD)',
};
