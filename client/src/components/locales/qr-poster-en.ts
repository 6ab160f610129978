/** The printable counter poster's texts (components/qr-poster.tsx), in the language of the screen that prints it. */
export const qrPosterEn = {
  print: 'Print',
  back: 'Back to console',
  call: 'Scan to add us to Foodspot Rewards',
  reward: 'Earn points for: {{reward}}',
  // <id> wraps the Restaurant ID, set in bold.
  id: 'Or add Restaurant ID <id>{{resId}}</id> in the app.',
  qr: 'QR code to add {{name}} to Foodspot Rewards',
};
export type QrPosterTexts = typeof qrPosterEn;
