/** The demo restaurants every local stack starts with (README "Demo restaurants and staff"); resId is what a customer types. */
export const DEMO_RESTAURANTS = [
  { resId: 'FS1001', name: 'Saravana Tiffin Centre', minimumSpend: 500, reward: 'Free masala dosa', phone: '+91 44 2434 1001', city: 'Chennai' },
  {
    resId: 'FS1002',
    name: 'Punjab Dhaba Express',
    minimumSpend: 1000,
    reward: 'Free butter chicken thali',
    phone: '+91 11 2345 1002',
    city: 'New Delhi',
  },
  { resId: 'FS1003', name: 'Mumbai Chaat Corner', minimumSpend: 300, reward: 'Free pani puri plate', phone: '+91 22 2456 1003', city: 'Mumbai' },
] as const;

/** Local mode only: one staff account per demo restaurant (printed by npm start, listed in the README). */
export const DEMO_STAFF_PASSWORD = 'foodspot-staff';
export const demoStaffEmail = (resId: string) => `staff.${resId.toLowerCase()}@foodspot.test`;

/** Local mode only: the owner of the three demo restaurants (printed by npm start, listed in the README). */
export const DEMO_OWNER_EMAIL = 'owner@foodspot.test';
export const DEMO_OWNER_PASSWORD = 'foodspot-owner';
