import type { EntityManager } from '@mikro-orm/postgresql';
import type { Usuario } from '@talento/db';
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
  TIPO_DOCUMENTO_CLIENTE,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import type { DetallePedidoDto } from '../detalle/dto';
import { consultaPreparada } from '../../../nucleo/sql/consulta-preparada';
import { noEncontrado } from '../../../nucleo/errors';
import { leerFila } from '../../../nucleo/sql/columnas';
import { AUXILIARES_DETALLE, COLUMNAS_DETALLE } from './detalle-columnas';
import { consultaDetalle, type FilaDetalle } from './detalle-consulta';

/** "First Last" of a user (user name when both are empty). */
export function nombreDeUsuario(
  u: Pick<Usuario, 'firstName' | 'lastName' | 'username'> | null | undefined,
): string | null {
  if (!u) return null;
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

const usuarioDe = (f: FilaDetalle, alias: 'cb' | 'en' | 'ap' | 'ac') =>
  f[`${alias}Usuario`] === null
    ? null
    : {
        firstName: f[`${alias}Nombre`] ?? '',
        lastName: f[`${alias}Apellido`] ?? '',
        username: f[`${alias}Usuario`] ?? '',
      };

/** Elapsed and remaining days of the search, counted up to today or to the day the order closed. */
function dias(f: FilaDetalle, hoy: Date) {
  const inicio = f.fechaAprobacion ?? f.fechaSolicitud;
  const fin = f.fechaCancelacion ?? f.fechaFinalizacion ?? hoy;
  const busqueda = f.tiempoDiasBusqueda;
  return {
    diasTranscurridos: diasTranscurridos(inicio, fin),
    diasRestantes: busqueda === null ? null : diasRestantes(inicio, fin, busqueda),
  };
}

function cancelacion(f: FilaDetalle): DetallePedidoDto['cancelacion'] {
  if (f.estado !== EstadoPedido.CANCELADO) return null;
  return {
    causa: f.causaCancelacion,
    causaEtiqueta: CAUSA_CANCELACION.etiqueta(f.causaCancelacion, 'Sin causa'),
    razon: f.razonEscritaCancelacion,
    actor: nombreDeUsuario(usuarioDe(f, 'ac')),
    fecha: f.fechaCancelacion,
    archivos: f.archivosCancelacion ?? [],
  };
}

/**
 * Everything the detail screen shows about one order of the caller's clients (NOT_FOUND outside scope):
 * one prepared statement (detalle-consulta) with the client scope inside it. The columns the screen receives as they
 * are come from their declaration (detalle-columnas); only labels, nested objects and day counts are computed here.
 */
export async function obtenerDetalle(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
  hoy: Date,
): Promise<DetallePedidoDto> {
  const consulta = consultaDetalle(usuario.alcance, id);
  const [fila] = await consultaPreparada<Record<string, unknown>>(em, consulta.sql, consulta.params);
  if (!fila) throw noEncontrado();
  const directos = leerFila(COLUMNAS_DETALLE, fila);
  const f: FilaDetalle = { ...directos, ...leerFila(AUXILIARES_DETALLE, fila) };
  const estado = f.estado;
  return {
    ...directos,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(estado),
    etapa: etapaDelPedido(estado, {
      fechaEstado2: f.fechaEstado2,
      fechaEstado3: f.fechaEstado3,
      fechaEstado4: f.fechaEstado4,
    }),
    cliente: {
      id: f.clienteId,
      nombre: f.clienteNombre,
      tipoDocumento: TIPO_DOCUMENTO_CLIENTE.etiqueta(f.clienteTipoDocumento),
      numeroDocumento: f.clienteNumeroDocumento,
    },
    perfil: {
      id: f.perfilId,
      nombreCargoPerfil: f.nombreCargoPerfil,
      tiempoDiasBusqueda: f.tiempoDiasBusqueda,
    },
    ciudad:
      f.ciudadId === null
        ? null
        : { id: f.ciudadId, nombre: f.ciudadNombre ?? '', departamento: f.ciudadDepartamento ?? '' },
    lineasCiudad: f.lineas.map((h) => ({ ...h, estadoEtiqueta: ESTADO_PEDIDO.etiqueta(h.estado) })),
    sucursal: f.sucursalId === null ? null : { id: f.sucursalId, nombre: f.sucursalNombre ?? '' },
    jornadaLaboralEtiqueta: f.jornadaLaboral === null ? null : JORNADA_LABORAL.etiqueta(f.jornadaLaboral),
    tipoPedidoEtiqueta: f.tipoPedido ? (f.tipoPedidoNombre ?? f.tipoPedido) : null,
    pruebas: {
      fac: f.pruebaFac,
      detac: f.pruebaDetac,
      competencias: f.pruebaComp,
      idisc: f.pruebaIdisc,
      valores: f.pruebaValores,
      entrevistas: f.pruebaEntrevistas,
    },
    creadoPor: nombreDeUsuario(usuarioDe(f, 'cb')) ?? '',
    encargado: nombreDeUsuario(usuarioDe(f, 'en')),
    actorAprobacion: nombreDeUsuario(usuarioDe(f, 'ap')),
    cancelacion: cancelacion(f),
    terminado: estado === EstadoPedido.TERMINADO ? ETIQUETA_PEDIDO_TERMINADO : null,
    conteos: { preseleccionados: f.preseleccionados, seleccionados: f.seleccionados },
    ...dias(f, hoy),
    acciones: accionesDelUsuario(estado, usuario.permisos),
    puedeDuplicar: ofreceDuplicar(estado, f.permiteAgregarExplicito, usuario.permisos),
  };
}
