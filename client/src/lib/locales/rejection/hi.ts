import { REJECTION_REASONS_HI } from '@foodspot/schema/rejection-reasons-hi';
import type { RejectionTexts } from './en.js';

export const rejectionHi: RejectionTexts = {
  label: 'कारण',
  // One list with the owner's Hindi CSV (the BFF's).
  reasons: { ...REJECTION_REASONS_HI },
  note: 'रेस्टोरेंट का नोट: {{note}}',
  lastRejected: 'आपका पिछला पॉइंट अनुरोध ({{platform}}, {{date}}) अस्वीकार हुआ: {{reason}}',
  till: {
    legend: 'क्यों? ग्राहक यह देखेंगे।',
    other: 'और कुछ',
    note: 'ग्राहक के लिए नोट (ज़रूरी नहीं)',
    choose: 'चुनें कि आप यह अनुरोध क्यों अस्वीकार कर रहे हैं।',
  },
};
