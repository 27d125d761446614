import type { XamanCreatedPayload } from '@glow/contract';
import { qrCodeOfLink } from '../qrCode';

/**
 * The QR code to scan: the one Xaman drew (`refs.qr_png`), or one drawn here from the sign-in
 * link when Xaman gave none.
 */
export async function xamanQrCodeOf(created: XamanCreatedPayload): Promise<string> {
  const drawn = created.payload.refs.qr_png;
  if (drawn) return drawn;
  return qrCodeOfLink(created.payload.next.always);
}
