import type { ClaimPinTexts } from './claim-pin-en';

export const claimPinHi: ClaimPinTexts = {
  label: 'ग्राहक का PIN',
  hint: 'इनाम स्वीकार करने के लिए ग्राहक से उनका PIN पूछकर डालें।',
  cancel: 'रद्द करें',
};
