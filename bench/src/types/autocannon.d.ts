// The part of autocannon 8's API the benchmarks use (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Opciones {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
  }
  interface Resultado {
    requests: { total: number; average: number };
    latency: { p50: number; p90: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  type Instancia = EventEmitter & PromiseLike<Resultado>;
  function autocannon(opciones: Opciones): Instancia;
  export default autocannon;
}
