import pino from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>) {
  return pino({
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'newPassword', 'token'],
  });
}
