import { LanguageSwitch } from '../../components/language-switch';
import { StaffBrand } from './staff-brand';

/** Above a staff page's card (the login, the set-password page, an owner refused): the brand and the language switch. */
export function StaffTop() {
  return (
    <div className="staff-login__top">
      <StaffBrand />
      <LanguageSwitch compact />
    </div>
  );
}
