import type { RejectionReason } from './rejection-reasons.js';

/** The Hindi words of each rejection reason: the customer's and the till's screens, and the owner's Hindi CSV. */
export const REJECTION_REASONS_HI: Record<RejectionReason, string> = {
  ORDER_NOT_FOUND: 'हमें यह ऑर्डर नहीं मिला',
  NOT_OUR_ORDER: 'यह ऑर्डर इस रेस्टोरेंट का नहीं था',
  ALREADY_CREDITED: 'इस ऑर्डर के पॉइंट पहले ही दिए जा चुके हैं',
  ORDER_CANCELLED: 'ऑर्डर रद्द या रिफ़ंड हो गया था',
  OTHER: 'कोई और कारण',
};
