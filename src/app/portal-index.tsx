import { useEffect } from 'react';
import { LogoMark } from '@/components/logo-mark';
import { PRODUCT_NAME } from '@/config/brand';
import { HOST_LABELS, PORTAL_NAMES, portalHostUrl } from '@/config/portals';

interface PortalIndexProps {
  port: string;
}

/**
 * Development convenience on bare localhost or an IP address: a link to every portal host. Plain markup
 * (app/boot.css), no MUI: this page downloads no portal's code.
 */
export function PortalIndex({ port }: PortalIndexProps) {
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <div className="plain-page">
      <header className="plain-page__header">
        <LogoMark size={36} decorative />
        <span>{PRODUCT_NAME}</span>
      </header>
      <main className="plain-page__main">
        <h1>Choose a portal</h1>
        <p className="plain-page__lead">Each audience has its own portal, chosen by the first part of the host name.</p>
        <ul className="portal-list">
          {HOST_LABELS.map(({ label, portal, alternate }) => {
            const url = portalHostUrl(label, port);
            return (
              <li key={label}>
                <a href={url}>
                  <span className="portal-list__name">
                    {PORTAL_NAMES[portal]}
                    {alternate ? ' (alternate host)' : ''}
                  </span>
                  <span className="portal-list__url">{url}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </main>
    </div>
  );
}
