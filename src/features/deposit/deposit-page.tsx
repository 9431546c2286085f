import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { ErrorState } from '../../components/error-state.tsx';
import { NoData } from '../../components/no-data.tsx';
import { formatPeso } from '../../lib/money.ts';
import { useOnline } from '../../lib/online.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import type { Channel, ChannelKind, DepositCreated } from '../../shared/schemas/deposits.ts';
import { sessionStore } from '../../stores/session.ts';
import { uiStore } from '../../stores/ui.ts';
import { AmountForm } from './amount-form.tsx';
import { channelsQueryOptions, orderQueryOptions } from './api.ts';
import styles from './deposit.module.css';
import { OrderStatus } from './order-status.tsx';

/** mobileTemplate.dep_func '1' selects the "new" deposit version (SPEC.md section 2); anything else is base. */
const NEW_VERSION = '1';

/** The screen's place, kept in the URL so back, reload and a gateway's return land on it. */
export interface DepositSearch {
  /** A deposit's status view (a gateway returns here with it). */
  order?: number | undefined;
  /** The chosen method (base: its form page; new: its tab). */
  channel?: number | undefined;
}

interface Props {
  search: DepositSearch;
  /** Moves to another place of the screen (the route pushes it as search params). */
  go: (search: DepositSearch) => void;
  /** Leaves the app for a gateway's hosted page. */
  leave?: (url: string) => void;
}

const leaveForGateway = (url: string) => window.location.assign(url);

/** SPEC.md section 2, deposit (/m/voucherCenter): a method, an amount, then the transfer or the gateway. */
export function DepositPage({ search, go, leave = leaveForGateway }: Props) {
  const config = useSiteConfig().data;
  const { session } = useSnapshot(sessionStore);
  // The boot sequence loads the site config first; the route's guard lets only members in.
  if (!config || !session) return null;
  const version = config.mobileTemplate.dep_func === NEW_VERSION ? 'new' : 'base';
  return (
    <div className={styles.page} data-version={version}>
      {search.order !== undefined ? (
        <OrderStatus user={session.userName} orderId={search.order} onNewDeposit={() => go({})} />
      ) : (
        <Cashier user={session.userName} version={version} search={search} go={go} leave={leave} />
      )}
    </div>
  );
}

interface CashierProps {
  user: string;
  version: 'new' | 'base';
  search: DepositSearch;
  go: Props['go'];
  leave: (url: string) => void;
}

function Cashier({ user, version, search, go, leave }: CashierProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const { language } = useSnapshot(uiStore);
  const channels = useQuery(channelsQueryOptions(language, user));
  // A manual transfer continues on the order's own place (?order=): a reload or back keeps it.
  const onCreated = ({ order }: DepositCreated) => {
    queryClient.setQueryData(orderQueryOptions(user, order.id).queryKey, order);
    go({ order: order.id });
  };

  if (!channels.data) {
    if (channels.isPending && online)
      return (
        <p className={styles.loading} role="status">
          <Trans>Loading…</Trans>
        </p>
      );
    return online ? (
      <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />
    ) : (
      <OfflineNotice />
    );
  }
  const list = channels.data;
  if (list.length === 0) return <NoData>{<Trans>No deposit methods are available right now.</Trans>}</NoData>;
  const chosen = list.find((c) => c.id === search.channel);
  const form = (channel: Channel) => (
    <AmountForm key={channel.id} user={user} channel={channel} onCreated={onCreated} leave={leave} />
  );

  if (version === 'new') {
    const current = chosen ?? list[0];
    return (
      <>
        {online ? null : <OfflineNotice />}
        <MethodTabs channels={list} current={current?.id} onChoose={(id) => go({ channel: id })} />
        {current ? (
          <section className={styles.card} aria-label={current.name}>
            {form(current)}
          </section>
        ) : null}
      </>
    );
  }
  // Base: the list of methods is one page, the chosen method's form the next.
  return (
    <>
      {online ? null : <OfflineNotice />}
      {chosen ? (
        <section className={styles.card} aria-labelledby="deposit-method">
          <div className={styles.methodHead}>
            <h2 id="deposit-method" className={styles.heading}>
              {chosen.name}
            </h2>
            <button type="button" className="button-secondary button-small" onClick={() => go({})}>
              <Trans>Change method</Trans>
            </button>
          </div>
          {form(chosen)}
        </section>
      ) : (
        <MethodList channels={list} onChoose={(id) => go({ channel: id })} />
      )}
    </>
  );
}

/** Deposits move money: without a connection nothing can be started, so say so plainly. */
function OfflineNotice() {
  return (
    <p className={styles.offline} role="status">
      <Trans>You are offline. A deposit needs a connection: reconnect to continue.</Trans>
    </p>
  );
}

function KindLabel({ kind }: { kind: ChannelKind }) {
  if (kind === 'manual_bank') return <Trans>Bank transfer</Trans>;
  if (kind === 'manual_ewallet') return <Trans>E-wallet transfer</Trans>;
  return <Trans>Online payment</Trans>;
}

function Limits({ channel }: { channel: Channel }) {
  const { i18n } = useLingui();
  const min = formatPeso(channel.minCents, i18n.locale);
  const max = formatPeso(channel.maxCents, i18n.locale);
  return (
    <span className={styles.limits}>
      <Trans>
        {min} – {max}
      </Trans>
    </span>
  );
}

/** Base: one row per method with its kind and limits. */
function MethodList({ channels, onChoose }: { channels: Channel[]; onChoose: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Deposit methods`}>
      <ul className={styles.methodList}>
        {channels.map((c) => (
          <li key={c.id}>
            <button type="button" className={styles.methodRow} onClick={() => onChoose(c.id)}>
              <span className={styles.methodName}>{c.name}</span>
              <span className={styles.methodKind}>
                <KindLabel kind={c.kind} />
              </span>
              <Limits channel={c} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** New: the methods as a grid of tabs above the amount. */
function MethodTabs({
  channels,
  current,
  onChoose,
}: {
  channels: Channel[];
  current: number | undefined;
  onChoose: (id: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.methodGrid} role="tablist" aria-label={t`Deposit methods`}>
      {channels.map((c) => (
        <button
          key={c.id}
          type="button"
          role="tab"
          aria-selected={c.id === current}
          className={styles.methodTab}
          onClick={() => onChoose(c.id)}
        >
          <span className={styles.methodName}>{c.name}</span>
          <span className={styles.methodKind}>
            <KindLabel kind={c.kind} />
          </span>
        </button>
      ))}
    </div>
  );
}
