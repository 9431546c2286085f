import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useEffect, useMemo, useState } from 'react';
import { reloadForMissingChunk } from '../lib/lazy-component.ts';
import { EXTERNAL_LINK_PROPS, linkTarget } from '../shared/link-target.ts';
import styles from './html-content.module.css';

type Sanitize = (html: string) => string;
let loaded: Sanitize | null = null;
const loadSanitizer = () =>
  import('./sanitize-html.ts').then((m) => {
    loaded = m.sanitizeHtml;
    return m.sanitizeHtml;
  }, reloadForMissingChunk);

/** Fetches the sanitiser ahead, so content shows at once instead of after a blank moment. */
export const preloadHtmlContent = (): Promise<unknown> => (loaded ? Promise.resolve() : loadSanitizer());

interface Props {
  html: string;
  /**
   * This platform's server sanitised `html` when it stored it (the answer's `contentSanitized`): it is
   * rendered as is, without loading DOMPurify. Anything else goes through DOMPurify first.
   */
  sanitized?: boolean;
  className?: string;
  /** Called before an in-app link navigates (a dialog closes itself). */
  onNavigate?: () => void;
}

/**
 * Platform HTML (announcements, help), sanitised with DOMPurify (DESIGN.md section 5) unless the server
 * already did. Links to http(s) open outside with rel=noopener; other links navigate inside the app
 * through the router.
 */
export function HtmlContent({ html, sanitized = false, className, onNavigate }: Props) {
  const router = useRouter();
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);
  useEffect(() => {
    if (sanitize || sanitized) return;
    let live = true;
    void loadSanitizer().then((fn) => {
      if (live) setSanitize(() => fn);
    });
    return () => {
      live = false;
    };
  }, [sanitize, sanitized]);
  const clean = useMemo(
    () => (sanitized ? html : sanitize ? sanitize(html) : null),
    [sanitized, sanitize, html],
  );

  const followLink = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const anchor = e.target instanceof Element ? e.target.closest('a') : null;
    if (!anchor || !e.currentTarget.contains(anchor)) return;
    const target = linkTarget(anchor.getAttribute('href'));
    if (target.kind === 'external') {
      // Stored before its server set them (or from elsewhere): the browser reads these after this handler.
      anchor.setAttribute('target', EXTERNAL_LINK_PROPS.target);
      anchor.setAttribute('rel', EXTERNAL_LINK_PROPS.rel);
    }
    if (target.kind !== 'internal') return;
    e.preventDefault();
    onNavigate?.();
    void router.navigate({ href: target.href });
  };

  const classes = className ? `${styles.content} ${className}` : styles.content;
  if (clean === null) return <div className={`${classes} ${styles.pending}`} aria-busy="true" />;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegation for the anchors inside, which are keyboard-operable themselves
    // biome-ignore lint/a11y/noStaticElementInteractions: same delegation; the div itself is not interactive
    <div
      className={classes}
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above, or by the server
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
