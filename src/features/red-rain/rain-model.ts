// The falling envelopes, without the DOM: a fixed pool of envelopes (no allocation per frame), spawned at a
// steady rate, falling with a little sway, caught by a tap. The canvas draws what this says; tests drive it
// with a fixed random source and fixed frame times.
import {
  RAIN_FALL_SECONDS,
  RAIN_MAX_ENVELOPES,
  RAIN_SPAWN_PER_SECOND,
} from '../../shared/constants/red-rain.ts';

/** Envelope size in CSS pixels (the sprite is drawn at the device's pixel ratio). */
export const ENVELOPE_WIDTH = 44;
export const ENVELOPE_HEIGHT = 56;
/** A frame longer than this (a background tab coming back) moves as far as this, not further. */
const MAX_STEP_SECONDS = 0.1;
/** A finger is not a pixel: a tap this close to an envelope's edge still catches it. */
const TAP_SLOP = 10;

export interface Envelope {
  active: boolean;
  /** Left edge at rest and top edge, CSS pixels. */
  x: number;
  y: number;
  /** CSS pixels per second. */
  speed: number;
  /** Sway phase and amplitude (pixels): x wobbles around its lane as it falls. */
  phase: number;
  sway: number;
  /** Rotation in radians, drawn as a slight tilt. */
  tilt: number;
}

export interface RainField {
  width: number;
  height: number;
  envelopes: Envelope[];
  /** Spawns owed (fractions carry over from frame to frame). */
  due: number;
  /** Seconds since the rain began (the sway's clock). */
  time: number;
}

export type Random = () => number;

export function createField(width: number, height: number, size = RAIN_MAX_ENVELOPES): RainField {
  const envelopes: Envelope[] = Array.from({ length: size }, () => ({
    active: false,
    x: 0,
    y: 0,
    speed: 0,
    phase: 0,
    sway: 0,
    tilt: 0,
  }));
  return { width, height, envelopes, due: 0, time: 0 };
}

/** The field's size changed (rotation, resize): lanes are kept inside it. */
export function resizeField(field: RainField, width: number, height: number): void {
  field.width = width;
  field.height = height;
  for (const e of field.envelopes) e.x = Math.min(e.x, Math.max(0, width - ENVELOPE_WIDTH));
}

/** Where an envelope is drawn now (its lane plus the sway). */
export const envelopeX = (field: RainField, e: Envelope) => e.x + Math.sin(field.time * 2 + e.phase) * e.sway;

function spawn(field: RainField, random: Random): boolean {
  const e = field.envelopes.find((x) => !x.active);
  if (!e) return false;
  const lanes = Math.max(0, field.width - ENVELOPE_WIDTH);
  // Crossing the field takes about RAIN_FALL_SECONDS, give or take a quarter.
  const fall = RAIN_FALL_SECONDS * (0.75 + random() * 0.5);
  e.active = true;
  e.x = random() * lanes;
  e.y = -ENVELOPE_HEIGHT;
  e.speed = (field.height + ENVELOPE_HEIGHT) / fall;
  e.phase = random() * Math.PI * 2;
  e.sway = Math.min(12, lanes / 20) * random();
  e.tilt = (random() - 0.5) * 0.5;
  return true;
}

/** Advances the rain by one frame of `seconds`; `spawning` false lets the envelopes on screen fall out. */
export function stepField(field: RainField, seconds: number, random: Random, spawning = true): void {
  const dt = Math.min(Math.max(seconds, 0), MAX_STEP_SECONDS);
  field.time += dt;
  for (const e of field.envelopes) {
    if (!e.active) continue;
    e.y += e.speed * dt;
    if (e.y > field.height) e.active = false;
  }
  if (!spawning) {
    field.due = 0;
    return;
  }
  field.due += dt * RAIN_SPAWN_PER_SECOND;
  while (field.due >= 1) {
    field.due -= 1;
    if (!spawn(field, random)) {
      field.due = 0;
      break;
    }
  }
}

/**
 * A tap at (x, y), CSS pixels from the field's top left: the envelope under it (the lowest, the one most
 * about to fall out, when several overlap) is caught and leaves the field. Answers whether one was caught.
 */
export function catchAt(field: RainField, x: number, y: number): boolean {
  let hit: Envelope | undefined;
  for (const e of field.envelopes) {
    if (!e.active) continue;
    const left = envelopeX(field, e);
    const inside =
      x >= left - TAP_SLOP &&
      x <= left + ENVELOPE_WIDTH + TAP_SLOP &&
      y >= e.y - TAP_SLOP &&
      y <= e.y + ENVELOPE_HEIGHT + TAP_SLOP;
    if (inside && (!hit || e.y > hit.y)) hit = e;
  }
  if (!hit) return false;
  hit.active = false;
  return true;
}

/** The keyboard's catch: the envelope nearest the bottom, if any is on screen. */
export function catchLowest(field: RainField): boolean {
  let lowest: Envelope | undefined;
  for (const e of field.envelopes) if (e.active && e.y >= 0 && (!lowest || e.y > lowest.y)) lowest = e;
  if (!lowest) return false;
  lowest.active = false;
  return true;
}

export const activeCount = (field: RainField) => field.envelopes.filter((e) => e.active).length;

/** Milliseconds as the countdown shows them: `m:ss`, or `h:mm:ss` from an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Where the screen is in a session, by the server's clock. */
export type RainPhase = 'none' | 'waiting' | 'running' | 'over';
export function rainPhase(
  session: { startsAt: string; endsAt: string } | null,
  serverNow: number,
): RainPhase {
  if (!session) return 'none';
  if (serverNow < Date.parse(session.startsAt)) return 'waiting';
  return serverNow < Date.parse(session.endsAt) ? 'running' : 'over';
}
