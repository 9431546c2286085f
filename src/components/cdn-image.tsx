import { type ImgHTMLAttributes, type ReactNode, useState, useSyncExternalStore } from 'react';
import { imageCdns, imageUrl, markCdnFailed, onImageCdnsChange } from '../pwa/cdn-picker.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'crossOrigin' | 'onError'> & {
  /** Image path below a CDN base (or an absolute URL). */
  path: string;
  /** Shown once every CDN failed. */
  fallback?: ReactNode;
};

/** The first CDN URL of `path` not tried yet (the picker may move on between attempts). */
export function nextImageSrc(path: string, tried: readonly string[]): string | null {
  const count = Math.max(imageCdns().length, 1);
  for (let attempt = 0; attempt < count; attempt++) {
    const src = imageUrl(path, attempt);
    if (!tried.includes(src)) return src;
  }
  return null;
}

/**
 * Starts the download of the picture `path` as soon as its address is known, before the component that
 * shows it renders (the first home banner is the page's largest paint). Same CORS mode as CdnImage, so
 * the browser hands the preloaded response to the <img>.
 */
export function preloadCdnImage(path: string): void {
  if (typeof document === 'undefined' || (imageCdns().length === 0 && !/^https?:\/\//.test(path))) return;
  const href = imageUrl(path, 0);
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href });
  link.crossOrigin = 'anonymous';
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * A CDN image (SPEC.md section 9): loaded with CORS (opaque responses bloat the SW cache quota), and
 * on error retried on the next CDN base; the failed base is reported so later images skip it.
 */
export function CdnImage({ path, fallback = null, alt = '', ...rest }: Props) {
  // Until the site config has named the CDNs there is no URL to ask: asking the bare path would 404.
  const cdns = useSyncExternalStore(onImageCdnsChange, imageCdns, imageCdns);
  const [state, setState] = useState<{ path: string; tried: string[] }>({ path, tried: [] });
  if (cdns.length === 0 && !/^https?:\/\//.test(path)) return <span className={rest.className} />;
  const tried = state.path === path ? state.tried : [];
  const src = nextImageSrc(path, tried);
  if (!src) return fallback;
  return (
    <img
      {...rest}
      alt={alt}
      src={src}
      crossOrigin="anonymous"
      onError={() => {
        markCdnFailed(src);
        setState({ path, tried: [...tried, src] });
      }}
    />
  );
}
