import { Link } from 'react-router-dom';
import { GrievanceContact } from '../../components/grievance-contact';
import { SupportContact } from '../../components/support-contact';
import { useT, withTags } from '../../lib/i18n';
import './contact.css';

/** `/home/contact-us`: the support email and phone number, and the grievance officer of the privacy notice, from the run-time config. */
export default function ContactPage() {
  const { t } = useT();
  return (
    <section className="contact-page" aria-labelledby="contact-title">
      <h1 tabIndex={-1} id="contact-title" className="contact-page__title">
        {t('contact.title')}
      </h1>
      <p className="contact-page__lead">{t('contact.lead')}</p>
      <div className="card">
        <SupportContact className="support-contact contact-page__list" />
      </div>
      <section className="contact-page__grievance" aria-labelledby="grievance-title">
        <h2 id="grievance-title" className="contact-page__subtitle">
          {t('contact.grievanceTitle')}
        </h2>
        <p className="contact-page__lead">{withTags(t('contact.grievanceLead'), { privacy: (words) => <Link to="/privacy">{words}</Link> })}</p>
        <div className="card">
          <GrievanceContact />
        </div>
      </section>
    </section>
  );
}
