import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SwitchGate } from '../../components/screen/switch-gate.tsx';
import type { Switch } from '../../shared/constants/members.ts';

/** The member-centre item's switch (DEPRECM3, TRANSREC3, …) guards its screen too. */
export function RecordsGate({ gate, children }: { gate: Switch; children: ReactNode }) {
  return (
    <SwitchGate gate={gate} message={<Trans>This record is not offered on this site.</Trans>}>
      {children}
    </SwitchGate>
  );
}
