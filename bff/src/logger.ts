import { pino, type Logger } from 'pino';

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: { service: 'foodspot-bff' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } } } : {}),
  });
}
