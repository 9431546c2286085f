// Line icons of the member centre's items (the shared Icon frame: 24px grid, currentColor).
import type { ComponentType, SVGProps } from 'react';
import { GiftIcon, Icon, UsersIcon, WalletIcon } from '../../components/icons.tsx';

type P = SVGProps<SVGSVGElement>;

const Crown = (p: P) => (
  <Icon {...p}>
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5L3 8Z" />
  </Icon>
);
const Withdraw = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M12 9v6m-3-3 3 3 3-3" />
  </Icon>
);
const Invite = (p: P) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M19 8v6m-3-3h6" />
  </Icon>
);
const Shield = (p: P) => (
  <Icon {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.1 7.5 9.5 4.3-1.4 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
);
const Records = (p: P) => (
  <Icon {...p}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </Icon>
);
const Ledger = (p: P) => (
  <Icon {...p}>
    <path d="M4 7h13l-3-3M20 17H7l3 3" />
  </Icon>
);
const Dice = (p: P) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="9" cy="9" r="1" fill="currentColor" />
    <circle cx="15" cy="15" r="1" fill="currentColor" />
    <circle cx="15" cy="9" r="1" fill="currentColor" />
    <circle cx="9" cy="15" r="1" fill="currentColor" />
  </Icon>
);
const Chart = (p: P) => (
  <Icon {...p}>
    <path d="M4 20V4M4 20h16M8 16v-4m4 4V8m4 8v-6" />
  </Icon>
);
const Transfer = (p: P) => (
  <Icon {...p}>
    <path d="M12 20V5m-6 6 6-6 6 6" />
  </Icon>
);
const Rebate = (p: P) => (
  <Icon {...p}>
    <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4h-4" />
    <path d="M12 8v8m-2-6h3a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3h3" />
  </Icon>
);
const Trophy = (p: P) => (
  <Icon {...p}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0V4Zm0 2H4a4 4 0 0 0 4 4m8-4h4a4 4 0 0 1-4 4M12 14v4m-4 2h8" />
  </Icon>
);
export const MailIcon = (p: P) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
const Feedback = (p: P) => (
  <Icon {...p}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);

export const ITEM_ICONS = {
  crown: Crown,
  deposit: WalletIcon,
  withdraw: Withdraw,
  invite: Invite,
  shield: Shield,
  agent: UsersIcon,
  records: Records,
  ledger: Ledger,
  dice: Dice,
  chart: Chart,
  transfer: Transfer,
  gift: GiftIcon,
  rebate: Rebate,
  trophy: Trophy,
  mail: MailIcon,
  feedback: Feedback,
} satisfies Record<string, ComponentType<P>>;

export type ItemIconName = keyof typeof ITEM_ICONS;

// The page's own controls (the balance controls' icons are src/components/balance-icons.tsx).
export const SettingsIcon = (p: P) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3.1 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3.1V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9h.1a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
  </Icon>
);
export const DownloadIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 4v11m-4-4 4 4 4-4M5 20h14" />
  </Icon>
);
