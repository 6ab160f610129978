import { Link } from 'react-router-dom';
import { useT, withTags } from '../lib/i18n';
import './owner-door.css';

/** "Own a restaurant? Run its loyalty programme here": the way to the owner area (/owner) from a customer's page. */
export function OwnerDoor() {
  const { t } = useT();
  return <p className="owner-door">{withTags(t('common.ownerDoor'), { owner: (words) => <Link to="/owner">{words}</Link> })}</p>;
}
