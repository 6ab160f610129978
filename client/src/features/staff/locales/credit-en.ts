/**
 * The English texts of the staff console's "Credit a bill" panel (in-store-credit-form.tsx, last-credits.tsx), under
 * the console's namespace: ./en.ts holds them as `credit`, read as `t('staff:credit.title')`. Hindi is ./credit-hi.ts
 * (same keys), in the console's Hindi chunk. The server's sentences (a wrong PIN, a locked Customer ID) are shown as
 * they come.
 */
export const creditEn = {
  title: 'Credit a bill',
  lead: 'Ask the customer for the Customer ID and PIN on their restaurant page. Rs 1 earns 1 point.',
  cusId: 'Customer ID',
  pin: 'PIN',
  // The toggle's name stays "Show PIN" (aria-pressed says whether it is on); the part in <hidden> is for screen readers.
  showPin: 'Show <hidden>PIN</hidden>',
  amount: 'Bill amount (Rs)',
  submit: 'Credit points',
  busy: 'Crediting…',
  lookup: {
    busy: 'Looking up the member…',
    none: 'No member with this Customer ID at this restaurant',
    locked: 'This Customer ID is locked after wrong PINs until {{time}}',
    failed: 'Could not look up this Customer ID. You can still credit the bill.',
  },
  check: {
    summary: 'Fix these to credit the bill:',
    cusId: 'Customer ID must be 6 digits',
    pinMissing: "Enter the customer's PIN.",
    pin: 'PIN must be exactly 4 digits',
    amount: 'Amount must be a whole number from 1 to {{max, number}}',
    wholeRupees: 'Bills are in whole rupees: {{lower, number}} or {{upper, number}}?',
    wholeRupeesExact: 'Bills are in whole rupees: type {{n, number}}.',
  },
  failed: 'Could not credit the points. Check your internet connection and try again.',
  points: '{{n, number}} points',
  pointsOne: '1 point',
  success: 'Credited {{points}} to {{name}} (Customer ID {{cusId}}). New balance {{balance, number}}.',
  largeBill: {
    question: 'Rs {{amount, number}} — {{words}}. Is this right?',
    yes: 'Yes, credit Rs {{amount, number}}',
    change: 'Change the amount',
  },
  words: {
    below100: [
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
      'twenty twenty-one twenty-two twenty-three twenty-four twenty-five twenty-six twenty-seven twenty-eight twenty-nine',
      'thirty thirty-one thirty-two thirty-three thirty-four thirty-five thirty-six thirty-seven thirty-eight thirty-nine',
      'forty forty-one forty-two forty-three forty-four forty-five forty-six forty-seven forty-eight forty-nine',
      'fifty fifty-one fifty-two fifty-three fifty-four fifty-five fifty-six fifty-seven fifty-eight fifty-nine',
      'sixty sixty-one sixty-two sixty-three sixty-four sixty-five sixty-six sixty-seven sixty-eight sixty-nine',
      'seventy seventy-one seventy-two seventy-three seventy-four seventy-five seventy-six seventy-seven seventy-eight seventy-nine',
      'eighty eighty-one eighty-two eighty-three eighty-four eighty-five eighty-six eighty-seven eighty-eight eighty-nine',
      'ninety ninety-one ninety-two ninety-three ninety-four ninety-five ninety-six ninety-seven ninety-eight ninety-nine',
    ].join(' '),
    hundred: 'hundred',
    thousand: 'thousand',
    lakh: 'lakh',
    rupee: '{{words}} rupee',
    rupees: '{{words}} rupees',
  },
  last: {
    title: 'Last credits',
    loading: 'Loading the last credits',
    failed: 'Could not load the last credits.',
    retry: 'Try again',
    empty: 'No bills credited from this account yet.',
    cusId: 'Customer ID {{cusId}}',
    undo: 'Undo',
    undoLabel: 'Undo the credit of {{points}} to {{name}} (Customer ID {{cusId}})',
    confirm: 'Undo the credit of {{points}} to {{name}}?',
    confirmYes: 'Undo credit',
    keep: 'Keep',
    undoing: 'Undoing…',
    undone: 'Undone',
    undoneStatus: 'Undone: {{points}} taken back from {{name}}.',
    undoFailed: 'Could not undo the credit. Check your internet connection and try again.',
    gone: 'The credit to {{name}} is no longer here: they left this restaurant or deleted their account, and their points went with it.',
    // Under the newest 3 rows: the button that shows the others (and hides them again).
    showAll: 'Show all {{n, number}}',
    showFewer: 'Show fewer',
  },
};

/** The shape of these texts in every language (./credit-hi.ts is checked against it). */
export type CreditTexts = typeof creditEn;
