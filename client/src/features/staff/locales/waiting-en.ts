/** The till's notice of what waits in the queue (features/staff/waiting-notice.tsx). */
export const waitingEn = {
  summary: '{{total}} waiting: {{items}}',
  claims_one: '{{count}} claim',
  claims_other: '{{count}} claims',
  requests_one: '{{count}} points request',
  requests_other: '{{count}} points requests',
  show: 'Show',
};
export type WaitingTexts = typeof waitingEn;
