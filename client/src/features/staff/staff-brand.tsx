import { Brand } from '../../components/brand';
import { useT } from '../../lib/i18n';

/** The brand of the staff pages (login and console): "Foodspot Rewards" as it is, "Staff" in the language. */
export function StaffBrand() {
  const { t } = useT();
  return <Brand className="staff-brand">{t('staff:brand')}</Brand>;
}
