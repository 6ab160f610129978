import { useId } from 'react';
import type { RestaurantDashboardQuery } from './__generated__/graphql';
import { useT } from '../../lib/i18n';
import { formatShortDay } from './owner-dates';

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 18;

type Day = RestaurantDashboardQuery['restaurantDashboard']['days'][number];

/**
 * Points issued and redeemed per day, 30 days, as two bars a day (hand-drawn SVG, no chart library): a picture
 * with a sentence that says what it shows, and the same numbers as a table for anyone who cannot see it.
 */
export default function DashboardChart({ days }: { days: readonly Day[] }) {
  const { t, language, formatNumber } = useT();
  const id = useId();
  const issued = days.reduce((sum, day) => sum + day.issued, 0);
  const redeemed = days.reduce((sum, day) => sum + day.redeemed, 0);
  if (days.length === 0 || issued + redeemed === 0) return <p className="owner-empty-line">{t('owner:dashboard.chartEmpty')}</p>;

  const top = Math.max(1, ...days.map((day) => Math.max(day.issued, day.redeemed)));
  const busiest = days.reduce((best, day) => (day.issued + day.redeemed > best.issued + best.redeemed ? day : best), days[0]!);
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot / 2 - 0.5);
  const plot = HEIGHT - AXIS;
  const heightOf = (value: number) => (value / top) * (plot - 4);
  const summary = t('owner:dashboard.chartSummary', { issued, redeemed, day: formatShortDay(busiest.date, language) });

  return (
    <div className="owner-chart__body">
      <p id={`${id}-summary`} className="owner-chart__summary">
        {summary}
      </p>
      <svg
        className="owner-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{t('owner:dashboard.chartTitle')}</title>
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="owner-chart__axis" />
        {days.map((day, index) => (
          <g key={day.date}>
            <rect className="owner-chart__issued" x={index * slot} y={plot - heightOf(day.issued)} width={bar} height={heightOf(day.issued)} />
            <rect
              className="owner-chart__redeemed"
              x={index * slot + bar}
              y={plot - heightOf(day.redeemed)}
              width={bar}
              height={heightOf(day.redeemed)}
            />
          </g>
        ))}
        <text x={0} y={HEIGHT - 4} className="owner-chart__tick">
          {formatShortDay(days[0]!.date, language)}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="owner-chart__tick">
          {formatShortDay(days[days.length - 1]!.date, language)}
        </text>
      </svg>
      <ul className="owner-chart__legend" aria-hidden="true">
        <li>
          <span className="owner-chart__swatch owner-chart__swatch--issued" />
          {t('owner:dashboard.issued')}
        </li>
        <li>
          <span className="owner-chart__swatch owner-chart__swatch--redeemed" />
          {t('owner:dashboard.redeemed')}
        </li>
      </ul>
      <details className="owner-chart__details">
        <summary>{t('owner:dashboard.table')}</summary>
        <div className="owner-table-wrap" role="region" aria-label={t('owner:dashboard.table')} tabIndex={0}>
          <table className="owner-table">
            <caption className="visually-hidden">{t('owner:dashboard.chartTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('owner:dashboard.day')}</th>
                <th scope="col">{t('owner:dashboard.issued')}</th>
                <th scope="col">{t('owner:dashboard.redeemed')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatShortDay(day.date, language)}</th>
                  <td>{formatNumber(day.issued)}</td>
                  <td>{formatNumber(day.redeemed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
