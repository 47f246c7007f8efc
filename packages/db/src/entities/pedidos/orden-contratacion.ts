import { defineEntity, p } from '@mikro-orm/core';
import { Ciudad, Cliente, Usuario } from '../core';
import { Cargo } from '../perfiles/cargo';
import { CandidatoPedido } from './candidato-pedido';
import { CentroCostoErp } from './centro-costo-erp';
import { CentroTrabajo } from './centro-trabajo';
import { ConceptoOrdenContratacion } from './concepto-orden-contratacion';
import { NivelOrganizacionalErp } from './nivel-organizacional-erp';
import { Pedido } from './pedido';

/**
 * A hiring (contract) order for candidates in contracting (spec 01 §3 "Hiring order"). Lifecycle: saved
 * (id) then filed (radicado, fecha_radicado); once filed most fields are read-only and the CV goes to the
 * payroll/ERP system. Catalogue columns store CatalogoItem codigo values of the named categoria.
 * Candidates: the CandidatoPedido rows it covers (set on creation only; the service keeps one hiring
 * order per candidate in order).
 */
export const OrdenContratacionSchema = defineEntity({
  name: 'OrdenContratacion',
  tableName: 'orden_contratacion',
  uniques: [{ properties: ['cliente', 'consecutivo'] }],
  properties: {
    id: p.integer().primary(),
    pedido: () => p.manyToOne(Pedido).index(),
    /** The order's client (copied): the consecutivo counts per client and the scope filters on it. */
    cliente: () => p.manyToOne(Cliente),
    /** 1, 2, 3… per client, taken under a lock of the client row when saved. */
    consecutivo: p.integer(),
    candidatos: () =>
      p
        .manyToMany(CandidatoPedido)
        .pivotTable('orden_contratacion_candidato')
        .inversedBy('ordenesContratacion'),
    consecutivoCliente: p.string().length(40).nullable(),
    fechaCreado: p.datetime().onCreate(() => new Date()),
    creadoPorCliente: p.boolean().default(false),
    creadoPor: () => p.manyToOne(Usuario).nullable(),
    radicado: p.boolean().default(false).index(),
    fechaRadicado: p.datetime().nullable(),
    radicadoPor: () => p.manyToOne(Usuario).nullable(),
    /** Last time the ERP induction was (re)started ("Enviar de nuevo inducción"). */
    fechaEnvioInduccion: p.datetime().nullable(),
    personaAutorizaIngreso: p.string().length(200),
    fechaIngreso: p.date(),
    /** Work city (ciudad_trabajo). */
    ciudad: () => p.manyToOne(Ciudad),
    cargo: () => p.manyToOne(Cargo),
    salario: p.decimal('number').precision(12).scale(2),
    salarioIntegral: p.boolean().default(false),
    /** CatalogoItem RELACION_LABORAL. */
    relacionLaboral: p.string().length(40),
    /** CatalogoItem TIPO_SALARIO. */
    tipoSalario: p.string().length(40),
    /** CatalogoItem RIESGO_ARL (riesgo_arp on the view). */
    riesgoArl: p.string().length(40),
    /** CatalogoItem TIPO_COMISION; comisiones required when set. */
    tipoComision: p.string().length(40).nullable(),
    comisiones: p.decimal('number').precision(12).scale(2).nullable(),
    /** CatalogoItem TIPO_VARIABLE; variable required when set. */
    tipoVariable: p.string().length(40).nullable(),
    variable: p.decimal('number').precision(12).scale(2).nullable(),
    conceptos: () => p.oneToMany(ConceptoOrdenContratacion).mappedBy('ordenContratacion'),
    /** TIPO_JORNADA_ORDEN: P Parcial, C Completa; horas_jornada required when P. */
    tipoJornada: p.string().length(1),
    horasJornada: p.decimal('number').precision(5).scale(2).nullable(),
    jefeInmediato: p.string().length(200).nullable(),
    jefeInmediatoCargo: p.string().length(200).nullable(),
    area: p.string().length(200).nullable(),
    observaciones: p.text().nullable(),
    obraLabor: p.text().nullable(),
    observacionesCompra: p.text().nullable(),
    /** Two extra salary concept/value pairs (CatalogoItem CONCEPTO_CONTRATO codigo + value). */
    conceptoSalario1: p.string().length(40).nullable(),
    valorConceptoSalario1: p.decimal('number').precision(12).scale(2).nullable(),
    conceptoSalario2: p.string().length(40).nullable(),
    valorConceptoSalario2: p.decimal('number').precision(12).scale(2).nullable(),
    /** Organisational levels of the ERP: ea_subgrupo, ea_sucursal, ea_subdivision, ea_proyecto, ea_producto. */
    nivel1: () => p.manyToOne(NivelOrganizacionalErp).nullable(),
    nivel2: () => p.manyToOne(NivelOrganizacionalErp).nullable(),
    nivel3: () => p.manyToOne(NivelOrganizacionalErp).nullable(),
    nivel4: () => p.manyToOne(NivelOrganizacionalErp).nullable(),
    nivel5: () => p.manyToOne(NivelOrganizacionalErp).nullable(),
    centroTrabajo: () => p.manyToOne(CentroTrabajo),
    /** Cost-centre master of the ERP. */
    dpto: () => p.manyToOne(CentroCostoErp),
    actualizadoEn: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export class OrdenContratacion extends OrdenContratacionSchema.class {}
OrdenContratacionSchema.setClass(OrdenContratacion);
