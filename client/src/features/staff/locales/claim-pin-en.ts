/**
 * The texts of an in-store claim's PIN step (claim-pin.tsx), the `claimPin` namespace: in that lazy chunk, not in the
 * console's. They say what the rewards page tells the customer: the cashier types their PIN to approve the reward.
 */
export const claimPinEn = {
  label: "Customer's PIN",
  hint: 'Ask the customer for their PIN and type it to approve the reward.',
  cancel: 'Cancel',
};
export type ClaimPinTexts = typeof claimPinEn;
