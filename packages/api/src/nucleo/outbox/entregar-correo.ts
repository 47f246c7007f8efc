import type { MikroORM, EntityManager } from '@mikro-orm/postgresql';
import type { MensajeSaliente } from '@talento/db';
import { EstadoMensajeSaliente, TipoMensajeSaliente } from '@talento/rules';
import { conFilaPendiente } from './filas';
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
 * Delivers one e-mail row (`conFilaPendiente`: locked for the attempt, only while Pendiente, so never sent twice). A
 * failure is recorded (intentos, ultimo_error) and committed; after `intentosMaximos` the row becomes Error (2).
 */
export function entregarMensaje(
  orm: MikroORM,
  id: number,
  opciones: OpcionesEntrega,
  ahora = () => new Date(),
): Promise<ResultadoEntrega> {
  return conFilaPendiente(orm, id, TipoMensajeSaliente.CORREO, async (tx, fila) => {
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
