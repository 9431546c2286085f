// The home screen's agent checks, loaded after the lobby (a dynamic import from the home route) and only
// for agents whose type is not skipped (SPEC.md sections 2 and 4; CONTRACT_CHECK_SKIPPED_TYPES):
// - dividend info, fetched after the session renewal the home screen runs, for the agent footer's badge;
// - the pending-contract alert: an offer waiting for my answer opens its contract page, or is dismissed;
//   its texts are in the screens' catalog, loaded first (home loads only its own).
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { loadCatalog } from '../../lib/i18n.ts';
import { CONTRACT_CHECK_SKIPPED_TYPES } from '../../shared/constants/agents.ts';
import type { ContractKind, ContractRequests } from '../../shared/schemas/agent-contracts.ts';
import { contractRequestsQueryOptions, dividendInfoQueryOptions } from './api.ts';

const PAGES = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
} as const satisfies Record<ContractKind, string>;

/** SPEC section 3's flags, in the order the alert offers them. */
const FLAGS: readonly [keyof ContractRequests, ContractKind][] = [
  ['dailysalreqtype', 'salary'],
  ['divtypecompperiodreq', 'dividend'],
  ['contracthoursalreq', 'hourly'],
];

/** Accounts whose alert was answered in this app start: coming back home does not ask again. */
const answered = new Set<string>();

export function AgentHomeChecks({ user, type }: { user: string; type: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const checked = !CONTRACT_CHECK_SKIPPED_TYPES.includes(type);
  const [open, setOpen] = useState(() => checked && !answered.has(user));
  useEffect(() => {
    if (checked) void queryClient.prefetchQuery(dividendInfoQueryOptions(user));
  }, [checked, queryClient, user]);
  const requests = useQuery({ ...contractRequestsQueryOptions(user), enabled: open });
  const kind = requests.data ? FLAGS.find(([flag]) => requests.data[flag])?.[1] : undefined;
  // Home loads only its own catalog: the alert's texts wait for the other one (never a message id).
  const [texts, setTexts] = useState(false);
  useEffect(() => {
    if (!kind) return;
    let live = true;
    void loadCatalog('messages').then(
      () => live && setTexts(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [kind]);
  if (!open || !kind || !texts) return null;
  const close = () => {
    answered.add(user);
    setOpen(false);
  };
  return (
    <ConfirmDialog
      onClosed={close}
      confirmLabel={<Trans>View the offer</Trans>}
      onConfirm={(closeDialog) => {
        closeDialog();
        void navigate({ to: PAGES[kind] });
      }}
    >
      {kind === 'salary' ? (
        <Trans>You have a daily salary contract offer waiting for your answer.</Trans>
      ) : kind === 'dividend' ? (
        <Trans>You have a dividend contract offer waiting for your answer.</Trans>
      ) : (
        <Trans>You have an hourly salary contract offer waiting for your answer.</Trans>
      )}
    </ConfirmDialog>
  );
}
