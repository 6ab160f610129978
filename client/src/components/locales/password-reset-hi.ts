import type { PasswordResetTexts } from './password-reset-en';

/** The Hindi texts of "Forgot password?" and the reset page: a chunk of its own, loaded only when Hindi is chosen. */
export const passwordResetHi: PasswordResetTexts = {
  request: {
    title: 'अपना पासवर्ड रीसेट करें',
    lead: 'वह ईमेल लिखें जिससे आप लॉग इन करते हैं। हम उस पर नया पासवर्ड सेट करने का लिंक भेजेंगे।',
    submit: 'रीसेट लिंक भेजें',
    busy: 'भेजा जा रहा है…',
    sent: 'अगर {{email}} से कोई खाता है, तो हमने उस पर नया पासवर्ड सेट करने का लिंक भेज दिया है।',
    back: 'लॉग इन पर वापस जाएँ',
    local: {
      label: 'लोकल मोड',
      looking: 'लोकल मोड: कोई ईमेल नहीं भेजा जाता। {{email}} का रीसेट लिंक ढूँढा जा रहा है…',
      found: 'लोकल मोड: कोई ईमेल नहीं भेजा जाता। <link>{{email}} का रीसेट लिंक खोलें</link> (npm start के लॉग में भी है)।',
      missing: 'लोकल मोड: {{email}} के लिए कोई रीसेट लिंक नहीं बना: इस ईमेल से कोई खाता नहीं है।',
    },
  },
  page: {
    title: 'नया पासवर्ड सेट करें',
    doneTitle: 'पासवर्ड बदल गया',
    checking: 'आपका लिंक जाँचा जा रहा है',
    expired: 'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। लॉग इन पेज पर “पासवर्ड भूल गए?” से नया लिंक माँगें।',
    account: 'खाता <strong>{{email}}</strong> के लिए।',
    summary: 'पासवर्ड सेट करने के लिए इन्हें ठीक करें:',
    password: 'नया पासवर्ड',
    hint: 'कम से कम {{min}} अक्षर।',
    confirm: 'इसे फिर से लिखें',
    passwordMissing: 'अपना नया पासवर्ड लिखें।',
    passwordShort: 'कम से कम {{min}} अक्षरों का पासवर्ड चुनें।',
    confirmMissing: 'पासवर्ड फिर से लिखें।',
    differ: 'दोनों पासवर्ड एक जैसे नहीं हैं। एक ही पासवर्ड दो बार लिखें।',
    submit: 'नया पासवर्ड सेट करें',
    busy: 'पासवर्ड सेट हो रहा है…',
    done: 'आपका पासवर्ड बदल गया है। {{email}} और अपने नए पासवर्ड से लॉग इन करें।',
    toLogin: 'लॉग इन पर जाएँ',
  },
};
