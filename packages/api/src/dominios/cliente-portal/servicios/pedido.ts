import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido } from '@talento/db';
import {
  accionesCandidato,
  diasRestantes,
  ESTADO_CANDIDATO_PEDIDO,
  ESTADO_PEDIDO,
  TIPO_DOCUMENTO_CANDIDATO,
  fechaIsoDeColumna,
  nombreCompleto,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import type { AccionClienteDto, PedidoClienteDto } from '../dto';
import { estadoOrdenParaCliente } from '../../contratacion';
import { cargarPedidoCliente, filtroCandidatosVisibles, ORDEN_CANDIDATOS_CLIENTE } from './alcance';
import { clienteVePruebasDelPedido } from './visibilidad-pruebas';

/** One order of the user's companies with the candidates sent to the client (state ≥ 1, active). */
export async function obtenerPedidoCliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
  hoy: Date,
): Promise<PedidoClienteDto> {
  const p = await cargarPedidoCliente(em, usuario.alcance, id, ['cliente', 'ciudad', 'perfilSeleccion']);
  const filas = await em.find(CandidatoPedido, filtroCandidatosVisibles(p.id), {
    populate: ['candidato', 'ordenesContratacion.candidatos'],
    orderBy: ORDEN_CANDIDATOS_CLIENTE,
  });
  const vePuntajes = await clienteVePruebasDelPedido(em, usuario, p);
  const busqueda = p.perfilSeleccion.tiempoDiasBusqueda ?? null;
  const candidatos = filas.map((cp) => {
    const situacion = {
      estado: cp.estadoCandidatoPedido,
      pool: cp.pool,
      activo: cp.activo,
      etapaPedido: p.estadoPedido,
    };
    // A candidate has at most one hiring order (contratacion.crear refuses a second one).
    const [orden] = cp.ordenesContratacion.getItems();
    return {
      candidatoPedidoId: cp.id,
      version: cp.version,
      nombre: nombreCompleto(cp.candidato),
      tipoDocumento: TIPO_DOCUMENTO_CANDIDATO.etiqueta(cp.candidato.tipoDocumento),
      documento: cp.candidato.numeroDocumento,
      estado: cp.estadoCandidatoPedido,
      estadoEtiqueta: ESTADO_CANDIDATO_PEDIDO.etiqueta(cp.estadoCandidatoPedido),
      fechaCitaCliente: cp.fechaCitaCliente ?? null,
      puntajeGlobal: vePuntajes ? (cp.puntajeGlobal ?? null) : null,
      acciones: accionesCandidato(situacion, 'cliente') as AccionClienteDto[],
      ordenContratacion: orden ? { id: orden.id, ...estadoOrdenParaCliente(orden) } : null,
    };
  });
  return {
    id: p.id,
    cliente: p.cliente.nombre,
    cargo: p.nombreCargo,
    ciudad: p.ciudad?.nombre ?? null,
    estado: p.estadoPedido,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(p.estadoPedido),
    vacantes: p.vacantes,
    vacantesCumplidas: p.vacantesCumplidas,
    diasRestantes:
      busqueda === null ? null : diasRestantes(p.fechaAprobacion ?? p.fechaSolicitud, hoy, busqueda),
    fechaIngreso: fechaIsoDeColumna(p.fechaIngreso),
    descripcion: p.descripcion ?? null,
    fechaSolicitud: p.fechaSolicitud,
    candidatosEnviados: candidatos.length,
    pendientesDecision: candidatos.filter((c) => c.acciones.length > 0).length,
    vePuntajes,
    candidatos,
  };
}
