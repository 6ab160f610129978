import { useNavigate } from 'react-router-dom';

/** "Back" to the landing page. */
export function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="button button--ghost auth-page__back" onClick={() => navigate('/')}>
      <span aria-hidden="true">←</span> Back
    </button>
  );
}
