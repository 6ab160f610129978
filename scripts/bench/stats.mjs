/** Nearest-rank percentile of an ascending array. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms` : 'n/a');

export const perSecond = (value) => (Number.isFinite(value) ? value.toFixed(value < 100 ? 1 : 0) : 'n/a');

export const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
