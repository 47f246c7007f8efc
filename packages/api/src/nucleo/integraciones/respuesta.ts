/**
 * What an external system (ERP, payroll, test platform) answered to one call, the same three cases for every adapter
 * and its outbox: accepted (with what the adapter read of the answer, `A`), refused for good (a 4xx: the data is
 * wrong, a person must act; its status and the system's message), or to retry (network failure, timeout, 5xx,
 * an answer of unexpected form). An adapter never throws for an HTTP answer.
 */
export type RespuestaExterna<A extends object = object> =
  | ({ resultado: 'aceptado' } & A)
  | { resultado: 'rechazado'; status: number; mensaje: string }
  | { resultado: 'reintentar'; error: string };
