import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { resolvePortal } from '@contracts/portals';
import { App } from './app/app';
import './app/boot.css';
import { applyHostDocument } from './app/host-document';
import { rememberTimeZone } from './lib/viewer-time-zone';

// The host is resolved once per page load; the role of a signed-in user can only move it later (app/portal-app).
const { hostname, port } = window.location;
const host = resolvePortal(hostname);
applyHostDocument(host);
// The patient dashboard is drawn by the server in the browser's time zone (lib/viewer-time-zone): no other host needs it.
if (host.kind === 'portal' && host.portal === 'patient') rememberTimeZone();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App host={host} port={port} supportWidget="default" />
  </StrictMode>,
);
