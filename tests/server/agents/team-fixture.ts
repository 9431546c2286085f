// A small agent team for the agency-centre suites (issue 15), each test its own:
//   agent (type 1) ─┬─ subAgent (type 1) ─── subPlayer (type 0)
//                   ├─ players[0..1] (type 0)
//   outsider (type 1, another agent) ─── stranger (type 0)
import { type CashierMember, newMember } from '../support/cashier-members.ts';
import type { Harness } from '../support/harness.ts';

/** An agent's type in these suites (any type but 0, 4 and 40 is an agent). */
export const AGENT_TYPE = 1;

export interface Team {
  agent: CashierMember;
  subAgent: CashierMember;
  players: CashierMember[];
  subPlayer: CashierMember;
  outsider: CashierMember;
  stranger: CashierMember;
  /** A type-0 member with no upline: the agency centre refuses it. */
  player: CashierMember;
}

export async function newTeam(h: Harness, opts: { balanceCents?: number } = {}): Promise<Team> {
  const money = { balanceCents: opts.balanceCents ?? 0 };
  const agent = await newMember(h, { type: AGENT_TYPE, ...money });
  const subAgent = await newMember(h, { type: AGENT_TYPE, parentId: agent.id, ...money });
  const players = [
    await newMember(h, { parentId: agent.id, ...money }),
    await newMember(h, { parentId: agent.id, ...money }),
  ];
  const subPlayer = await newMember(h, { parentId: subAgent.id, ...money });
  const outsider = await newMember(h, { type: AGENT_TYPE, ...money });
  const stranger = await newMember(h, { parentId: outsider.id, ...money });
  const player = await newMember(h, money);
  return { agent, subAgent, players, subPlayer, outsider, stranger, player };
}
