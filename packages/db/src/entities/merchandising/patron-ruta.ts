import { defineEntity, p } from '@mikro-orm/core';
import { Usuario } from '../core/usuario';
import { Almacen } from './almacen';

/**
 * A merchandiser's weekly route pattern (Administración › Merchandising): for each ISO weekday, the ordered stores it
 * repeats. The concrete `ruta`/`visita` rows are written from it (and from the date's `CambioRuta`), week by week.
 */
export const PatronRutaSchema = defineEntity({
  name: 'PatronRuta',
  tableName: 'patron_ruta',
  properties: {
    usuario: () => p.manyToOne(Usuario).primary().deleteRule('cascade'),
    /** Bumped by every change of the pattern (a stale form gets CONFLICT). */
    version: p.integer().default(1),
    updatedAt: p.datetime().defaultRaw('now()'),
    visitas: () => p.oneToMany(PatronRutaVisita).mappedBy('patron'),
  },
});
export class PatronRuta extends PatronRutaSchema.class {}
PatronRutaSchema.setClass(PatronRuta);

/** One store of a pattern's weekday, at its position (1 = first visit). */
export const PatronRutaVisitaSchema = defineEntity({
  name: 'PatronRutaVisita',
  tableName: 'patron_ruta_visita',
  uniques: [{ properties: ['patron', 'diaSemana', 'almacen'] }],
  checks: [{ name: 'patron_ruta_visita_dia_semana_check', expression: 'dia_semana between 1 and 7' }],
  properties: {
    id: p.integer().primary(),
    patron: () => p.manyToOne(PatronRuta).joinColumn('patron_id').deleteRule('cascade'),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    diaSemana: p.smallint(),
    posicion: p.smallint(),
    almacen: () => p.manyToOne(Almacen).index(),
  },
});
export class PatronRutaVisita extends PatronRutaVisitaSchema.class {}
PatronRutaVisitaSchema.setClass(PatronRutaVisita);
