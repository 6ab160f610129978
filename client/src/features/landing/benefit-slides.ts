/** The intro carousel's 3 slides, exactly as the spec words them. */
export const BENEFIT_SLIDES = [
  'Track all your favourite loyalty programs in one place',
  'Earn points for in-store and online orders',
  'Get rewards no matter where you order — in-store or online',
] as const;
