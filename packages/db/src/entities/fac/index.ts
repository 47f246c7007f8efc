import { EtiquetaFacSchema } from './etiqueta-fac';
import { GrupoPreguntasFiltroSchema } from './grupo-preguntas-filtro';
import { InvitacionFacSchema } from './invitacion-fac';
import { OpcionPreguntaSchema } from './opcion-pregunta';
import { PreguntaFiltroSchema } from './pregunta-filtro';
import { TrazaFacSchema } from './traza-fac';

export * from './etiqueta-fac';
export * from './grupo-preguntas-filtro';
export * from './invitacion-fac';
export * from './opcion-pregunta';
export * from './pregunta-filtro';
export * from './traza-fac';

/**
 * Filter-question groups (FAC), spec 02 §3 and spec 03 §3.
 * The FAC usage indicator (per user: n_usuario, pedidos, tiempo_valido; shown as tiempo_valido / pedidos)
 * has no table: it is computed by a query over orders and their FAC groups between two dates.
 */
export const facEntities = [
  EtiquetaFacSchema,
  GrupoPreguntasFiltroSchema,
  InvitacionFacSchema,
  OpcionPreguntaSchema,
  PreguntaFiltroSchema,
  TrazaFacSchema,
];
