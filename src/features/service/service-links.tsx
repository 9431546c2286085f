import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ServiceLinkType } from '../../shared/constants/members.ts';
import type { ServiceEntry } from './links.ts';
import styles from './service.module.css';

const svg = (children: ReactNode) => (
  <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
    {children}
  </svg>
);

const ICONS: Record<ServiceLinkType, ReactNode> = {
  LIVECHAT: svg(
    <path
      d="M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />,
  ),
  FACEBOOK: svg(<path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8Z" fill="currentColor" />),
  TELEGRAM: svg(<path d="m3 11 18-7-3 16-6-4-3 3v-5l9-8-11 7-4-2Z" fill="currentColor" />),
  TELEGRAM2: svg(<path d="m3 11 18-7-3 16-6-4-3 3v-5l9-8-11 7-4-2Z" fill="currentColor" />),
  WHATSAPP: svg(
    <path
      d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm-3 5c.3 0 .6 0 .8.6l.7 1.6-.6.9c.6 1.2 1.5 2.1 2.7 2.7l.9-.6 1.6.7c.6.2.6.5.6.8 0 .9-.9 1.8-2 1.8-3 0-6.5-3.5-6.5-6.5 0-1.1.9-2 1.8-2Z"
      fill="currentColor"
    />,
  ),
};

/** The service entries as links that open outside the app. */
export function ServiceLinks({ entries }: { entries: readonly ServiceEntry[] }) {
  const { t } = useLingui();
  const label = (type: ServiceLinkType): string =>
    ({
      LIVECHAT: t`Live chat`,
      FACEBOOK: 'Facebook',
      TELEGRAM: 'Telegram',
      TELEGRAM2: 'Telegram 2',
      WHATSAPP: 'WhatsApp',
    })[type];
  return (
    <ul className={styles.links}>
      {entries.map(({ type, url }) => (
        <li key={type}>
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer" data-service={type}>
            {ICONS[type]}
            <span>{label(type)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
