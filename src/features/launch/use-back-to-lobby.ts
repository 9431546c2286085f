import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { WALLET_QUERY_ROOT } from '../../lib/account/balance.ts';

/** Leaves the game: the wallet queries go stale first, so the lobby header shows the balance after play. */
export function useBackToLobby(path: string): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_ROOT });
    void navigate({ href: path });
  };
}
