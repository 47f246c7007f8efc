import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoEspontaneo, CandidatoPedido } from '@talento/db';
import {
  maquinaPedidoStock,
  accesoOrden,
  mensajeGestionSinFac,
  accionesCandidatoStaff,
  ESTADO_CANDIDATO_PEDIDO,
  ESTADO_PRODUCTO,
  PERMISO_ACCION_CANDIDATO,
  pedidoAdmiteCandidatos,
  Pool,
  transicionCandidato,
  nombreCompleto,
  verificarSeleccion,
  type AccionCandidato,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { cargarPedido } from '../../pedidos';
import { patronBusqueda, situacionDe } from './comun';
import { leerDatosSeleccionVarios } from './datos-seleccion';

/** Safety cap per list (an order carries tens of candidates). */
const MAXIMO = 500;

/** Each word of the search must match a name part or the document number. */
function filtroBusqueda(busqueda: string | undefined, campos: string[]): Record<string, unknown> {
  const terminos = (busqueda ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  if (!terminos.length) return {};
  const uno = (t: string) => ({
    $or: campos.map((c) =>
      c.split('.').reduceRight<unknown>((acc, k) => ({ [k]: acc }), { $ilike: patronBusqueda(t) }),
    ),
  });
  return { $and: terminos.map(uno) };
}

/**
 * Hiring-order button, by the same rule the hiring-order procedures apply (`accesoOrden`): editable needs the
 * hiring-order flags, the read-only view needs only the order.
 */
function ordenContratacion(
  estado: number,
  estadoPedido: number,
  permisos: readonly string[],
): 'editable' | 'consulta' | null {
  const acceso = accesoOrden(estado, estadoPedido);
  if (acceso === 'ver') return 'consulta';
  if (
    acceso === 'editar' &&
    (permisos.includes('add_ordencontratacion') || permisos.includes('change_ordencontratacion'))
  )
    return 'editable';
  return null;
}

/**
 * `candidatosPedido.listar`: the active candidates of an order in scope, pre-selected (ranked by overall
 * test score, highest first, unscored last) and selected, with the buttons each one offers to this user,
 * and the active spontaneous candidates.
 */
export async function listarCandidatos(
  em: EntityManager,
  usuario: UsuarioSesion,
  pedidoId: number,
  ahora: Date,
  busqueda?: string,
) {
  const pedido = await cargarPedido(em, usuario.alcance, pedidoId);
  const filas = await em.find(
    CandidatoPedido,
    {
      $and: [
        { pedido: pedido.id, activo: true },
        filtroBusqueda(busqueda, [
          'candidato.nombre1',
          'candidato.nombre2',
          'candidato.apellido1',
          'candidato.apellido2',
          'candidato.numeroDocumento',
        ]),
      ],
    },
    {
      populate: ['candidato', 'candidato.hojaDeVida', 'motivoRechazoCandidato'],
      orderBy: { id: 'asc' },
      limit: MAXIMO,
    },
  );
  const permisos = usuario.permisos;
  // The FAC gate: without the order's filter-question group no candidate action is offered (the server refuses them too).
  const facDefinido = mensajeGestionSinFac(pedido.estadoPedido, pedido.fac?.id) === null;
  const acciones = new Map(
    filas.map((cp) => [
      cp.id,
      facDefinido ? accionesCandidatoStaff(situacionDe(cp), permisos, cp.validadoRechazo) : [],
    ]),
  );
  // "Seleccionar" the machine offers but one of its three readings would refuse: the row says why beforehand.
  const porLeer = filas.filter((cp) => acciones.get(cp.id)!.includes('seleccionar'));
  const datosSeleccion = await leerDatosSeleccionVarios(
    em,
    pedido,
    porLeer.map((cp) => ({ candidatoId: cp.candidato.id, estadoProducto: cp.candidato.estadoProducto })),
    usuario.esSuperusuario,
    ahora,
  );
  const bloqueadas = (cp: CandidatoPedido): { accion: AccionCandidato; motivo: string }[] => {
    const datos = datosSeleccion.get(cp.candidato.id);
    const motivo = datos ? verificarSeleccion(datos) : null;
    return motivo ? [{ accion: 'seleccionar', motivo }] : [];
  };
  const dto = (cp: CandidatoPedido) => {
    const c = cp.candidato;
    return {
      id: cp.id,
      version: cp.version,
      candidatoId: c.id,
      nombre: nombreCompleto(c),
      documento: c.numeroDocumento,
      telefono: c.telefonoOCelular,
      email: c.email,
      estado: cp.estadoCandidatoPedido,
      // In a stock order state 6 reads "Enviado a stock" (spec 01 §4).
      estadoEtiqueta: pedido.esStock
        ? maquinaPedidoStock.etiquetaEstadoCandidatoStock(cp.estadoCandidatoPedido)
        : ESTADO_CANDIDATO_PEDIDO.etiqueta(cp.estadoCandidatoPedido),
      pool: cp.pool,
      puntajeGlobal: cp.puntajeGlobal ?? null,
      puntajeCompatibilidad: cp.puntaje ?? null,
      porcentajeHv: c.hojaDeVida?.porcentajeTotal ?? null,
      estadoProducto: c.estadoProducto,
      estadoProductoEtiqueta: ESTADO_PRODUCTO.etiqueta(c.estadoProducto),
      fechaCitaCliente: cp.fechaCitaCliente ?? null,
      motivoRechazo: cp.motivoRechazoCandidato?.nombre ?? cp.otroMotivoRechazo ?? null,
      validadoRechazo: cp.validadoRechazo,
      acciones: acciones.get(cp.id)!,
      bloqueadas: bloqueadas(cp),
      ordenContratacion: ordenContratacion(cp.estadoCandidatoPedido, pedido.estadoPedido, permisos),
    };
  };
  const puntaje = (cp: CandidatoPedido) => cp.puntajeGlobal ?? Number.NEGATIVE_INFINITY;
  const preseleccionados = filas
    .filter((cp) => cp.pool === Pool.PRESELECCIONADO)
    .sort((a, b) => puntaje(b) - puntaje(a) || a.id - b.id);
  const seleccionados = filas.filter((cp) => cp.pool === Pool.SELECCIONADO);

  const espontaneos = await em.find(
    CandidatoEspontaneo,
    {
      $and: [
        { pedido: pedido.id, activo: true },
        filtroBusqueda(busqueda, ['nombres', 'apellidos', 'cedula']),
      ],
    },
    { populate: ['archivosEspontaneo'], orderBy: { id: 'asc' }, limit: MAXIMO },
  );
  const puedeRemover = (activo: boolean) =>
    facDefinido &&
    permisos.includes(PERMISO_ACCION_CANDIDATO.remover) &&
    transicionCandidato(
      'remover',
      { estado: 0, pool: 0, activo, etapaPedido: pedido.estadoPedido },
      'staff',
      true,
    ).ok;

  return {
    pedido: {
      id: pedido.id,
      estado: pedido.estadoPedido,
      facDefinido,
      admiteCandidatos: facDefinido && pedidoAdmiteCandidatos(pedido.estadoPedido),
    },
    preseleccionados: preseleccionados.map(dto),
    seleccionados: seleccionados.map(dto),
    espontaneos: espontaneos.map((e) => {
      const archivo = e.archivosEspontaneo.getItems()[0];
      return {
        id: e.id,
        nombre: `${e.nombres} ${e.apellidos}`,
        cedula: e.cedula,
        telefono: e.telefono,
        email: e.email,
        medio: e.medio ?? null,
        archivo: archivo ? { id: archivo.id, nombre: archivo.nombre } : null,
        registrado: Boolean(e.candidato),
        fechaCreacion: e.fechaCreacion,
        puedeRemover: puedeRemover(e.activo),
      };
    }),
  };
}
