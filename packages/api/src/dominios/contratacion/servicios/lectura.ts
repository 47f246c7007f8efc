/** What the hiring-order modal, the print page and the order detail read (scope inside every query). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, OrdenContratacion } from '@talento/db';
import {
  accesoOrden,
  descripcionCortaConcepto,
  estadoOrden,
  mostrarAsociacion,
  mostrarRadicar,
  mostrarReenviarInduccion,
  nombreCompleto,
} from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import type { UsuarioSesion } from '../../../nucleo/context';
import { noEncontrado } from '../../../nucleo/errors';
import { camposDe } from './campos';
import { reglasDeCliente } from './cargar';
import { llamadasDeOrdenes, radicacionPendiente } from './llamadas-erp';

const POPULATE = [
  'pedido',
  'cliente',
  'ciudad',
  'cargo',
  'centroTrabajo',
  'dpto',
  'nivel1',
  'nivel2',
  'nivel3',
  'nivel4',
  'nivel5',
  'conceptos',
  'candidatos.candidato',
  'creadoPor',
  'radicadoPor',
] as const;

const nombreUsuario = (u: { firstName: string; lastName: string; username: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

async function vista(em: EntityManager, o: OrdenContratacion) {
  const situacion = {
    id: o.id,
    radicado: o.radicado,
    radicacionPendiente: await radicacionPendiente(em, o.id),
  };
  const candidatos = o.candidatos.getItems().filter((cp) => cp.activo);
  const llamadas = await llamadasDeOrdenes(em, [
    { id: o.id, candidatoIds: candidatos.map((cp) => cp.candidato.id) },
  ]);
  const nivel = (n: OrdenContratacion['nivel1']) => (n ? `${n.codigo} - ${n.nombre}` : null);
  return {
    id: o.id,
    version: o.version,
    consecutivo: o.consecutivo,
    pedidoId: o.pedido.id,
    estadoPedido: o.pedido.estadoPedido,
    cliente: { id: o.cliente.id, nombre: o.cliente.nombre, numeroDocumento: o.cliente.numeroDocumento },
    creadoPorCliente: o.creadoPorCliente,
    creadoPor: o.creadoPor ? nombreUsuario(o.creadoPor) : null,
    radicadoPor: o.radicadoPor ? nombreUsuario(o.radicadoPor) : null,
    fechaCreado: o.fechaCreado,
    radicado: o.radicado,
    fechaRadicado: o.fechaRadicado ?? null,
    estado: estadoOrden(situacion),
    campos: camposDe(o),
    nombres: {
      ciudad: o.ciudad.nombre,
      cargo: o.cargo.nombre,
      cargoCodigo: o.cargo.codigo,
      cargoExisteEnErp: o.cargo.existeEnErp,
      centroTrabajo: `${o.centroTrabajo.codigo} - ${o.centroTrabajo.nombre}`,
      /** The ARL risk percentage of the work centre (spec 01 §3: codigo, nombre, porcentaje). */
      centroTrabajoPorcentaje: Number(o.centroTrabajo.porcentaje),
      dpto: `${o.dpto.codigo} - ${o.dpto.nombre}`,
      niveles: [nivel(o.nivel1), nivel(o.nivel2), nivel(o.nivel3), nivel(o.nivel4), nivel(o.nivel5)],
    },
    candidatos: candidatos.map((cp) => ({
      candidatoPedidoId: cp.id,
      candidatoId: cp.candidato.id,
      nombre: nombreCompleto(cp.candidato),
      tipoDocumento: cp.candidato.tipoDocumento,
      numeroDocumento: cp.candidato.numeroDocumento,
      estado: cp.estadoCandidatoPedido,
      mostrarAsociacion: mostrarAsociacion(situacion, cp.estadoCandidatoPedido),
    })),
    conceptos: o.conceptos
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((c) => ({
        id: c.id,
        tipo: c.tipo,
        periodicidad: c.periodicidad,
        concepto: c.conceptoCodigo,
        descripcion: c.conceptoDescripcion,
        descripcionCorta: descripcionCortaConcepto(c.conceptoDescripcion),
        valor: Number(c.valor),
      })),
    llamadas: llamadas.get(o.id) ?? [],
    mostrarRadicar: mostrarRadicar(situacion),
    mostrarReenviarInduccion: mostrarReenviarInduccion(situacion, o.pedido.estadoPedido),
    reglas: await reglasDeCliente(em, o.cliente.id),
  };
}
export type VistaOrden = Awaited<ReturnType<typeof vista>>;

export async function obtenerOrden(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
): Promise<VistaOrden> {
  const o = await em.findOne(
    OrdenContratacion,
    { $and: [{ id }, filtroCliente(usuario.alcance)] },
    { populate: POPULATE },
  );
  if (!o) throw noEncontrado();
  return vista(em, o);
}

/**
 * What the candidate row of the order detail opens: create/edit (6–7, stage ≤ 4), view (8) or nothing,
 * the candidate's order if any, and the defaults a new order takes from the pedido.
 */
export async function ordenDeCandidato(em: EntityManager, usuario: UsuarioSesion, candidatoPedidoId: number) {
  const cp = await em.findOne(
    CandidatoPedido,
    { $and: [{ id: candidatoPedidoId, activo: true }, filtroCliente(usuario.alcance, 'pedido.cliente')] },
    { populate: ['pedido.cliente', 'pedido.ciudad', 'candidato', 'ordenesContratacion'] },
  );
  if (!cp) throw noEncontrado();
  const [existente] = cp.ordenesContratacion.getItems();
  const orden = existente ? await obtenerOrden(em, usuario, existente.id) : null;
  const p = cp.pedido;
  return {
    candidatoPedidoId: cp.id,
    candidato: {
      id: cp.candidato.id,
      nombre: nombreCompleto(cp.candidato),
      numeroDocumento: cp.candidato.numeroDocumento,
      estado: cp.estadoCandidatoPedido,
    },
    pedido: { id: p.id, estado: p.estadoPedido, cliente: p.cliente.nombre },
    acceso: accesoOrden(cp.estadoCandidatoPedido, p.estadoPedido),
    sugeridos: {
      personaAutorizaIngreso: p.personaAutorizaIngreso ?? null,
      ciudadId: p.ciudad?.id ?? null,
      ciudad: p.ciudad?.nombre ?? null,
      salario: p.salario === null || p.salario === undefined ? null : Number(p.salario),
    },
    reglas: await reglasDeCliente(em, p.cliente.id),
    orden,
  };
}
