import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { useT } from '../../lib/i18n';

/** "Back" to the landing page. */
export function BackButton() {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <button type="button" className="button button--ghost card-page__back" onClick={() => void navigate('/')}>
      <ArrowLeftIcon /> {t('common.back')}
    </button>
  );
}
