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
import { consultaDetalle, type FilaDetalle } from './detalle-consulta';

/** "First Last" of a user (user name when both are empty). */
export function nombreDeUsuario(u: Pick<Usuario, 'firstName' | 'lastName' | 'username'> | null | undefined): string | null {
  if (!u) return null;
  return `${u.firstName} ${u.lastName}`.trim() || u.username;
}

const hora = (valor: string | null) => (valor ? valor.slice(0, 5) : null);
/** A timestamptz column as the ORM's pool returns it (text) → Date. */
const instante = (valor: string | null): Date | null => (valor === null ? null : new Date(valor));

const usuarioDe = (f: FilaDetalle, alias: 'cb' | 'en' | 'ap' | 'ac') =>
  f[`${alias}_usuario`] === null ? null : { firstName: f[`${alias}_nombre`] ?? '', lastName: f[`${alias}_apellido`] ?? '', username: f[`${alias}_usuario`] ?? '' };

/** Elapsed and remaining days of the search, counted up to today or to the day the order closed. */
function dias(f: FilaDetalle, hoy: Date) {
  const inicio = instante(f.fecha_aprobacion) ?? new Date(f.fecha_solicitud);
  const fin = instante(f.fecha_cancelacion) ?? instante(f.fecha_finalizacion) ?? hoy;
  const busqueda = f.tiempo_dias_busqueda;
  return {
    diasTranscurridos: diasTranscurridos(inicio, fin),
    diasRestantes: busqueda === null ? null : diasRestantes(inicio, fin, busqueda),
  };
}

function cancelacion(f: FilaDetalle): DetallePedidoDto['cancelacion'] {
  if (f.estado_pedido !== EstadoPedido.CANCELADO) return null;
  return {
    causa: f.causa_cancelacion,
    causaEtiqueta: CAUSA_CANCELACION.etiqueta(f.causa_cancelacion, 'Sin causa'),
    razon: f.razon_escrita_cancelacion,
    actor: nombreDeUsuario(usuarioDe(f, 'ac')),
    fecha: instante(f.fecha_cancelacion),
    archivos: f.archivos_cancelacion ?? [],
  };
}

/**
 * Everything the detail screen shows about one order of the caller's clients (NOT_FOUND outside scope):
 * one prepared statement (detalle-consulta) with the client scope inside it; only labels and day counts
 * are computed here.
 */
export async function obtenerDetalle(em: EntityManager, usuario: UsuarioSesion, id: number, hoy: Date): Promise<DetallePedidoDto> {
  const consulta = consultaDetalle(usuario.alcance, id);
  const [f] = await consultaPreparada<FilaDetalle>(em, consulta.sql, consulta.params);
  if (!f) throw noEncontrado();
  const estado = f.estado_pedido;
  return {
    id: f.id,
    version: f.version,
    esStock: f.es_stock,
    estado,
    estadoEtiqueta: ESTADO_PEDIDO.etiqueta(estado),
    etapa: etapaDelPedido(estado, { fechaEstado2: instante(f.fecha_estado2), fechaEstado3: instante(f.fecha_estado3), fechaEstado4: instante(f.fecha_estado4) }),
    cliente: {
      id: f.cliente_id,
      nombre: f.cliente_nombre,
      tipoDocumento: TIPO_DOCUMENTO_CLIENTE.etiqueta(f.cliente_tipo_documento),
      numeroDocumento: f.cliente_numero_documento,
    },
    perfil: { id: f.perfil_id, nombreCargoPerfil: f.nombre_cargo_perfil, tiempoDiasBusqueda: f.tiempo_dias_busqueda },
    ciudad: f.ciudad_id === null ? null : { id: f.ciudad_id, nombre: f.ciudad_nombre ?? '', departamento: f.ciudad_departamento ?? '' },
    lineasCiudad: f.lineas.map((h) => ({ id: h.id, ciudad: h.ciudad, vacantes: h.vacantes, estado: h.estado, estadoEtiqueta: ESTADO_PEDIDO.etiqueta(h.estado) })),
    pedidoPadre: f.pedido_padre_id,
    sucursal: f.sucursal_id === null ? null : { id: f.sucursal_id, nombre: f.sucursal_nombre ?? '' },
    nombreCargo: f.nombre_cargo,
    descripcion: f.descripcion,
    centroCosto: f.centro_costo,
    direccionPresentarse: f.direccion_presentarse,
    personaAutorizaIngreso: f.persona_autoriza_ingreso,
    vacantes: f.vacantes,
    vacantesCumplidas: f.vacantes_cumplidas,
    minimoCandidatosVacante: f.minimo_candidatos_vacante,
    salario: f.salario,
    comision: f.comision,
    tieneRuta: f.tiene_ruta,
    tieneAuxilioTransporte: f.tiene_auxilio_transporte,
    auxilioTransporte: f.auxilio_transporte,
    auxilioAlimentacion: f.auxilio_alimentacion,
    auxilioInternet: f.auxilio_internet,
    auxilioCelular: f.auxilio_celular,
    auxilioRodamiento: f.auxilio_rodamiento,
    otrosAuxilios: f.otros_auxilios,
    jornadaLaboral: f.jornada_laboral,
    jornadaLaboralEtiqueta: f.jornada_laboral === null ? null : JORNADA_LABORAL.etiqueta(f.jornada_laboral),
    horarioInicio: hora(f.horario_inicio),
    horarioFin: hora(f.horario_fin),
    fechaSolicitud: new Date(f.fecha_solicitud),
    fechaAprobacion: instante(f.fecha_aprobacion),
    fechaIngreso: f.fecha_ingreso,
    fechaNegociada: f.fecha_negociada,
    fechaCancelacion: instante(f.fecha_cancelacion),
    fechaFinalizacion: instante(f.fecha_finalizacion),
    fechaEstado2: instante(f.fecha_estado2),
    fechaEstado3: instante(f.fecha_estado3),
    fechaEstado4: instante(f.fecha_estado4),
    tipoPedido: f.tipo_pedido,
    tipoPedidoEtiqueta: f.tipo_pedido ? (f.tipo_pedido_nombre ?? f.tipo_pedido) : null,
    esDestacado: f.es_destacado,
    facDefinido: f.fac_id !== null,
    facNombre: f.fac_nombre,
    pruebas: {
      fac: f.prueba_fac,
      detac: f.prueba_detac,
      competencias: f.prueba_comp,
      idisc: f.prueba_idisc,
      valores: f.prueba_valores,
      entrevistas: f.prueba_entrevistas,
    },
    creadoPor: nombreDeUsuario(usuarioDe(f, 'cb')) ?? '',
    encargado: nombreDeUsuario(usuarioDe(f, 'en')),
    actorAprobacion: nombreDeUsuario(usuarioDe(f, 'ap')),
    cancelacion: cancelacion(f),
    terminado: estado === EstadoPedido.TERMINADO ? ETIQUETA_PEDIDO_TERMINADO : null,
    conteos: { preseleccionados: f.preseleccionados, seleccionados: f.seleccionados },
    ...dias(f, hoy),
    acciones: accionesDelUsuario(estado, usuario.permisos),
    puedeDuplicar: ofreceDuplicar(estado, f.permite_agregar_explicito, usuario.permisos),
  };
}
