import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'react-toastify/ReactToastify.css';
import { App } from './app/app';
import { applyHostDocument } from './app/host-document';
import { resolvePortal } from './config/portals';
import { createDefaultSupportWidget } from './lib/support-widget';

const { hostname, port } = window.location;
applyHostDocument(resolvePortal(hostname, null));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App hostname={hostname} port={port} supportWidget={createDefaultSupportWidget()} />
  </StrictMode>,
);
