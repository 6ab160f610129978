import { Brand } from '../../components/brand';
import { useT } from '../../lib/i18n';

/**
 * The brand of the staff pages (login and console): "Foodspot Rewards" as it is, "Staff" in the language. In the
 * console's header on a phone only "Staff" shows (staff.css): "Foodspot Rewards ·" stays for screen readers.
 */
export function StaffBrand() {
  const { t } = useT();
  const text = t('staff:brand');
  const cut = text.lastIndexOf(' · ');
  return (
    <Brand className="staff-brand">
      {cut < 0 ? (
        text
      ) : (
        // One run of text (it wraps as words do), the app's name in a span of its own.
        <span>
          <span className="staff-brand__name">{text.slice(0, cut + 2)}</span> {text.slice(cut + 3)}
        </span>
      )}
    </Brand>
  );
}
