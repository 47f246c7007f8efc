import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoPedido, CatalogoItem, type Pedido, type Usuario } from '@talento/db';
import {
  accionesDelUsuario,
  CAUSA_CANCELACION,
  diasRestantes,
  diasTranscurridos,
  ESTADO_PEDIDO,
  EstadoPedido,
  ETIQUETA_PEDIDO_TERMINADO,
  etapaDelPedido,
  JORNADA_LABORAL,
  ofreceDuplicar,
  Pool,
  TIPO_DOCUMENTO_CLIENTE,
} from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import type { DetallePedidoDto } from '../../routers/pedidos/detalle/dto';
import { cargarPedido } from './cargar';

/** "First Last" of a user (user name when both are empty). */
export function nombreDeUsuario(u: Pick<Usuario, 'firstName' | 'lastName' | 'username'> | null | undefined): string | null {
  if (!u) return null;
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

const hora = (valor: string | null | undefined) => (valor ? valor.slice(0, 5) : null);
const fechaIso = (valor: string | Date | null | undefined): string | null =>
  valor === null || valor === undefined ? null : typeof valor === 'string' ? valor.slice(0, 10) : valor.toISOString().slice(0, 10);

const POPULATE = [
  'cliente',
  'ciudad',
  'sucursal',
  'perfilSeleccion',
  'pedidosHijos.ciudad',
  'otrosAuxilios',
  'fac',
  'createdBy',
  'encargadoPedido',
  'actorAprobacion',
  'actorCancelacion',
  'archivosEvidenciaCancelacion',
] as const;

async function contarCandidatos(em: EntityManager, pedidoId: number) {
  const [preseleccionados, seleccionados] = await Promise.all([
    em.count(CandidatoPedido, { pedido: pedidoId, activo: true, pool: Pool.PRESELECCIONADO }),
    em.count(CandidatoPedido, { pedido: pedidoId, activo: true, pool: Pool.SELECCIONADO }),
  ]);
  return { preseleccionados, seleccionados };
}

async function etiquetaTipoPedido(em: EntityManager, codigo: string | null): Promise<string | null> {
  if (!codigo) return null;
  const item = await em.findOne(CatalogoItem, { categoria: 'TIPO_PEDIDO', codigo });
  return item?.nombre ?? codigo;
}

/** Elapsed and remaining days of the search, counted up to today or to the day the order closed. */
function dias(p: Pedido, hoy: Date) {
  const inicio = p.fechaAprobacion ?? p.fechaSolicitud;
  const fin = p.fechaCancelacion ?? p.fechaFinalizacion ?? hoy;
  const busqueda = p.perfilSeleccion.tiempoDiasBusqueda ?? null;
  return {
    diasTranscurridos: diasTranscurridos(inicio, fin),
    diasRestantes: busqueda === null ? null : diasRestantes(inicio, fin, busqueda),
  };
}

function cancelacion(p: Pedido): DetallePedidoDto['cancelacion'] {
  if (p.estadoPedido !== EstadoPedido.CANCELADO) return null;
  return {
    causa: p.causaCancelacion ?? null,
    causaEtiqueta: CAUSA_CANCELACION.etiqueta(p.causaCancelacion, 'Sin causa'),
    razon: p.razonEscritaCancelacion ?? null,
    actor: nombreDeUsuario(p.actorCancelacion),
    fecha: p.fechaCancelacion ?? null,
    archivos: p.archivosEvidenciaCancelacion
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((a) => ({ id: a.id, nombre: a.nombre, tipoMime: a.tipoMime, tamano: a.tamano })),
  };
}

/** Everything the detail screen shows about one order of the caller's clients (NOT_FOUND outside scope). */
export async function obtenerDetalle(em: EntityManager, usuario: UsuarioSesion, id: number, hoy: Date): Promise<DetallePedidoDto> {
  const p = await cargarPedido(em, usuario.alcance, id, POPULATE);
  const [conteos, tipoPedidoEtiqueta] = await Promise.all([contarCandidatos(em, p.id), etiquetaTipoPedido(em, p.tipoPedido ?? null)]);
  const estado = p.estadoPedido;
  return {
    id: p.id,
    version: p.version,
    esStock: p.esStock,
    estado,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(estado),
    etapa: etapaDelPedido(estado, { fechaEstado2: p.fechaEstado2 ?? null, fechaEstado3: p.fechaEstado3 ?? null, fechaEstado4: p.fechaEstado4 ?? null }),
    cliente: {
      id: p.cliente.id,
      nombre: p.cliente.nombre,
      tipoDocumento: TIPO_DOCUMENTO_CLIENTE.etiqueta(p.cliente.tipoDocumento),
      numeroDocumento: p.cliente.numeroDocumento,
    },
    perfil: { id: p.perfilSeleccion.id, nombreCargoPerfil: p.perfilSeleccion.nombreCargoPerfil, tiempoDiasBusqueda: p.perfilSeleccion.tiempoDiasBusqueda ?? null },
    ciudad: p.ciudad ? { id: p.ciudad.id, nombre: p.ciudad.nombre, departamento: p.ciudad.departamento } : null,
    lineasCiudad: p.pedidosHijos
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((h) => ({ id: h.id, ciudad: h.ciudad?.nombre ?? null, vacantes: h.vacantes, estado: h.estadoPedido, estadoEtiqueta: ESTADO_PEDIDO.etiqueta(h.estadoPedido) })),
    pedidoPadre: p.pedidoPadre?.id ?? null,
    sucursal: p.sucursal ? { id: p.sucursal.id, nombre: p.sucursal.nombre } : null,
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion ?? null,
    centroCosto: p.centroCosto ?? null,
    direccionPresentarse: p.direccionPresentarse ?? null,
    personaAutorizaIngreso: p.personaAutorizaIngreso ?? null,
    vacantes: p.vacantes,
    vacantesCumplidas: p.vacantesCumplidas,
    minimoCandidatosVacante: p.minimoCandidatosVacante,
    salario: p.salario ?? null,
    comision: p.comision ?? null,
    tieneRuta: p.tieneRuta,
    tieneAuxilioTransporte: p.tieneAuxilioTransporte,
    auxilioTransporte: p.auxilioTransporte,
    auxilioAlimentacion: p.auxilioAlimentacion,
    auxilioInternet: p.auxilioInternet,
    auxilioCelular: p.auxilioCelular,
    auxilioRodamiento: p.auxilioRodamiento,
    otrosAuxilios: p.otrosAuxilios
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((o) => ({ id: o.id, nombre: o.nombre, valor: o.valor })),
    jornadaLaboral: p.jornadaLaboral ?? null,
    jornadaLaboralEtiqueta: p.jornadaLaboral === null || p.jornadaLaboral === undefined ? null : JORNADA_LABORAL.etiqueta(p.jornadaLaboral),
    horarioInicio: hora(p.horarioInicio),
    horarioFin: hora(p.horarioFin),
    fechaSolicitud: p.fechaSolicitud,
    fechaAprobacion: p.fechaAprobacion ?? null,
    fechaIngreso: fechaIso(p.fechaIngreso),
    fechaNegociada: fechaIso(p.fechaNegociada),
    fechaCancelacion: p.fechaCancelacion ?? null,
    fechaFinalizacion: p.fechaFinalizacion ?? null,
    fechaEstado2: p.fechaEstado2 ?? null,
    fechaEstado3: p.fechaEstado3 ?? null,
    fechaEstado4: p.fechaEstado4 ?? null,
    tipoPedido: p.tipoPedido ?? null,
    tipoPedidoEtiqueta,
    esDestacado: p.esDestacado,
    facDefinido: p.fac !== null && p.fac !== undefined,
    facNombre: p.fac?.nombre ?? null,
    pruebas: {
      fac: p.pruebaFac,
      detac: p.pruebaDetac,
      competencias: p.pruebaComp,
      idisc: p.pruebaIdisc,
      valores: p.pruebaValores,
      entrevistas: p.pruebaEntrevistas,
    },
    creadoPor: nombreDeUsuario(p.createdBy) ?? '',
    encargado: nombreDeUsuario(p.encargadoPedido),
    actorAprobacion: nombreDeUsuario(p.actorAprobacion),
    cancelacion: cancelacion(p),
    terminado: estado === EstadoPedido.TERMINADO ? ETIQUETA_PEDIDO_TERMINADO : null,
    conteos,
    ...dias(p, hoy),
    acciones: accionesDelUsuario(estado, usuario.permisos),
    puedeDuplicar: ofreceDuplicar(estado, p.cliente.permiteAgregarExplicito, usuario.permisos),
  };
}
