/**
 * Admission control of the CV searches. A keyword or criteria search is CPU-bound work in PostgreSQL
 * (milliseconds of ranking or probing per request); letting every concurrent search run at once only
 * makes the backends share the cores, each one slower, and starves this process's event loop (which the
 * scheduler treats as one more runnable thread among them). So at most BUSQUEDA_CONCURRENCIA searches run
 * at a time (by default as many as the machine's cores); the rest wait their turn here, in order, without
 * holding a connection. Other requests (short transactions) keep the whole pool.
 */
import pLimit from 'p-limit';
import { concurrenciaBusquedas } from './env';

const limite = pLimit(concurrenciaBusquedas());

/** Runs one search statement when a slot is free (first come, first served). */
export function conTurnoDeBusqueda<T>(consulta: () => Promise<T>): Promise<T> {
  return limite(consulta);
}
