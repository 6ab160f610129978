import { Brand } from '../../components/brand';

/** The brand of the staff pages (login and console). */
export function StaffBrand() {
  return <Brand className="staff-brand">Foodspot Rewards · Staff</Brand>;
}
