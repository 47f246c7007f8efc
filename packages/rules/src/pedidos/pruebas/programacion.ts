import { z } from 'zod';
import { EstadoPruebaProgramada } from '../../enums/pedidos';
import { Id } from '../../esquemas';
import { CODIGOS_PRUEBA_PLATAFORMA } from './resultado-plataforma';

export const MENSAJES_PROGRAMACION_PRUEBAS = {
  presentada: 'La prueba ya fue presentada: no se puede cambiar su programación.',
  programada: 'Prueba programada: se envió la invitación a la plataforma de pruebas',
  noProgramada: 'La prueba quedó como no programada',
  entrevistaProgramada: 'Video entrevista programada',
} as const;

export type ResultadoProgramacion =
  { ok: true; estadoNuevo: EstadoPruebaProgramada } | { ok: false; mensaje: string };

/** A presented test (2) is locked: its result came from the platform (spec 01 §3 "Scheduled candidate"). */
export function programacionBloqueada(estado: number): boolean {
  return estado === EstadoPruebaProgramada.PRESENTADA;
}

/** Tick a test: 1 or 3 → 1 Programada; a presented test is refused. */
export function programarPrueba(estado: number): ResultadoProgramacion {
  return programacionBloqueada(estado)
    ? { ok: false, mensaje: MENSAJES_PROGRAMACION_PRUEBAS.presentada }
    : { ok: true, estadoNuevo: EstadoPruebaProgramada.PROGRAMADA };
}

/** Untick a test: 1 or 3 → 3 No programada; a presented test is refused. */
export function desprogramarPrueba(estado: number): ResultadoProgramacion {
  return programacionBloqueada(estado)
    ? { ok: false, mensaje: MENSAJES_PROGRAMACION_PRUEBAS.presentada }
    : { ok: true, estadoNuevo: EstadoPruebaProgramada.NO_PROGRAMADA };
}

/** The checkbox of one test of one scheduled candidate on `/pedido-programados`. */
export const EntradaMarcarPruebaProgramada = z.object({
  pedidoId: Id,
  programadoId: Id,
  prueba: z.enum(CODIGOS_PRUEBA_PLATAFORMA),
  programada: z.boolean(),
});
export type EntradaMarcarPruebaProgramada = z.infer<typeof EntradaMarcarPruebaProgramada>;
