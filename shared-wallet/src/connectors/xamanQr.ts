import type { XamanCreatedPayload } from '@glow/contract';

/**
 * The QR code to scan: the one Xaman drew (`refs.qr_png`), or one drawn here from the sign-in
 * link when Xaman gave none.
 */
export async function xamanQrCodeOf(created: XamanCreatedPayload): Promise<string> {
  const drawn = created.payload.refs.qr_png;
  if (drawn) return drawn;
  const { toDataURL } = await import('qrcode');
  return toDataURL(created.payload.next.always, { margin: 1, width: 280 });
}
