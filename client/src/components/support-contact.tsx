import { useT } from '../lib/i18n';
import { useSupportContact } from '../lib/prerender';
import { MailIcon, PhoneIcon } from './icons';
import './support-contact.css';

/** The support email and phone from the run-time config, as links (44 px tall tap targets). */
export function SupportContact({ className }: { className?: string }) {
  const { email, phone } = useSupportContact();
  const { t } = useT();
  return (
    <ul className={className ?? 'support-contact'}>
      <li>
        <span className="support-contact__label">{t('common.email')}</span>{' '}
        <a className="support-contact__link" href={`mailto:${email}`}>
          <MailIcon className="support-contact__icon" />
          <span>{email}</span>
        </a>
      </li>
      <li>
        <span className="support-contact__label">{t('common.phone')}</span>{' '}
        <a className="support-contact__link" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <PhoneIcon className="support-contact__icon" />
          <span>{phone}</span>
        </a>
      </li>
    </ul>
  );
}
