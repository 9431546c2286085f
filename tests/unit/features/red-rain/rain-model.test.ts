import { describe, expect, it } from 'vitest';
import {
  activeCount,
  catchAt,
  catchLowest,
  createField,
  ENVELOPE_HEIGHT,
  ENVELOPE_WIDTH,
  envelopeX,
  formatCountdown,
  rainPhase,
  resizeField,
  stepField,
} from '../../../../src/features/red-rain/rain-model.ts';
import {
  RAIN_FALL_SECONDS,
  RAIN_MAX_ENVELOPES,
  RAIN_SPAWN_PER_SECOND,
} from '../../../../src/shared/constants/red-rain.ts';

/** A fixed random source: the same rain every run. */
const seeded = (seed = 1) => {
  let s = seed;
  return () => {
    s = (s * 16_807) % 2_147_483_647;
    return s / 2_147_483_647;
  };
};
const FRAME = 1 / 60;
const run = (field: ReturnType<typeof createField>, seconds: number, random = seeded(), spawning = true) => {
  for (let t = 0; t < seconds; t += FRAME) stepField(field, FRAME, random, spawning);
};

describe('the falling-envelope model', () => {
  it('spawns at the steady rate and never more than the pool holds', () => {
    const field = createField(360, 640);
    run(field, 1);
    expect(activeCount(field)).toBe(Math.floor(RAIN_SPAWN_PER_SECOND));
    run(field, 30);
    expect(activeCount(field)).toBeLessThanOrEqual(RAIN_MAX_ENVELOPES);
    expect(field.envelopes).toHaveLength(RAIN_MAX_ENVELOPES);
  });

  it('envelopes fall inside the field and leave it at the bottom within the fall time', () => {
    const field = createField(360, 640, 1);
    const random = seeded(7);
    run(field, 0.45, random);
    const [e] = field.envelopes;
    if (!e) throw new Error('no envelope');
    expect(e.active).toBe(true);
    expect(e.x).toBeGreaterThanOrEqual(0);
    expect(e.x).toBeLessThanOrEqual(360 - ENVELOPE_WIDTH);
    const y = e.y;
    stepField(field, FRAME, random, false);
    expect(e.y).toBeGreaterThan(y);
    run(field, RAIN_FALL_SECONDS * 1.3, random, false);
    expect(e.active).toBe(false);
  });

  it('a long pause (a background tab) moves the rain one short step, not a leap', () => {
    const field = createField(360, 640, 1);
    const random = seeded(3);
    run(field, 0.45, random);
    const [e] = field.envelopes;
    if (!e) throw new Error('no envelope');
    const y = e.y;
    stepField(field, 30, random, false);
    expect(e.y - y).toBeLessThanOrEqual(e.speed * 0.1 + 1e-9);
    expect(e.active).toBe(true);
  });

  it('a tap on an envelope catches it once; a tap on empty sky catches nothing', () => {
    const field = createField(360, 640, 3);
    run(field, 1.5, seeded(11));
    const target = field.envelopes.find((e) => e.active);
    if (!target) throw new Error('no envelope');
    const x = envelopeX(field, target) + ENVELOPE_WIDTH / 2;
    const y = target.y + ENVELOPE_HEIGHT / 2;
    const before = activeCount(field);
    expect(catchAt(field, x, y)).toBe(true);
    expect(target.active).toBe(false);
    expect(activeCount(field)).toBe(before - 1);
    expect(catchAt(field, -100, -100)).toBe(false);
  });

  it('the keyboard catches the lowest envelope on screen', () => {
    const field = createField(360, 640, 3);
    run(field, 1.5, seeded(5));
    const lowest = [...field.envelopes].filter((e) => e.active).sort((a, b) => b.y - a.y)[0];
    expect(catchLowest(field)).toBe(true);
    expect(lowest?.active).toBe(false);
    const empty = createField(360, 640);
    expect(catchLowest(empty)).toBe(false);
  });

  it('a narrower field keeps every lane inside it', () => {
    const field = createField(800, 640);
    run(field, 3, seeded(9));
    resizeField(field, 200, 640);
    for (const e of field.envelopes) expect(e.x).toBeLessThanOrEqual(200 - ENVELOPE_WIDTH);
  });
});

describe('countdown and phase', () => {
  it('formats m:ss and h:mm:ss, rounding up and never below zero', () => {
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });

  it('waiting before the start, running inside the window, over after it', () => {
    const s = { startsAt: '2026-01-01T10:00:00.000Z', endsAt: '2026-01-01T10:05:00.000Z' };
    expect(rainPhase(null, 0)).toBe('none');
    expect(rainPhase(s, Date.parse('2026-01-01T09:59:59Z'))).toBe('waiting');
    expect(rainPhase(s, Date.parse('2026-01-01T10:00:00Z'))).toBe('running');
    expect(rainPhase(s, Date.parse('2026-01-01T10:05:00Z'))).toBe('over');
  });
});
