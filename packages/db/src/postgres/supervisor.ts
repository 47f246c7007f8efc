import { textoDeError } from './error-arranque';
import type { Postmaster } from './postmaster';
import { pausa } from './proceso';

/** `activo`: accepting connections; `reiniciando`: it exited and is being started again; `detenido`: stopped by us. */
export type EstadoPostgres = 'activo' | 'reiniciando' | 'detenido';

export interface Supervisor {
  estado(): EstadoPostgres;
  detener(): Promise<void>;
}

export interface OpcionesSupervisor {
  arrancar: () => Promise<Postmaster>;
  /** Runs before each restart (frees the folder of what the dead postmaster left). */
  antesDeReiniciar: () => Promise<void>;
  aviso: (mensaje: string) => void;
}

/** Pause before restart attempt n (1, 2, …): 250 ms doubling up to 2 s, so a restart takes about a second. */
export const pausaDeReinicio = (intento: number) => Math.min(2000, 250 * 2 ** (intento - 1));

/**
 * Starts the postmaster and starts it again whenever it exits without being asked to (killed, crashed,
 * stopped by hand), with the same folder and port: the ORM pool's connection string stays valid and the
 * pool opens new connections on the next query. PostgreSQL replays its WAL on the way up, so every
 * transaction that was acknowledged before the exit is there after it. Attempts go on, with a pause,
 * until one works or the supervisor is stopped.
 */
export async function supervisar(o: OpcionesSupervisor): Promise<Supervisor> {
  let actual = await o.arrancar();
  let estado: EstadoPostgres = 'activo';
  let reinicio: Promise<void> = Promise.resolve();

  const reiniciar = async () => {
    for (let intento = 1; estado === 'reiniciando'; intento++) {
      await pausa(pausaDeReinicio(intento));
      if (estado !== 'reiniciando') return;
      try {
        await o.antesDeReiniciar();
        const nuevo = await o.arrancar();
        if (estado !== 'reiniciando') {
          await nuevo.detener();
          return;
        }
        actual = nuevo;
        estado = 'activo';
        o.aviso(`PostgreSQL reiniciado (proceso ${nuevo.pid}, intento ${intento}).`);
        vigilar(nuevo);
      } catch (error) {
        o.aviso(`No se pudo reiniciar PostgreSQL (intento ${intento}): ${textoDeError(error)}`);
      }
    }
  };

  const vigilar = (postmaster: Postmaster) => {
    void postmaster.terminado.then(({ codigo, senal }) => {
      if (estado !== 'activo' || actual !== postmaster) return;
      estado = 'reiniciando';
      o.aviso(
        `PostgreSQL terminó de forma inesperada (${senal ? `señal ${senal}` : `código ${codigo}`}); se reinicia.`,
      );
      reinicio = reiniciar();
    });
  };
  vigilar(actual);

  return {
    estado: () => estado,
    async detener() {
      estado = 'detenido';
      await reinicio;
      await actual.detener();
    },
  };
}
