// The falling envelopes on one canvas: a requestAnimationFrame loop steps the model (rain-model.ts) and
// draws one pre-rendered sprite per envelope, at the device's pixel ratio. Nothing in the DOM changes per
// frame (no layout), and the pool is fixed, so a mid-range phone keeps 60 fps. A tap reads the canvas's box
// once, on the tap only.
import { useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef } from 'react';
import {
  catchAt,
  catchLowest,
  createField,
  ENVELOPE_HEIGHT,
  ENVELOPE_WIDTH,
  envelopeX,
  type RainField,
  resizeField,
  stepField,
} from './rain-model.ts';
import styles from './red-rain.module.css';

/** The envelope, drawn once into its own canvas at `ratio` device pixels per CSS pixel. */
function envelopeSprite(ratio: number): HTMLCanvasElement {
  const sprite = document.createElement('canvas');
  sprite.width = Math.ceil(ENVELOPE_WIDTH * ratio);
  sprite.height = Math.ceil(ENVELOPE_HEIGHT * ratio);
  const ctx = sprite.getContext('2d');
  if (!ctx) return sprite;
  ctx.scale(ratio, ratio);
  const w = ENVELOPE_WIDTH;
  const h = ENVELOPE_HEIGHT;
  ctx.fillStyle = '#c62828';
  ctx.beginPath();
  ctx.roundRect(1, 1, w - 2, h - 2, 6);
  ctx.fill();
  ctx.fillStyle = '#e53935';
  ctx.beginPath();
  ctx.moveTo(1, 8);
  ctx.quadraticCurveTo(w / 2, h * 0.5, w - 1, 8);
  ctx.lineTo(w - 1, 6);
  ctx.quadraticCurveTo(w - 1, 1, w - 7, 1);
  ctx.lineTo(7, 1);
  ctx.quadraticCurveTo(1, 1, 1, 6);
  ctx.fill();
  ctx.fillStyle = '#ffca28';
  ctx.beginPath();
  ctx.arc(w / 2, h * 0.42, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#c62828';
  ctx.font = `bold 9px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('₱', w / 2, h * 0.42 + 0.5);
  return sprite;
}

interface Props {
  /** False: no new envelopes (the rain is over or the member is done); those on screen fall out. */
  spawning: boolean;
  /** A tap or key caught an envelope. */
  onCatch: () => void;
}

export const RainCanvas = memo(function RainCanvas({ spawning, onCatch }: Props) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fieldRef = useRef<RainField | null>(null);
  const spawningRef = useRef(spawning);
  spawningRef.current = spawning;

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let ratio = Math.min(window.devicePixelRatio || 1, 3);
    let sprite = envelopeSprite(ratio);
    const field = createField(canvas.clientWidth, canvas.clientHeight);
    fieldRef.current = field;

    const fitToBox = () => {
      const next = Math.min(window.devicePixelRatio || 1, 3);
      if (next !== ratio) {
        ratio = next;
        sprite = envelopeSprite(ratio);
      }
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      resizeField(field, width, height);
    };
    fitToBox();
    const observer = new ResizeObserver(fitToBox);
    observer.observe(canvas);

    let frame = 0;
    let last = performance.now();
    const draw = (at: number) => {
      stepField(field, (at - last) / 1000, Math.random, spawningRef.current);
      last = at;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      for (const e of field.envelopes) {
        if (!e.active) continue;
        const x = envelopeX(field, e);
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        ctx.translate(x + ENVELOPE_WIDTH / 2, e.y + ENVELOPE_HEIGHT / 2);
        ctx.rotate(e.tilt);
        ctx.drawImage(sprite, -ENVELOPE_WIDTH / 2, -ENVELOPE_HEIGHT / 2, ENVELOPE_WIDTH, ENVELOPE_HEIGHT);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      fieldRef.current = null;
    };
  }, []);

  return (
    // The stage is the game: a tap catches the envelope under it, Enter or Space the lowest one.
    <button
      type="button"
      className={styles.canvasButton}
      data-testid="rain-canvas"
      aria-label={t`Falling red envelopes. Tap one, or press Enter, to grab it.`}
      onPointerDown={(event) => {
        const field = fieldRef.current;
        if (!field) return;
        const box = event.currentTarget.getBoundingClientRect();
        if (catchAt(field, event.clientX - box.left, event.clientY - box.top)) onCatch();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        const field = fieldRef.current;
        if (field && catchLowest(field)) onCatch();
      }}
    >
      <canvas ref={canvasRef} className={styles.canvas} />
    </button>
  );
});
