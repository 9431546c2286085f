import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { AlertIcon, BackIcon } from '../../components/icons.tsx';
import { StatusScreen } from '../../components/page/status-screen.tsx';
import { ApiError, NETWORK_ERROR } from '../../lib/http.ts';
import { useOnline } from '../../lib/online.ts';
import { STUDIO_GAME_TITLES } from '../../lib/studio-names.ts';
import type { StudioGame } from '../../shared/studio/games.ts';
import { uiStore } from '../../stores/ui.ts';
import { type LaunchRequest, launchQueryOptions } from './api.ts';
import { cachedStudioGame } from './cached-game.ts';
import styles from './launch.module.css';
import { type LaunchAction, launchAction, lobbyPath } from './launch-action.ts';
import { isFinalRefusal, isTrialRefusal, launchErrorMessage } from './launch-errors.ts';
import { useBackToLobby } from './use-back-to-lobby.ts';

export interface LaunchSearch {
  code?: string;
  gameId?: string;
  nodeId?: number;
  pageBack?: string;
}

/** What the route hands the studio client (composed there: features never import each other). */
export interface StudioSlotProps {
  game: StudioGame;
  token: string;
  gameId: string;
}

/** What the route hands the studio's practice (FUN money in this tab, no server). */
export interface PracticeSlotProps {
  game: StudioGame;
  gameId: string;
}

interface Props {
  search: LaunchSearch;
  renderStudio: (props: StudioSlotProps) => ReactNode;
  /** The studio game played in practice: offered when the launch cannot reach the server. */
  renderPractice: (props: PracticeSlotProps) => ReactNode;
  /** Registration is open (site switches, read by the route): a refused trial is offered it. */
  canRegister: boolean;
}

/** /m/launchGame: asks the platform how to run the game, then goes to the vendor or plays in-house. */
export function LaunchPage({ search, renderStudio, renderPractice, canRegister }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const href = useLocation({ select: (l) => l.href });
  const online = useOnline();
  const pageBack = lobbyPath(search.pageBack);
  const back = useBackToLobby(pageBack);
  const request: LaunchRequest | undefined =
    search.code && search.gameId && search.nodeId
      ? {
          nodeId: search.nodeId,
          gameId: search.gameId,
          vendor: search.code,
          language: uiStore.language,
          pageBack,
        }
      : undefined;
  // Chosen by the player while the server could not be reached; kept until they play for real or leave.
  const [practising, setPractising] = useState(false);
  const launch = useQuery(launchQueryOptions(online && !practising ? request : undefined));
  const action = launch.data && search.gameId ? launchAction(launch.data, search.gameId) : undefined;
  useLaunchEffects(action);
  const unreachable =
    !launch.data && (!online || (launch.error instanceof ApiError && launch.error.code === NETWORK_ERROR));
  // Which studio game the tile runs, as the cached lobby says: asked only when the server cannot answer.
  const wantsPractice = unreachable || practising;
  const { vendor, gameId, nodeId } = request ?? {};
  const practiceGame = useMemo(
    () =>
      wantsPractice && vendor && gameId && nodeId
        ? cachedStudioGame(queryClient, { vendor, gameId, nodeId })
        : undefined,
    [wantsPractice, queryClient, vendor, gameId, nodeId],
  );

  const studioGame = action?.kind === 'studio' ? action.game : practising ? practiceGame : undefined;
  const title = studioGame ? t(STUDIO_GAME_TITLES[studioGame]) : t`Game`;
  const backButton = (
    <button type="button" className="button-secondary" onClick={back}>
      <Trans>Back to lobby</Trans>
    </button>
  );

  let body: ReactNode;
  if (action?.kind === 'studio') {
    body = renderStudio({ game: action.game, token: action.token, gameId: search.gameId ?? '' });
  } else if (practising && practiceGame && request) {
    body = (
      <>
        {online ? (
          // Back online: the real game is one tap away, never forced on a practice round under way.
          <p className={styles.backOnline} role="status">
            <span>
              <Trans>You are back online.</Trans>
            </span>
            <button
              type="button"
              className="button-primary button-small"
              onClick={() => setPractising(false)}
            >
              <Trans>Play for real</Trans>
            </button>
          </p>
        ) : null}
        {renderPractice({ game: practiceGame, gameId: request.gameId })}
      </>
    );
  } else if (!request) {
    body = (
      <Problem title={t`Game not found`} actions={backButton}>
        <Trans>This game link is incomplete. Please pick the game again from the lobby.</Trans>
      </Problem>
    );
  } else if (unreachable && practiceGame) {
    const game = t(STUDIO_GAME_TITLES[practiceGame]);
    body = (
      <StatusScreen
        role="status"
        headingLevel={2}
        icon={<AlertIcon />}
        title={t`We cannot reach the server`}
        actions={
          <>
            <button type="button" className="button-primary" onClick={() => setPractising(true)}>
              <Trans>Practice offline</Trans>
            </button>
            {online ? (
              <button type="button" className="button-secondary" onClick={() => void launch.refetch()}>
                <Trans>Try again</Trans>
              </button>
            ) : null}
            {backButton}
          </>
        }
      >
        <p>
          <Trans>{game} needs a connection to play for real.</Trans>
        </p>
        <p>
          <Trans>
            You can practice offline with FUN money: nothing real is won or lost, and nothing is saved to your
            account.
          </Trans>
        </p>
      </StatusScreen>
    );
  } else if (!online && !launch.data) {
    body = (
      <Problem title={t`You are offline: games need a connection`} actions={backButton}>
        <Trans>Connect to the internet, then open the game again.</Trans>
      </Problem>
    );
  } else if (isTrialRefusal(launch.error)) {
    // A trial is one step from a real account: logging in comes back here and opens the game.
    body = (
      <Problem
        title={t`The game could not be opened`}
        actions={
          <>
            <Link to="/m/login" search={{ redirect: href }} className="button-primary">
              <Trans>Log in</Trans>
            </Link>
            {canRegister ? (
              <Link to="/m/register" className="button-secondary">
                <Trans>Register</Trans>
              </Link>
            ) : null}
            {backButton}
          </>
        }
      >
        {t(launchErrorMessage(launch.error))}
      </Problem>
    );
  } else if (launch.isError) {
    body = (
      <Problem
        title={t`The game could not be opened`}
        actions={
          <>
            {isFinalRefusal(launch.error) ? null : (
              <button type="button" className="button-primary" onClick={() => void launch.refetch()}>
                <Trans>Try again</Trans>
              </button>
            )}
            {backButton}
          </>
        }
      >
        {t(launchErrorMessage(launch.error))}
      </Problem>
    );
  } else {
    body = (
      <p className={styles.pending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <Trans>Opening the game…</Trans>
      </p>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <button type="button" className={styles.back} onClick={back}>
          <BackIcon aria-hidden="true" />
          <span>
            <Trans>Back to lobby</Trans>
          </span>
        </button>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <div className={styles.main}>{body}</div>
    </div>
  );
}

function Problem({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <StatusScreen role="alert" headingLevel={2} icon={<AlertIcon />} title={title} actions={actions}>
      <p>{children}</p>
    </StatusScreen>
  );
}

/** Vendor games open as a full page; the lotto is the lottery pages' (replaced, so Back skips the launcher). */
function useLaunchEffects(action: LaunchAction | undefined) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!action || done.current) return;
    if (action.kind === 'redirect') {
      done.current = true;
      window.location.assign(action.url);
    } else if (action.kind === 'lottery') {
      done.current = true;
      void (action.code
        ? navigate({ to: '/m/startLottery', search: { code: action.code }, replace: true })
        : navigate({ to: '/m/lottery', replace: true }));
    }
  }, [action, navigate]);
}
