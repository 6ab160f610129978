import { SupportContact } from '../../components/support-contact';
import { useT } from '../../lib/i18n';
import './contact.css';

/** `/home/contact-us`: the support email and phone number from the run-time config. */
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
    </section>
  );
}
