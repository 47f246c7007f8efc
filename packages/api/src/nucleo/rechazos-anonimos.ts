import type { EntityManager } from '@mikro-orm/postgresql';

export type MotivoRechazoAnonimo = 'sinSesion' | 'porLimite';

interface Cuenta {
  ip: string;
  minuto: Date;
  sinSesion: number;
  porLimite: number;
}

/** Past this many (address, minute) pairs waiting to be written, the rest count under one address. */
const MAX_PARES = 10_000;
const DESBORDE = '*';

/**
 * Refused calls without a session, counted in memory per (address, minute) and written in one upsert per flush
 * (issue 12 §4). A flood of anonymous calls used to write an audit row per call (a 10-call batch, 10 rows); now it
 * costs no database work on the request and one row per address and minute in `rechazo_anonimo`. The counts of
 * the last seconds before a crash are lost: an aggregate for spotting floods, not evidence per call (signed-in
 * refusals keep their own row each in `auditoria`).
 */
export class RechazosAnonimos {
  private pendientes = new Map<string, Cuenta>();

  contar(ip: string, motivo: MotivoRechazoAnonimo, now: Date, llamadas = 1): void {
    const minuto = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const lleno = !this.pendientes.has(`${ip}|${minuto.getTime()}`) && this.pendientes.size >= MAX_PARES;
    const direccion = (lleno ? DESBORDE : ip).slice(0, 64);
    const clave = `${direccion}|${minuto.getTime()}`;
    let cuenta = this.pendientes.get(clave);
    if (!cuenta) {
      cuenta = { ip: direccion, minuto, sinSesion: 0, porLimite: 0 };
      this.pendientes.set(clave, cuenta);
    }
    cuenta[motivo] += llamadas;
  }

  /** Writes what was counted since the last flush; on failure the counts go back to wait for the next one. */
  async vaciar(em: EntityManager): Promise<number> {
    if (this.pendientes.size === 0) return 0;
    const cuentas = [...this.pendientes.values()].sort(
      (a, b) => a.ip.localeCompare(b.ip) || a.minuto.getTime() - b.minuto.getTime(),
    );
    this.pendientes = new Map();
    try {
      await em.getConnection().execute(
        `insert into rechazo_anonimo (ip, minuto, sin_sesion, por_limite)
         values ${cuentas.map(() => '(?, ?, ?, ?)').join(', ')}
         on conflict (ip, minuto) do update set
           sin_sesion = rechazo_anonimo.sin_sesion + excluded.sin_sesion,
           por_limite = rechazo_anonimo.por_limite + excluded.por_limite`,
        cuentas.flatMap((c) => [c.ip, c.minuto, c.sinSesion, c.porLimite]),
      );
    } catch (error) {
      for (const c of cuentas) {
        if (c.sinSesion) this.contar(c.ip, 'sinSesion', c.minuto, c.sinSesion);
        if (c.porLimite) this.contar(c.ip, 'porLimite', c.minuto, c.porLimite);
      }
      throw error;
    }
    return cuentas.length;
  }
}

/** The process's counter: the API counts refusals of procedures, the server's limiter counts its own refusals. */
export const rechazosAnonimos = new RechazosAnonimos();
