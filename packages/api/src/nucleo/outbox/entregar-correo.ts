import { LockMode } from '@mikro-orm/core';
import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import { MensajeSaliente } from '@talento/db';
import { EstadoMensajeSaliente } from '@talento/rules';
import type { ResultadoEntrega } from './respuesta';

/**
 * Delivery of the outbox's e-mails (rows of tipo 'correo', written by `encolarCorreo`): the server's worker hands each
 * row to `entregarMensaje` with its SMTP transport (apps/server/src/outbox/transporte.ts).
 */

/** One e-mail as the transport sends it. */
export interface Correo {
  para: string[];
  asunto: string;
  texto: string;
  html?: string;
  /** A calendar invitation (appointments): sent as the text/calendar alternative with its METHOD. */
  ical?: { metodo: 'REQUEST' | 'CANCEL'; contenido: string };
}

export interface OpcionesEntrega {
  /** After this many failed attempts the row is marked Error (2). */
  intentosMaximos: number;
  enviar: (correo: Correo) => Promise<void>;
  /**
   * What the e-mail was about records its delivery in the same transaction (an appointment's correo_enviado): the
   * server passes the domains' hook (`alEntregarCorreo`), since the outbox knows no domain.
   */
  alEntregar: (tx: EntityManager, referencia: string | null | undefined) => Promise<void>;
}

/** The payload written by `encolarCorreo` (encolar.ts). */
function correoDe(fila: MensajeSaliente): Correo {
  const p = fila.payload as {
    para?: unknown;
    asunto?: unknown;
    texto?: unknown;
    html?: unknown;
    ical?: { metodo?: unknown; contenido?: unknown };
  };
  const para = Array.isArray(p.para) ? p.para.filter((x): x is string => typeof x === 'string') : [];
  if (para.length === 0) throw new Error('El mensaje no tiene destinatarios');
  return {
    para,
    asunto: typeof p.asunto === 'string' ? p.asunto : '',
    texto: typeof p.texto === 'string' ? p.texto : '',
    html: typeof p.html === 'string' ? p.html : undefined,
    ical: icalDe(p.ical),
  };
}

function icalDe(ical: { metodo?: unknown; contenido?: unknown } | undefined): Correo['ical'] {
  if (!ical || typeof ical.contenido !== 'string' || (ical.metodo !== 'REQUEST' && ical.metodo !== 'CANCEL'))
    return undefined;
  return { metodo: ical.metodo, contenido: ical.contenido };
}

/** The error text kept in `ultimo_error` (never a stack; bounded). */
function textoDeError(error: unknown): string {
  const mensaje = error instanceof Error ? error.message : String(error);
  return mensaje.slice(0, 1000);
}

/**
 * Delivers one outbox row. The row is locked (SELECT … FOR UPDATE) for the whole attempt and only a
 * Pendiente row is sent, so two workers (or two server instances) handed the same id never both send
 * it: the second waits for the lock and then finds it Enviado. A failure is recorded (intentos,
 * ultimo_error) and committed; after `intentosMaximos` the row becomes Error (2).
 */
export async function entregarMensaje(
  orm: MikroORM,
  id: number,
  opciones: OpcionesEntrega,
  ahora = () => new Date(),
): Promise<ResultadoEntrega> {
  return orm.em.fork().transactional(async (tx) => {
    const fila = await tx.findOne(MensajeSaliente, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!fila || fila.estado !== EstadoMensajeSaliente.PENDIENTE || fila.tipo !== 'correo')
      return { resultado: 'omitido' } as const;
    try {
      await opciones.enviar(correoDe(fila));
      fila.estado = EstadoMensajeSaliente.ENVIADO;
      fila.intentos += 1;
      fila.enviadoEn = ahora();
      fila.ultimoError = null;
      await opciones.alEntregar(tx, fila.referencia);
      return { resultado: 'enviado' } as const;
    } catch (error) {
      const texto = textoDeError(error);
      fila.intentos += 1;
      fila.ultimoError = texto;
      if (fila.intentos >= opciones.intentosMaximos) {
        fila.estado = EstadoMensajeSaliente.ERROR;
        return { resultado: 'error', intentos: fila.intentos, error: texto } as const;
      }
      return { resultado: 'reintentar', intentos: fila.intentos, error: texto } as const;
    }
  });
}

/** Ids of the Pendiente e-mails, oldest first (what the dispatcher hands to the queue). */
export async function pendientes(orm: MikroORM, limite: number): Promise<number[]> {
  const filas = await orm.em
    .fork()
    .find(
      MensajeSaliente,
      { estado: EstadoMensajeSaliente.PENDIENTE, tipo: 'correo' },
      { fields: ['id'], orderBy: { id: 'asc' }, limit: limite },
    );
  return filas.map((f) => f.id);
}

/** How many e-mails are waiting (for the log when SMTP is not configured). */
export async function contarPendientes(orm: MikroORM): Promise<number> {
  return orm.em.fork().count(MensajeSaliente, { estado: EstadoMensajeSaliente.PENDIENTE, tipo: 'correo' });
}
