import { REJECTION_REASONS, type RejectionReason } from '@foodspot/schema/rejection-reasons';
import { REJECTION_REASONS_HI } from '@foodspot/schema/rejection-reasons-hi';
import type { ActivityKind } from '../domain/owner.js';

/** The languages an owner downloads a CSV in: the owner area's (the client sends its own, `?lang=hi`). */
export const CSV_LANGUAGES = ['en', 'hi'] as const;
export type CsvLanguage = (typeof CSV_LANGUAGES)[number];

interface CsvTexts {
  members: [string, string, string, string, string];
  activity: [string, string, string, string, string, string, string, string, string, string];
  /** The activity in the words the owner area uses (features/owner/locales). */
  kinds: Record<ActivityKind, string>;
  outcomes: { approved: string; rejected: string };
  reasons: Record<RejectionReason, string>;
}

/**
 * The owner's CSVs in the language they download them from: headers and words, never numbers (a spreadsheet sums the
 * Points column) nor dates (they sort).
 */
export const CSV_TEXTS: Record<CsvLanguage, CsvTexts> = {
  en: {
    members: ['Customer ID', 'Name', 'Points', 'Joined (IST)', 'Last visit (IST)'],
    activity: ['Date (IST)', 'What', 'Customer ID', 'Customer', 'Points', 'Outcome', 'Reason', 'Platform', 'Order ID', 'Staff'],
    kinds: {
      credit: 'Bill credited',
      creditReversed: 'Credit reversed',
      claimApproved: 'Reward approved',
      claimRejected: 'Reward rejected',
      requestApproved: 'Online points approved',
      requestRejected: 'Online points rejected',
    },
    outcomes: { approved: 'Approved', rejected: 'Rejected' },
    reasons: REJECTION_REASONS,
  },
  hi: {
    members: ['ग्राहक आईडी', 'नाम', 'पॉइंट', 'जुड़े (IST)', 'आख़िरी बार आए (IST)'],
    activity: ['तारीख़ (IST)', 'क्या हुआ', 'ग्राहक आईडी', 'ग्राहक', 'पॉइंट', 'नतीजा', 'कारण', 'प्लेटफ़ॉर्म', 'ऑर्डर आईडी', 'स्टाफ़'],
    kinds: {
      credit: 'बिल के पॉइंट जोड़े',
      creditReversed: 'जोड़े गए पॉइंट वापस लिए',
      claimApproved: 'इनाम स्वीकृत',
      claimRejected: 'इनाम अस्वीकृत',
      requestApproved: 'ऑनलाइन पॉइंट स्वीकृत',
      requestRejected: 'ऑनलाइन पॉइंट अस्वीकृत',
    },
    outcomes: { approved: 'स्वीकृत', rejected: 'अस्वीकृत' },
    reasons: REJECTION_REASONS_HI,
  },
};
