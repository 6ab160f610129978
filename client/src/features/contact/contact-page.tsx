import { SupportContact } from '../../components/support-contact';
import './contact.css';

/** `/home/contact-us`: the support email and phone number from the run-time config. */
export default function ContactPage() {
  return (
    <section className="contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title" className="contact-page__title">
        Contact Us
      </h1>
      <p className="contact-page__lead">Questions about your points, claims or rewards? Reach our support team.</p>
      <div className="card">
        <SupportContact className="support-contact contact-page__list" />
      </div>
    </section>
  );
}
