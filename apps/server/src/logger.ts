import pino from 'pino';

export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'password', 'contrasena', '*.contrasena', 'token'],
      remove: true,
    },
  });
}
export type Logger = ReturnType<typeof createLogger>;
