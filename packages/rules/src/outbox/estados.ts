/**
 * States of an outbox row (mensaje_saliente.estado), the same for every kind of delivery (mail, push, payroll, ERP,
 * test platform): the API enqueues Pendiente, the server's workers end it Enviado or Error.
 */
import { claves, defineCatalogo } from '../catalogo';

/** Outbox delivery state (mensaje_saliente.estado). */
const estadoMensajeSaliente = [
  { valor: 0, clave: 'PENDIENTE', etiqueta: 'Pendiente' },
  { valor: 1, clave: 'ENVIADO', etiqueta: 'Enviado' },
  { valor: 2, clave: 'ERROR', etiqueta: 'Error' },
] as const;
export const ESTADO_MENSAJE_SALIENTE = defineCatalogo(estadoMensajeSaliente);
export const EstadoMensajeSaliente = claves(estadoMensajeSaliente);

/**
 * The kinds of outbox row (mensaje_saliente.tipo). Each has one delivery, declared in the API's registry of deliveries
 * (packages/api/src/entregas.ts), which the server's worker runs.
 */
export const TipoMensajeSaliente = {
  CORREO: 'correo',
  PUSH: 'push',
  NOMINA: 'nomina',
  ERP: 'erp',
  PRUEBAS: 'pruebas',
} as const;
export type TipoMensajeSaliente = (typeof TipoMensajeSaliente)[keyof typeof TipoMensajeSaliente];
