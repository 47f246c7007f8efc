import type { EntityManager } from '@mikro-orm/postgresql';
import { Ciudad, Pedido } from '@talento/db';
import {
  auxilioTransporte,
  auxilioTransporteExtraEfectivo,
  type CamposPedidoStock,
  type LineaStock,
} from '@talento/rules';
import type { ReferenciasStock } from './validacion';

const conSegundos = (hora: string | null): string | null => (hora ? `${hora}:00` : null);

/** Fields common to every city block (parent and children) of a stock order. */
export function camposComunesStock(datos: CamposPedidoStock, refs: ReferenciasStock) {
  return {
    esStock: true,
    cliente: refs.cliente,
    perfilSeleccion: refs.perfil,
    nombreCargo: datos.nombreCargo,
    descripcion: datos.descripcion,
    esDestacado: datos.esDestacado,
    // Only asked while the profile has filter questions (the questions section): otherwise nothing is kept.
    convocatoria: refs.perfil.fac ? datos.convocatoria : null,
  };
}

/**
 * Fields of one city block (its own Pedido row). The legal transport aid is computed by the rule (spec 01
 * §5); the extra allowance is stored only where it applies.
 */
export function camposLineaStock(em: EntityManager, linea: LineaStock, refs: ReferenciasStock) {
  const aux = auxilioTransporte({
    salario: linea.salario,
    tieneRuta: linea.tieneRuta,
    smmlv: refs.config.smmlv,
    auxilioConfigurado: refs.config.auxilioTransporte,
  });
  return {
    ciudad: em.getReference(Ciudad, linea.ciudadId),
    centroCosto: linea.centroCosto,
    direccionPresentarse: linea.direccionPresentarse,
    personaAutorizaIngreso: linea.personaAutorizaIngreso,
    vacantes: linea.vacantes,
    minimoCandidatosVacante: linea.minimoCandidatosVacante,
    salario: linea.salario,
    comision: linea.comision,
    tieneRuta: linea.tieneRuta,
    tieneAuxilioTransporte: aux > 0,
    auxilioTransporte: aux,
    auxilioTransporteExtra: auxilioTransporteExtraEfectivo(linea, refs.config.smmlv),
    auxilioAlimentacion: linea.auxilioAlimentacion,
    auxilioInternet: linea.auxilioInternet,
    auxilioCelular: linea.auxilioCelular,
    jornadaLaboral: linea.jornadaLaboral,
    horarioInicio: conSegundos(linea.horarioInicio),
    horarioFin: conSegundos(linea.horarioFin),
    fechaIngreso: linea.fechaIngreso,
    pedidoPadreOc: linea.pedidoPadreOcId === null ? null : em.getReference(Pedido, linea.pedidoPadreOcId),
  };
}
