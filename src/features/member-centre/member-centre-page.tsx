import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ComponentType, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { BackIcon, UserIcon } from '../../components/icons.tsx';
import headerStyles from '../../components/page/header.module.css';
import { memberInfoQueryOptions } from '../../lib/account/api.ts';
import { loginHref } from '../../lib/session-guard.ts';
import { useSiteConfig } from '../../lib/site/use-site-config.ts';
import { MEMBER_TYPE_TRIAL } from '../../shared/constants/members.ts';
import type { SiteConfig } from '../../shared/schemas/site.ts';
import { sessionStore } from '../../stores/session.ts';
import { vipLevelName, vipStatusQueryOptions } from './api.ts';
import { DownloadIcon, SettingsIcon } from './item-icons.tsx';
import { ItemGrid, ItemList } from './item-views.tsx';
import { type GateContext, visibleItems } from './items.ts';
import { MemberCard } from './member-card.tsx';
import styles from './member-centre.module.css';

/** mobileTemplate.mem_cen '1' selects the "new" template (SPEC.md section 2); anything else is base. */
const NEW_TEMPLATE = '1';

interface DownloadPopupProps {
  downloads: SiteConfig['downloads'];
  siteName: string;
  onClosed: () => void;
}

interface Props {
  /** Unread messages (the inbox feeds it); the icon shows a dot above 0. */
  unreadCount?: number;
  /** Unclaimed promotions, the reward centre's badge. */
  rewardCount?: number;
  /** The install feature's popup, composed by the route (features do not import each other). */
  DownloadPopup: ComponentType<DownloadPopupProps>;
}

/** SPEC.md section 2, "Member centre": the visitor's prompt or the member's header, then the items. */
export function MemberCentrePage({ unreadCount = 0, rewardCount = 0, DownloadPopup }: Props) {
  const config = useSiteConfig().data;
  const { session } = useSnapshot(sessionStore);
  // The boot sequence loads the site config before any page renders.
  if (!config) return null;
  const template = config.mobileTemplate.mem_cen === NEW_TEMPLATE ? 'new' : 'base';
  return (
    <div className={styles.page} data-template={template}>
      <TopBar />
      {session ? (
        <MemberSection
          userName={session.userName}
          memberType={session.type}
          config={config}
          template={template}
          unreadCount={unreadCount}
          rewardCount={rewardCount}
        />
      ) : (
        <>
          <VisitorPrompt />
          <Items
            template={template}
            ctx={{
              switches: config.switches,
              promotions: config.promotions,
              memberType: null,
              toUpline: false,
            }}
            rewardCount={0}
          />
        </>
      )}
      <DownloadEntry config={config} DownloadPopup={DownloadPopup} />
    </div>
  );
}

/** Back goes to /m/home; the settings button to /m/set. */
function TopBar() {
  const { t } = useLingui();
  return (
    <header className={headerStyles.header}>
      <Link to="/m/home" className="icon-button" aria-label={t`Back`}>
        <BackIcon />
      </Link>
      <h1 className={headerStyles.title}>
        <Trans>Member centre</Trans>
      </h1>
      <Link to="/m/set" className="icon-button" aria-label={t`Settings`}>
        <SettingsIcon />
      </Link>
    </header>
  );
}

function VisitorPrompt() {
  const navigate = useNavigate();
  return (
    <section className={styles.prompt}>
      <span className={styles.avatar} aria-hidden="true">
        <UserIcon />
      </span>
      <p className={styles.promptText}>
        <Trans>Log in to see your balance, records and messages.</Trans>
      </p>
      <button
        type="button"
        className="button-primary"
        onClick={() => void navigate({ href: loginHref('/m/mine') })}
      >
        <Trans>Log in or register</Trans>
      </button>
    </section>
  );
}

interface MemberSectionProps {
  userName: string;
  memberType: number;
  config: SiteConfig;
  template: 'new' | 'base';
  unreadCount: number;
  rewardCount: number;
}

function MemberSection({
  userName,
  memberType,
  config,
  template,
  unreadCount,
  rewardCount,
}: MemberSectionProps) {
  // Refreshed on every opening (SPEC.md section 2), whatever the cache holds.
  const member = useQuery({ ...memberInfoQueryOptions(userName), refetchOnMount: 'always' });
  // The header's VIP label: asked for here only (not on /m/home), when the benefit display is on.
  const vip = useQuery({
    ...vipStatusQueryOptions(userName),
    enabled: config.switches.VIPBENEFIT3 && memberType !== MEMBER_TYPE_TRIAL,
  });
  const ctx: GateContext = {
    switches: config.switches,
    promotions: config.promotions,
    memberType,
    toUpline: member.data?.toUpline ?? false,
  };
  return (
    <>
      <MemberCard
        userName={userName}
        member={member.data}
        vipBenefit={config.switches.VIPBENEFIT3}
        vipLevel={vipLevelName(vip.data) ?? member.data?.vipLevel ?? null}
        unreadCount={unreadCount}
        template={template}
      />
      <Items template={template} ctx={ctx} rewardCount={rewardCount} />
    </>
  );
}

function Items({
  template,
  ctx,
  rewardCount,
}: {
  template: 'new' | 'base';
  ctx: GateContext;
  rewardCount: number;
}) {
  const items = visibleItems(ctx);
  return template === 'new' ? (
    <ItemGrid items={items} memberType={ctx.memberType} rewardCount={rewardCount} />
  ) : (
    <ItemList items={items} memberType={ctx.memberType} rewardCount={rewardCount} />
  );
}

/** SPEC.md section 2: a download popup opens from the member centre. */
function DownloadEntry({
  config,
  DownloadPopup,
}: {
  config: SiteConfig;
  DownloadPopup: Props['DownloadPopup'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.download} onClick={() => setOpen(true)}>
        <DownloadIcon />
        <Trans>Download the app</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DownloadPopup
            downloads={config.downloads}
            siteName={config.siteName}
            onClosed={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
