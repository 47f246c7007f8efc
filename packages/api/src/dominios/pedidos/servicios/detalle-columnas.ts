/**
 * The columns of the order detail's one statement (detalle-consulta.ts), each declared once: `COLUMNAS_DETALLE` go to
 * the screen as the statement answers them (their schema is part of DetallePedidoDto), `AUXILIARES_DETALLE` are read
 * to compute the screen's other fields (labels, nested objects, day counts). A new field of the screen is one line here.
 */
import { EstadoPedido, Pool } from '@talento/rules';
import { z } from 'zod';
import { col, type Columna } from '../../../nucleo/sql/columnas';

const lista = (columnas: string, desde: string, orden: string) =>
  `(select coalesce(json_agg(json_build_object(${columnas}) order by ${orden}), '[]'::json) ${desde})`;
const cuenta = (pool: number) =>
  `(select count(*)::int from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.pool = ${Math.trunc(pool)})`;

export const ArchivoEvidenciaDto = z.object({
  id: z.number(),
  nombre: z.string(),
  tipoMime: z.string(),
  tamano: z.number(),
});

export const COLUMNAS_DETALLE = {
  id: col.numero('p.id'),
  version: col.numero('p.version'),
  esStock: col.booleano('p.es_stock'),
  estado: col.numero('p.estado_pedido'),
  pedidoPadre: col.numeroONulo('p.pedido_padre_id'),
  nombreCargo: col.texto('p.nombre_cargo'),
  descripcion: col.textoONulo('p.descripcion'),
  centroCosto: col.textoONulo('p.centro_costo'),
  direccionPresentarse: col.textoONulo('p.direccion_presentarse'),
  personaAutorizaIngreso: col.textoONulo('p.persona_autoriza_ingreso'),
  vacantes: col.numero('p.vacantes'),
  vacantesCumplidas: col.numero('p.vacantes_cumplidas'),
  minimoCandidatosVacante: col.numero('p.minimo_candidatos_vacante'),
  salario: col.numeroONulo('p.salario::float8'),
  comision: col.numeroONulo('p.comision::float8'),
  tieneRuta: col.booleano('p.tiene_ruta'),
  tieneAuxilioTransporte: col.booleano('p.tiene_auxilio_transporte'),
  auxilioTransporte: col.numero('p.auxilio_transporte::float8'),
  auxilioAlimentacion: col.numero('p.auxilio_alimentacion::float8'),
  auxilioInternet: col.numero('p.auxilio_internet::float8'),
  auxilioCelular: col.numero('p.auxilio_celular::float8'),
  auxilioRodamiento: col.numero('p.auxilio_rodamiento::float8'),
  otrosAuxilios: col.json(z.array(z.object({ id: z.number(), nombre: z.string(), valor: z.number() })))(
    lista(
      `'id', o.id, 'nombre', o.nombre, 'valor', o.valor::float8`,
      'from otro_auxilio_pedido o where o.pedido_id = p.id',
      'o.id',
    ),
  ),
  jornadaLaboral: col.numeroONulo('p.jornada_laboral'),
  /** 'HH:mm'. */
  horarioInicio: col.textoONulo(`to_char(p.horario_inicio, 'HH24:MI')`),
  horarioFin: col.textoONulo(`to_char(p.horario_fin, 'HH24:MI')`),
  fechaSolicitud: col.instante('p.fecha_solicitud'),
  fechaAprobacion: col.instanteONulo('p.fecha_aprobacion'),
  /** 'YYYY-MM-DD' calendar dates. */
  fechaIngreso: col.textoONulo(`to_char(p.fecha_ingreso, 'YYYY-MM-DD')`),
  fechaNegociada: col.textoONulo(`to_char(p.fecha_negociada, 'YYYY-MM-DD')`),
  fechaCancelacion: col.instanteONulo('p.fecha_cancelacion'),
  fechaFinalizacion: col.instanteONulo('p.fecha_finalizacion'),
  fechaEstado2: col.instanteONulo('p.fecha_estado2'),
  fechaEstado3: col.instanteONulo('p.fecha_estado3'),
  fechaEstado4: col.instanteONulo('p.fecha_estado4'),
  tipoPedido: col.textoONulo('p.tipo_pedido'),
  esDestacado: col.booleano('p.es_destacado'),
  facDefinido: col.booleano('p.fac_id is not null'),
  facNombre: col.textoONulo('g.nombre'),
};

/** The user joined as `alias`: first name, last name and user name (null when there is none). */
function usuario<A extends string>(alias: A) {
  return {
    [`${alias}Nombre`]: col.textoONulo(`${alias}.first_name`),
    [`${alias}Apellido`]: col.textoONulo(`${alias}.last_name`),
    [`${alias}Usuario`]: col.textoONulo(`${alias}.username`),
  } as Record<`${A}${'Nombre' | 'Apellido' | 'Usuario'}`, Columna<string | null>>;
}

export const AUXILIARES_DETALLE = {
  tipoPedidoNombre: col.textoONulo('tp.nombre'),
  tiempoDiasBusqueda: col.numeroONulo('pf.tiempo_dias_busqueda'),
  perfilId: col.numero('pf.id'),
  nombreCargoPerfil: col.texto('pf.nombre_cargo_perfil'),
  clienteId: col.numero('c.id'),
  clienteNombre: col.texto('c.nombre'),
  clienteTipoDocumento: col.numero('c.tipo_documento'),
  clienteNumeroDocumento: col.texto('c.numero_documento'),
  permiteAgregarExplicito: col.booleano('c.permite_agregar_explicito'),
  ciudadId: col.numeroONulo('ci.id'),
  ciudadNombre: col.textoONulo('ci.nombre'),
  ciudadDepartamento: col.textoONulo('ci.departamento'),
  sucursalId: col.numeroONulo('s.id'),
  sucursalNombre: col.textoONulo('s.nombre'),
  pruebaFac: col.booleano('p.prueba_fac'),
  pruebaDetac: col.booleano('p.prueba_detac'),
  pruebaComp: col.booleano('p.prueba_comp'),
  pruebaIdisc: col.booleano('p.prueba_idisc'),
  pruebaValores: col.booleano('p.prueba_valores'),
  pruebaEntrevistas: col.booleano('p.prueba_entrevistas'),
  causaCancelacion: col.numeroONulo('p.causa_cancelacion'),
  razonEscritaCancelacion: col.textoONulo('p.razon_escrita_cancelacion'),
  preseleccionados: col.numero(cuenta(Pool.PRESELECCIONADO)),
  seleccionados: col.numero(cuenta(Pool.SELECCIONADO)),
  lineas: col.json(
    z.array(
      z.object({ id: z.number(), ciudad: z.string().nullable(), vacantes: z.number(), estado: z.number() }),
    ),
  )(
    lista(
      `'id', h.id, 'ciudad', hc.nombre, 'vacantes', h.vacantes, 'estado', h.estado_pedido`,
      'from pedido h left join ciudad hc on hc.id = h.ciudad_id where h.pedido_padre_id = p.id',
      'h.id',
    ),
  ),
  archivosCancelacion: col.json(z.array(ArchivoEvidenciaDto).nullable())(
    `case when p.estado_pedido = ${Math.trunc(EstadoPedido.CANCELADO)} then
      ${lista(`'id', a.id, 'nombre', a.nombre, 'tipoMime', a.tipo_mime, 'tamano', a.tamano`, 'from archivo_evidencia_cancelacion a where a.pedido_id = p.id', 'a.id')}
    end`,
  ),
  ...usuario('cb'),
  ...usuario('en'),
  ...usuario('ap'),
  ...usuario('ac'),
};
