import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { uiStore } from '../../stores/ui.ts';
import { siteConfigQueryOptions } from './api.ts';

/**
 * The site config in the current language. A language switch refetches it while the previous one
 * stays on screen, so the shell never flashes back to the splash.
 */
export function useSiteConfig() {
  const { language } = useSnapshot(uiStore);
  return useQuery({ ...siteConfigQueryOptions(language), placeholderData: keepPreviousData });
}
