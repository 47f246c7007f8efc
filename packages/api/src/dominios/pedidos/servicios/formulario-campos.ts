import type { EntityManager } from '@mikro-orm/postgresql';
import { Ciudad, OtroAuxilioPedido, type Pedido } from '@talento/db';
import { auxilioTransporte, type CamposPedido, type LineaPedido } from '@talento/rules';
import type { ReferenciasPedido } from './formulario-validacion';

const conSegundos = (hora: string | null): string | null => (hora ? `${hora}:00` : null);

/**
 * Fields common to every city line of the order (parent and children). The transport aid is computed
 * by the rule (spec 01 §5), never typed by the user.
 */
export function camposComunes(datos: CamposPedido, refs: ReferenciasPedido) {
  const aux = auxilioTransporte({
    salario: datos.salario,
    tieneRuta: datos.tieneRuta,
    smmlv: refs.config.smmlv,
    auxilioConfigurado: refs.config.auxilioTransporte,
  });
  return {
    cliente: refs.cliente,
    perfilSeleccion: refs.perfil,
    sucursal: refs.sucursal,
    nombreCargo: datos.nombreCargo,
    descripcion: datos.descripcion,
    minimoCandidatosVacante: datos.minimoCandidatosVacante,
    salario: datos.salario,
    comision: datos.comision,
    tieneRuta: datos.tieneRuta,
    tieneAuxilioTransporte: aux > 0,
    auxilioTransporte: aux,
    auxilioAlimentacion: datos.auxilioAlimentacion,
    auxilioInternet: datos.auxilioInternet,
    auxilioCelular: datos.auxilioCelular,
    auxilioRodamiento: datos.auxilioRodamiento,
    jornadaLaboral: datos.jornadaLaboral,
    horarioInicio: conSegundos(datos.horarioInicio),
    horarioFin: conSegundos(datos.horarioFin),
    fechaIngreso: datos.fechaIngreso,
    tipoPedido: datos.tipoPedido,
    esDestacado: datos.esDestacado,
  };
}

/** Fields of one city line (its own Pedido row). */
export function camposLinea(em: EntityManager, linea: LineaPedido) {
  return {
    ciudad: em.getReference(Ciudad, linea.ciudadId),
    vacantes: linea.vacantes,
    centroCosto: linea.centroCosto,
    direccionPresentarse: linea.direccionPresentarse,
    personaAutorizaIngreso: linea.personaAutorizaIngreso,
  };
}

/** Writes the other-aids list of one order row (replacing what it had). */
export function escribirOtrosAuxilios(
  em: EntityManager,
  pedido: Pedido,
  otros: CamposPedido['otrosAuxilios'],
  existentes: OtroAuxilioPedido[] = [],
): void {
  for (const o of existentes) em.remove(o);
  for (const o of otros) em.create(OtroAuxilioPedido, { pedido, nombre: o.nombre, valor: o.valor });
}
