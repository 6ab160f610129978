import type { QrPosterTexts } from './qr-poster-en';

export const qrPosterHi: QrPosterTexts = {
  print: 'प्रिंट करें',
  back: 'कंसोल पर वापस जाएँ',
  call: 'Foodspot Rewards में हमें जोड़ने के लिए स्कैन करें',
  reward: 'इसके लिए पॉइंट कमाएँ: {{reward}}',
  id: 'या ऐप में रेस्टोरेंट आईडी <id>{{resId}}</id> जोड़ें।',
  qr: '{{name}} को Foodspot Rewards में जोड़ने का QR कोड',
};
