import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UplineTransferPage } from '../../../features/upline-transfer/upline-transfer-page.tsx';
import { guardRealMember } from '../../../lib/session-guard.ts';

// The gate (AGETRANSFERUP3, toUpline, type ≠ 2) needs the site config and the member info: the screen
// applies it (src/shared/upline-transfer.ts) and the server enforces it.
export const Route = createFileRoute('/m/upLine/transfer')({
  staticData: { shell: { header: 'page', footer: true, title: msg`Transfer to upline` } },
  beforeLoad: guardRealMember,
  component: UplineTransferPage,
});
