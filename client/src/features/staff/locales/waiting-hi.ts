import type { WaitingTexts } from './waiting-en';

export const waitingHi: WaitingTexts = {
  summary: 'आपके जवाब के इंतज़ार में: {{items}}',
  claims_one: '{{count}} क्लेम',
  claims_other: '{{count}} क्लेम',
  requests_one: '{{count}} पॉइंट अनुरोध',
  requests_other: '{{count}} पॉइंट अनुरोध',
  show: 'देखें',
};
