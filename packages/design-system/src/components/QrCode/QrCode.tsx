import { QRCodeSVG } from 'qrcode.react';
import * as styles from './QrCode.css';

export interface QrCodeProps {
  /** The text encoded, e.g. a deposit address or payment URI. */
  value: string;
  /** The image's accessible name, e.g. 'QR code for deposit address'. */
  label: string;
  /** Width and height in px, quiet zone included. Default 192. */
  size?: number;
  /** Shows the encoded value under the code, so it can also be read or selected. */
  showValue?: boolean;
  /** Error correction: higher survives more damage but makes denser codes. Default 'M'. */
  level?: 'L' | 'M' | 'Q' | 'H';
}

/**
 * A QR code drawn locally as SVG (qrcode.react): the value never leaves the browser for a chart service.
 * Dark modules on a light background with a 4-module quiet zone in every theme, so scanners read it.
 */
export function QrCode({ value, label, size = 192, showValue = false, level = 'M' }: QrCodeProps) {
  return (
    <figure className={styles.root}>
      <QRCodeSVG
        value={value}
        size={size}
        level={level}
        marginSize={4}
        // The SVG's background comes from CSS (theme tokens); modules use its text colour.
        bgColor="transparent"
        fgColor="currentColor"
        role="img"
        aria-label={label}
        className={styles.code}
      />
      {showValue && <figcaption className={styles.caption}>{value}</figcaption>}
    </figure>
  );
}
