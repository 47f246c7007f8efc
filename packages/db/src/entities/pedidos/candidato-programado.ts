import { defineEntity, p } from '@mikro-orm/core';
import { Candidato } from '../hv/candidato';
import { Pedido } from './pedido';

/**
 * A person invited to the digital tests of an order (spec 01 §3 "Scheduled candidate";
 * /pedido-programados/:id). One status column per test (ESTADO_PRUEBA_PROGRAMADA: 1 Programada,
 * 2 Presentada, 3 No programada); presented is locked. `candidato` is null while the invited e-mail
 * has no CV in the talent platform.
 */
export const CandidatoProgramadoSchema = defineEntity({
  name: 'CandidatoProgramado',
  tableName: 'candidato_programado',
  uniques: [{ properties: ['pedido', 'correo'] }],
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).deleteRule('cascade'),
    candidato: () => p.manyToOne(Candidato).nullable().index(),
    correo: p.string().length(254),
    programaPruebaFecha: p.datetime().nullable(),
    fechaInformaPrueba: p.datetime().nullable(),
    fac: p.smallint().default(3),
    detac: p.smallint().default(3),
    competencias: p.smallint().default(3),
    idisc: p.smallint().default(3),
    valores: p.smallint().default(3),
    entrevista: p.smallint().default(3),
  },
});
export class CandidatoProgramado extends CandidatoProgramadoSchema.class {}
CandidatoProgramadoSchema.setClass(CandidatoProgramado);
