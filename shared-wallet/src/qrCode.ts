/** A QR code (a PNG data URL) of a Xaman link, drawn here; the library loads when first used. */
export async function qrCodeOfLink(link: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(link, { margin: 1, width: 280 });
}
