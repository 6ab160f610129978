/**
 * The texts of "Forgot password?" (components/password-reset-form.tsx) and of the reset page (/reset-password): the
 * `passwordReset` namespace, in their own chunks, not in the entry. Word for word what docs/product.md says.
 */
export const passwordResetEn = {
  request: {
    title: 'Reset your password',
    lead: 'Type the email you log in with. We will send it a link to set a new password.',
    submit: 'Send reset link',
    busy: 'Sending…',
    // The one answer, whatever the email: the page never tells which emails have an account.
    sent: 'If an account uses {{email}}, we sent it a link to set a new password.',
    back: 'Back to log in',
    local: {
      label: 'Local mode',
      looking: 'Local mode: no email is sent. Looking for the reset link for {{email}}…',
      found: 'Local mode: no email is sent. <link>Open the reset link for {{email}}</link> (also in the npm start log).',
      missing: 'Local mode: no reset link was made for {{email}}: no account uses that email.',
    },
  },
  page: {
    title: 'Set a new password',
    doneTitle: 'Password changed',
    checking: 'Checking your link',
    expired: 'This link has expired or was already used. Ask for a new one with “Forgot password?” on the login page.',
    account: 'For the account <strong>{{email}}</strong>.',
    summary: 'Fix these to set your password:',
    password: 'New password',
    hint: 'At least {{min}} characters.',
    confirm: 'Type it again',
    passwordMissing: 'Enter your new password.',
    passwordShort: 'Choose a password of at least {{min}} characters.',
    confirmMissing: 'Type the password again.',
    differ: 'The two passwords are not the same. Type the same password twice.',
    submit: 'Set new password',
    busy: 'Setting password…',
    done: 'Your password is changed. Log in with {{email}} and your new password.',
    toLogin: 'Go to the login',
  },
};

export type PasswordResetTexts = typeof passwordResetEn;
