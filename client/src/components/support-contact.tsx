import { getConfig } from '../lib/config';
import './support-contact.css';

/** The support email and phone from the run-time config, as links. */
export function SupportContact({ className }: { className?: string }) {
  const { email, phone } = getConfig().support;
  return (
    <ul className={className ?? 'support-contact'}>
      <li>
        <span className="support-contact__label">Email</span>{' '}
        <a href={`mailto:${email}`}>{email}</a>
      </li>
      <li>
        <span className="support-contact__label">Phone</span>{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
      </li>
    </ul>
  );
}
