import { useGrievanceContact } from '../lib/prerender';
import { MailIcon } from './icons';
import './support-contact.css';

/**
 * The grievance officer of the privacy notice: name and email from the run-time config (GRIEVANCE_OFFICER_NAME /
 * GRIEVANCE_OFFICER_EMAIL). A prerendered page holds the build's values (client/src/prerender.tsx) and shows the
 * server's right after hydration (lib/prerender.ts), so a deployment that sets them only at run time still shows its own.
 */
export function GrievanceContact({ className }: { className?: string }) {
  const { name, email } = useGrievanceContact();
  return (
    <p className={className ? `grievance-contact ${className}` : 'grievance-contact'}>
      <span className="grievance-contact__name">{name}</span>{' '}
      <a className="support-contact__link" href={`mailto:${email}`}>
        <MailIcon className="support-contact__icon" />
        <span>{email}</span>
      </a>
    </p>
  );
}
