import { useLingui } from '@lingui/react/macro';
import { toCanvas } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import styles from './invite-friends.module.css';

/** The invite link as a QR code, drawn on a canvas in the page (no image leaves the device). */
export function QrCode({ text }: { text: string }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    // Dark on white whatever the theme: scanners need the contrast. Margin: the 4-module quiet zone.
    toCanvas(canvas.current, text, {
      width: 200,
      margin: 4,
      errorCorrectionLevel: 'M',
      color: { dark: '#000000', light: '#ffffff' },
    }).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [text]);
  if (failed)
    return (
      <p className={styles.muted}>{t`The QR code could not be drawn. Share or copy the link instead.`}</p>
    );
  return (
    <canvas
      ref={canvas}
      className={styles.qr}
      role="img"
      aria-label={t`QR code of your invite link`}
      data-testid="invite-qr"
    />
  );
}
