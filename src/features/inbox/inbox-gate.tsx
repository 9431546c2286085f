import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SwitchGate } from '../../components/screen/switch-gate.tsx';

/** MAILCEN off: a kept link says the message centre is not offered instead of failing on every call. */
export function InboxGate({ children }: { children: ReactNode }) {
  return (
    <SwitchGate gate="MAILCEN" message={<Trans>The message centre is not offered on this site.</Trans>}>
      {children}
    </SwitchGate>
  );
}
