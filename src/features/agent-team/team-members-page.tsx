import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { NoData } from '../../components/no-data.tsx';
import { SavedAt } from '../../components/saved-at.tsx';
import { LoadMore } from '../../components/screen/load-more.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { errorCode } from '../../lib/messages.ts';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { formatOperatorTime } from '../../lib/operator-time.ts';
import { AGENT_CODES } from '../../shared/errors/agent.ts';
import type { TeamCrumb, TeamMember, TeamMemberKind } from '../../shared/schemas/agent-team.ts';
import { sessionStore } from '../../stores/session.ts';
import styles from './agent-team.module.css';
import { type TeamFilter, teamMembersQueryOptions } from './api.ts';
import { KIND_LABELS, STATUS_LABELS } from './labels.ts';

/** The levels the search offers (the seeded and typical teams are a few levels deep). */
const LEVELS = [1, 2, 3, 4, 5];

type Search = Omit<TeamFilter, 'parentId'>;

/**
 * /m/member/team (AGEDOWNMAN3): the agent's downline, or a sub-agent's (`parentId`, in the URL so back
 * goes up again), searchable by account, level and kind, a page at a time.
 */
export function TeamMembersPage({ parentId }: { parentId?: number }) {
  // A new team starts with a clear search.
  return <TeamMembers key={parentId ?? 0} parentId={parentId} />;
}

function TeamMembers({ parentId }: { parentId?: number }) {
  const user = useSnapshot(sessionStore).session?.userName ?? '';
  const online = useOnline();
  const [search, setSearch] = useState<Search>({});
  const query = useInfiniteQuery({
    ...teamMembersQueryOptions(user, { parentId, ...search }),
    enabled: !!user,
  });
  const failed = <Trans>Your team could not be loaded.</Trans>;
  const first = query.data?.pages[0];
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className={styles.page}>
      {parentId !== undefined ? <Crumbs path={first?.path ?? []} /> : null}
      <SearchForm onSearch={setSearch} />
      {!query.data && !online ? (
        <p className={styles.muted} role="status">
          <Trans>You are offline. Your team shows once you are connected.</Trans>
        </p>
      ) : query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : !query.data ? (
        errorCode(query.error) === AGENT_CODES.notInTeam ? (
          <p className={styles.muted} role="alert">
            <Trans>This member is not in your team.</Trans>{' '}
            <Link to="/m/member/team" search={{}}>
              <Trans>Back to my team</Trans>
            </Link>
          </p>
        ) : (
          <SectionError error={query.error} onRetry={() => void query.refetch()}>
            {failed}
          </SectionError>
        )
      ) : (
        <>
          <SavedAt updatedAt={query.dataUpdatedAt} />
          <p className={styles.muted} data-testid="team-count">
            <Trans>{first?.total ?? 0} members</Trans>
          </p>
          {rows.length ? (
            <ul className={styles.list}>
              {rows.map((m) => (
                <li key={m.id} className={styles.row} data-testid="team-member">
                  <MemberRow member={m} />
                </li>
              ))}
            </ul>
          ) : (
            <NoData>
              <Trans>No members match.</Trans>
            </NoData>
          )}
          <LoadMore query={query} failed={failed} />
        </>
      )}
    </div>
  );
}

/** The way back up: my team, then each sub-agent down to the one whose team is shown. */
function Crumbs({ path }: { path: TeamCrumb[] }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Team levels`}>
      <ol className={styles.crumbs}>
        <li>
          <Link to="/m/member/team" search={{}}>
            <Trans>My team</Trans>
          </Link>
        </li>
        {path.map((c, i) => (
          <li key={c.id}>
            {i === path.length - 1 ? (
              <span aria-current="page">{c.account}</span>
            ) : (
              <Link to="/m/member/team" search={{ parentId: c.id }}>
                {c.account}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function SearchForm({ onSearch }: { onSearch: (s: Search) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [account, setAccount] = useState('');
  const [level, setLevel] = useState('');
  const [kind, setKind] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      account: account.trim() || undefined,
      level: level ? Number(level) : undefined,
      kind: (kind || undefined) as TeamMemberKind | undefined,
    });
  };
  const clear = () => {
    setAccount('');
    setLevel('');
    setKind('');
    onSearch({});
  };
  return (
    <form className={styles.search} onSubmit={submit}>
      <label className={styles.field} htmlFor={`${id}-account`}>
        <span>
          <Trans>Account</Trans>
        </span>
        <input
          id={`${id}-account`}
          type="search"
          value={account}
          maxLength={32}
          autoCapitalize="none"
          autoComplete="off"
          placeholder={t`Starts with…`}
          onChange={(e) => setAccount(e.target.value)}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-level`}>
        <span>
          <Trans>Level</Trans>
        </span>
        <select id={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value)}>
          <option value="">{t`All levels`}</option>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {t`Level ${l}`}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-kind`}>
        <span>
          <Trans>Type</Trans>
        </span>
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{t`Players and agents`}</option>
          <option value="member">{t`Players`}</option>
          <option value="agent">{t`Agents`}</option>
        </select>
      </label>
      <div className={styles.searchButtons}>
        <button type="submit" className="button-primary">
          <Trans>Search</Trans>
        </button>
        <button type="button" className="button-secondary" onClick={clear}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </form>
  );
}

function MemberRow({ member: m }: { member: TeamMember }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className={styles.rowHead}>
        <p className={styles.account}>{m.account}</p>
        <span className={styles.badge}>{t(KIND_LABELS[m.kind])}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Level</Trans>
          </dt>
          <dd>{m.level}</dd>
        </div>
        <div>
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd>{formatPeso(m.balanceCents, i18n.locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Registered</Trans>
          </dt>
          <dd>{formatOperatorTime(m.registeredAt, i18n.locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Last login</Trans>
          </dt>
          <dd>{m.lastLoginAt ? formatOperatorTime(m.lastLoginAt, i18n.locale) : t`Never`}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd className={m.status === 'active' ? undefined : styles.warn}>{t(STATUS_LABELS[m.status])}</dd>
        </div>
        {m.teamSize !== null ? (
          <div>
            <dt>
              <Trans>Team size</Trans>
            </dt>
            <dd>{m.teamSize}</dd>
          </div>
        ) : null}
      </dl>
      {m.kind === 'agent' ? (
        <div className={styles.actions}>
          <Link to="/m/member/team" search={{ parentId: m.id }} className="button-secondary button-small">
            <Trans>View {m.account}'s team</Trans>
          </Link>
          <Link
            to="/m/agent/team/overview"
            search={{ memberId: m.id }}
            className="button-secondary button-small"
          >
            <Trans>Team figures</Trans>
          </Link>
        </div>
      ) : null}
    </>
  );
}
