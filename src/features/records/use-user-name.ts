import { useSnapshot } from 'valtio';
import { sessionStore } from '../../stores/session.ts';

/** The signed-in account the records are keyed by (the routes' guards make sure there is one). */
export const useUserName = (): string | undefined => useSnapshot(sessionStore).session?.userName;
