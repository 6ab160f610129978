import { Link } from 'react-router-dom';
import { QrCode } from '../../components/qr-code';
import { useT } from '../../lib/i18n';
import { ShareLink } from './share-link';

/** Where the cashiers work: the till's full address as a QR code for the counter tablet's camera, and to copy. */
export default function TillAddress() {
  const { t } = useT();
  const link = `${window.location.origin}/staff`;
  return (
    <section className="card owner-till" aria-labelledby="owner-till-title">
      <h2 id="owner-till-title" className="owner-section__title">
        {t('owner:staff.tillTitle')}
      </h2>
      <p className="owner-lead">{t('owner:staff.tillLead')}</p>
      {/* The owner needs no staff account of their own (ADR 019). */}
      <p className="owner-lead">{t('owner:staff.tillOwner')}</p>
      {/* A one-person shop works the till on this very phone: no code to scan, no address to paste. */}
      <Link className="button button--primary owner-till__open" to="/staff">
        {t('owner:staff.tillOpenHere')}
      </Link>
      <QrCode value={link} label={t('owner:staff.tillQr', { link })} className="owner-till__qr" />
      <ShareLink label={t('owner:staff.tillLink')} link={link} />
    </section>
  );
}
