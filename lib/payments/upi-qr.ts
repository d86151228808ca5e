import { qrSvg } from '@/lib/text/qr-svg';

export { QUIET_ZONE_MODULES } from '@/lib/text/qr-svg';

/**
 * A UPI payment address (upi-link.ts) as a QR code in SVG (lib/text/qr-svg.ts), made on the
 * server: no request to a QR service that would learn who pays what. Only a payment address is
 * drawn here, so a page cannot show some other link as the code to pay with.
 */
export function upiQrSvg(link: string, title: string): string {
  if (!link.startsWith('upi://pay?')) throw new Error('Not a UPI payment address');
  return qrSvg(link, title);
}
