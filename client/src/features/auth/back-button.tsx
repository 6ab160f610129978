import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';

/** "Back" to the landing page. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="button button--ghost card-page__back" onClick={() => void navigate('/')}>
      <ArrowLeftIcon /> Back
    </button>
  );
}
