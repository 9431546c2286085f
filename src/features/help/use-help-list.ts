import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { uiStore } from '../../stores/ui.ts';
import { helpListQueryOptions } from './api.ts';

/** The help entries in the current language; the old language stays on screen while switching. */
export function useHelpList() {
  const { language } = useSnapshot(uiStore);
  return useQuery({ ...helpListQueryOptions(language), placeholderData: keepPreviousData });
}
