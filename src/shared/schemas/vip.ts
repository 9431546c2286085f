// The VIP club (issue 14, /m/member/benefits behind VIPBENEFIT3): the operators' levels and what a member
// sees. Shared by the benefits screen and the server.
import * as v from 'valibot';
import { VIP_MAX_LEVELS, VIP_MAX_PERIOD_DAYS, VIP_NOTE_MAX } from '../constants/vip.ts';
import { DB_INT_MAX } from './common.ts';

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(DB_INT_MAX));
/** Thresholds over a period: up to 10^13 cents (far below bigint's and JavaScript's safe range). */
const ThresholdCents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000_000_000));
const Note = v.pipe(v.string(), v.trim(), v.maxLength(VIP_NOTE_MAX));

/** One level, as operators set it and members read it. */
const LevelName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));
export const VipLevelSchema = v.object({
  name: LevelName,
  /** Real turnover (stakes less their refunds) over the period: at least this. */
  turnoverCents: ThresholdCents,
  /** Credited deposits over the period: at least this. */
  depositCents: ThresholdCents,
  /** Credited once when the member first reaches the level. */
  upgradeBonusCents: Cents,
  /** Shown to members only (not paid automatically). */
  monthlyBonusCents: Cents,
  rebateNote: Note,
  withdrawalNote: Note,
  /**
   * The level's texts in Filipino (TY), each optional: Filipino players read these, the English where one
   * is missing. Members' answers carry their language's texts only, without this field.
   */
  ty: v.optional(
    v.object({ name: v.optional(LevelName), rebateNote: v.optional(Note), withdrawalNote: v.optional(Note) }),
  ),
});
export type VipLevel = v.InferOutput<typeof VipLevelSchema>;

/** PUT: the whole programme, levels lowest first (each threshold at least the previous level's). */
export const VipProgrammeInputSchema = v.object({
  periodDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(VIP_MAX_PERIOD_DAYS)),
  levels: v.pipe(
    v.array(VipLevelSchema),
    v.maxLength(VIP_MAX_LEVELS),
    v.check(
      (levels) =>
        levels.every((l, i) => {
          const below = levels[i - 1];
          return !below || (l.turnoverCents >= below.turnoverCents && l.depositCents >= below.depositCents);
        }),
      'Each level needs thresholds at least those of the level below it',
    ),
  ),
});
export type VipProgrammeInput = v.InferOutput<typeof VipProgrammeInputSchema>;

/** The programme as operators see it. */
export const VipProgrammeSchema = v.object({
  periodDays: v.number(),
  levels: v.array(VipLevelSchema),
  updatedAt: v.nullable(v.string()),
});
export type VipProgramme = v.InferOutput<typeof VipProgrammeSchema>;

/** GET: the member's level (0: below the first), what counted, and every level's benefits. */
export const VipStatusSchema = v.object({
  periodDays: v.number(),
  turnoverCents: v.number(),
  depositCents: v.number(),
  /** 1-based rank in `levels`; 0 below the first level. */
  rank: v.number(),
  levels: v.array(VipLevelSchema),
  /** Level-up bonuses credited to the wallet so far. */
  paidBonusCents: v.number(),
  /** Level-up bonuses held while the member is on a time-out or self-exclusion. */
  heldBonusCents: v.number(),
});
export type VipStatus = v.InferOutput<typeof VipStatusSchema>;
