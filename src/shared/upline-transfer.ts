// Who may transfer to the upline agent (SPEC.md sections 2 and 6): the AGETRANSFERUP3 switch, the
// member's toUpline flag and a member type other than 2. Written once: the member centre's item, the
// transfer screen and the server all ask this.
import { UPLINE_TRANSFER_REFUSED_TYPE } from './constants/members.ts';

export interface UplineTransferGate {
  /** The merchant's AGETRANSFERUP3 switch. */
  switchOn: boolean;
  /** The member info's toUpline flag. */
  toUpline: boolean;
  /** The member type; null for a visitor. */
  memberType: number | null;
}

export const uplineTransferAllowed = (g: UplineTransferGate) =>
  g.switchOn && g.toUpline && g.memberType !== null && g.memberType !== UPLINE_TRANSFER_REFUSED_TYPE;
