/** Between the entity and the form fields of a hiring order (one place, so editing compares like with like). */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Cargo,
  CentroCostoErp,
  CentroTrabajo,
  Ciudad,
  NivelOrganizacionalErp,
  type OrdenContratacion,
} from '@talento/db';
import type { CamposOrdenContratacion } from '@talento/rules';

export function camposDe(o: OrdenContratacion): CamposOrdenContratacion {
  return {
    personaAutorizaIngreso: o.personaAutorizaIngreso,
    fechaIngreso: o.fechaIngreso,
    ciudadId: o.ciudad.id,
    cargoId: o.cargo.id,
    salario: Number(o.salario),
    salarioIntegral: o.salarioIntegral,
    relacionLaboral: o.relacionLaboral,
    tipoSalario: o.tipoSalario,
    riesgoArl: o.riesgoArl,
    tipoComision: o.tipoComision ?? null,
    comisiones: o.comisiones === null || o.comisiones === undefined ? null : Number(o.comisiones),
    tipoVariable: o.tipoVariable ?? null,
    variable: o.variable === null || o.variable === undefined ? null : Number(o.variable),
    tipoJornada: o.tipoJornada as 'P' | 'C',
    horasJornada: o.horasJornada === null || o.horasJornada === undefined ? null : Number(o.horasJornada),
    jefeInmediato: o.jefeInmediato ?? null,
    jefeInmediatoCargo: o.jefeInmediatoCargo ?? null,
    area: o.area ?? null,
    observaciones: o.observaciones ?? null,
    obraLabor: o.obraLabor ?? null,
    observacionesCompra: o.observacionesCompra ?? null,
    conceptoSalario1: o.conceptoSalario1 ?? null,
    valorConceptoSalario1:
      o.valorConceptoSalario1 === null || o.valorConceptoSalario1 === undefined
        ? null
        : Number(o.valorConceptoSalario1),
    conceptoSalario2: o.conceptoSalario2 ?? null,
    valorConceptoSalario2:
      o.valorConceptoSalario2 === null || o.valorConceptoSalario2 === undefined
        ? null
        : Number(o.valorConceptoSalario2),
    nivel1Id: o.nivel1?.id ?? null,
    nivel2Id: o.nivel2?.id ?? null,
    nivel3Id: o.nivel3?.id ?? null,
    nivel4Id: o.nivel4?.id ?? null,
    nivel5Id: o.nivel5?.id ?? null,
    centroTrabajoId: o.centroTrabajo.id,
    dptoId: o.dpto.id,
  };
}

/** The entity values of the form fields (references by id; checked before by verificarReferencias). */
export function valoresEntidad(em: EntityManager, d: CamposOrdenContratacion) {
  const nivel = (id: number | null) => (id === null ? null : em.getReference(NivelOrganizacionalErp, id));
  return {
    personaAutorizaIngreso: d.personaAutorizaIngreso,
    fechaIngreso: d.fechaIngreso,
    ciudad: em.getReference(Ciudad, d.ciudadId),
    cargo: em.getReference(Cargo, d.cargoId),
    salario: d.salario,
    salarioIntegral: d.salarioIntegral,
    relacionLaboral: d.relacionLaboral,
    tipoSalario: d.tipoSalario,
    riesgoArl: d.riesgoArl,
    tipoComision: d.tipoComision,
    comisiones: d.comisiones,
    tipoVariable: d.tipoVariable,
    variable: d.variable,
    tipoJornada: d.tipoJornada,
    horasJornada: d.horasJornada,
    jefeInmediato: d.jefeInmediato,
    jefeInmediatoCargo: d.jefeInmediatoCargo,
    area: d.area,
    observaciones: d.observaciones,
    obraLabor: d.obraLabor,
    observacionesCompra: d.observacionesCompra,
    conceptoSalario1: d.conceptoSalario1,
    valorConceptoSalario1: d.valorConceptoSalario1,
    conceptoSalario2: d.conceptoSalario2,
    valorConceptoSalario2: d.valorConceptoSalario2,
    nivel1: nivel(d.nivel1Id),
    nivel2: nivel(d.nivel2Id),
    nivel3: nivel(d.nivel3Id),
    nivel4: nivel(d.nivel4Id),
    nivel5: nivel(d.nivel5Id),
    centroTrabajo: em.getReference(CentroTrabajo, d.centroTrabajoId),
    dpto: em.getReference(CentroCostoErp, d.dptoId),
  };
}
