/** The intro carousel's 3 slides (their English is exactly as the spec words them), as keys of the texts. */
export const BENEFIT_SLIDES = ['landing.slides.one', 'landing.slides.two', 'landing.slides.three'] as const;
