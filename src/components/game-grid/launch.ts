import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../../stores/session.ts';

/** What the launcher needs (SPEC.md section 2: vendor, gameId or roomId, nodeId). */
export interface LaunchTarget {
  vendor: string;
  gameId: string;
  nodeId: number;
}

/** The /m/launchGame search for a target: the vendor travels as `code`. */
export function launchSearch(target: LaunchTarget) {
  return { code: target.vendor, gameId: target.gameId, nodeId: target.nodeId, pageBack: 'home' };
}

/** Launching without a session goes to login (SPEC.md section 4); with one, to the launcher. */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const navigate = useNavigate();
  const { session } = useSnapshot(sessionStore);
  return (target) => {
    if (!session) void navigate({ to: '/m/login' });
    else void navigate({ to: '/m/launchGame', search: launchSearch(target) });
  };
}
