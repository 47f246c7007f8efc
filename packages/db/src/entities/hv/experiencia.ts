import { defineEntity, p } from '@mikro-orm/core';
import { HojaDeVida } from './hoja-de-vida';

/** A work experience on a CV (spec 03 §3); the latest is the one with the newest fechaRetiro (or actual). */
export const ExperienciaSchema = defineEntity({
  name: 'Experiencia',
  tableName: 'experiencia',
  indexes: [
    { properties: ['hojaDeVida', 'fechaRetiro'] },
    {
      // Experience part of the suggestions' score (issue 15), read from the index alone (migration …000012_sugeridos).
      name: 'experiencia_sugeridos',
      expression:
        'create index "experiencia_sugeridos" on "experiencia" ("hoja_de_vida_id") include ("fecha_ingreso", "fecha_retiro", "cargo")',
    },
  ],
  properties: {
    id: p.integer().primary(),
    hojaDeVida: () => p.manyToOne(HojaDeVida).deleteRule('cascade'),
    empresa: p.string().length(200),
    cargo: p.string().length(200),
    fechaIngreso: p.date().nullable(),
    fechaRetiro: p.date().nullable(),
    /** Current job (no retirement date yet). */
    actual: p.boolean().default(false),
    salarioFinal: p.decimal('number').precision(12).scale(2).nullable(),
    /** MOTIVO_RETIRO (0–5). */
    motivoRetiro: p.smallint().nullable(),
    /** TIPO_CONTRATO (0–6). */
    tipoContrato: p.smallint().nullable(),
    /** HORARIO_EXPERIENCIA (0–4). */
    horario: p.smallint().nullable(),
    /** TURNO (0 Diurno, 1 Nocturno, 2 Otro). */
    turno: p.smallint().nullable(),
    funciones: p.text().nullable(),
    /** Reference data for verification (staffing agencies call the former employer). */
    jefeInmediato: p.string().length(200).nullable(),
    telefonoEmpresa: p.string().length(70).nullable(),
    /** ORIGEN_EXPERIENCIA (0 typed by the user, 1 and 2 external sources). */
    origen: p.smallint().default(0),
  },
});
export class Experiencia extends ExperienciaSchema.class {}
ExperienciaSchema.setClass(Experiencia);
