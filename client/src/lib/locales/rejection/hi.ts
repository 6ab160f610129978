import type { RejectionTexts } from './en.js';

export const rejectionHi: RejectionTexts = {
  label: 'कारण',
  reasons: {
    ORDER_NOT_FOUND: 'हमें यह ऑर्डर नहीं मिला',
    NOT_OUR_ORDER: 'यह ऑर्डर इस रेस्टोरेंट का नहीं था',
    ALREADY_CREDITED: 'इस ऑर्डर के पॉइंट पहले ही दिए जा चुके हैं',
    ORDER_CANCELLED: 'ऑर्डर रद्द या रिफ़ंड हो गया था',
    OTHER: 'कोई और कारण',
  },
  note: 'रेस्टोरेंट का नोट: {{note}}',
  lastRejected: 'आपका पिछला पॉइंट अनुरोध ({{platform}}, {{date}}) अस्वीकार हुआ: {{reason}}',
  till: {
    legend: 'क्यों? ग्राहक यह देखेंगे।',
    other: 'और कुछ',
    note: 'ग्राहक के लिए नोट (ज़रूरी नहीं)',
    choose: 'चुनें कि आप यह अनुरोध क्यों अस्वीकार कर रहे हैं।',
  },
};
