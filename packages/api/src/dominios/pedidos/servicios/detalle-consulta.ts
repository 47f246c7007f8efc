/**
 * The one statement behind `pedidos.detalle`: the order (scoped to the caller's clients inside the query),
 * its client, profile, city, branch, FAC, users, order-type label, pool counts, and its city lines, other
 * allowances and cancellation evidence as JSON arrays. Replaces seven ORM statements and the hydration
 * of eleven relations (most of the server CPU of the detail screen). Also used by the benchmark.
 */
import { type AlcanceClientes, EstadoPedido, Pool } from '@talento/rules';
import type { Consulta } from './dashboard-consulta';
import { sqlAlcance } from '../../../nucleo/sql/alcance';
import { Parametros } from '../../../nucleo/sql/parametros';

/** First name, last name and user name of the user `u` joined as `alias`, as `<alias>_nombre/_apellido/_usuario`. */
const usuario = (alias: string) => `${alias}.first_name as ${alias}_nombre, ${alias}.last_name as ${alias}_apellido, ${alias}.username as ${alias}_usuario`;

const lista = (columnas: string, desde: string, orden: string) => `(select coalesce(json_agg(json_build_object(${columnas}) order by ${orden}), '[]'::json) ${desde})`;

export function consultaDetalle(alcance: AlcanceClientes, id: number): Consulta {
  const q = new Parametros();
  const pedidoId = q.v(Math.trunc(id));
  const pre = Math.trunc(Pool.PRESELECCIONADO);
  const sel = Math.trunc(Pool.SELECCIONADO);
  const sql = `select p.id, p.version, p.es_stock, p.estado_pedido, p.pedido_padre_id, p.nombre_cargo, p.descripcion, p.centro_costo,
    p.direccion_presentarse, p.persona_autoriza_ingreso, p.vacantes, p.vacantes_cumplidas, p.minimo_candidatos_vacante,
    p.salario::float8 as salario, p.comision::float8 as comision, p.tiene_ruta, p.tiene_auxilio_transporte,
    p.auxilio_transporte::float8 as auxilio_transporte, p.auxilio_alimentacion::float8 as auxilio_alimentacion,
    p.auxilio_internet::float8 as auxilio_internet, p.auxilio_celular::float8 as auxilio_celular, p.auxilio_rodamiento::float8 as auxilio_rodamiento,
    p.jornada_laboral, p.horario_inicio::text as horario_inicio, p.horario_fin::text as horario_fin,
    p.fecha_solicitud, p.fecha_aprobacion, to_char(p.fecha_ingreso, 'YYYY-MM-DD') as fecha_ingreso, to_char(p.fecha_negociada, 'YYYY-MM-DD') as fecha_negociada,
    p.fecha_cancelacion, p.fecha_finalizacion, p.fecha_estado2, p.fecha_estado3, p.fecha_estado4,
    p.tipo_pedido, ti.nombre as tipo_pedido_nombre, p.es_destacado, p.fac_id, g.nombre as fac_nombre,
    p.prueba_fac, p.prueba_detac, p.prueba_comp, p.prueba_idisc, p.prueba_valores, p.prueba_entrevistas,
    p.causa_cancelacion, p.razon_escrita_cancelacion,
    c.id as cliente_id, c.nombre as cliente_nombre, c.tipo_documento as cliente_tipo_documento, c.numero_documento as cliente_numero_documento,
    c.permite_agregar_explicito, pf.id as perfil_id, pf.nombre_cargo_perfil, pf.tiempo_dias_busqueda,
    ci.id as ciudad_id, ci.nombre as ciudad_nombre, ci.departamento as ciudad_departamento, s.id as sucursal_id, s.nombre as sucursal_nombre,
    ${usuario('cb')}, ${usuario('en')}, ${usuario('ap')}, ${usuario('ac')},
    (select count(*)::int from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.pool = ${pre}) as preseleccionados,
    (select count(*)::int from candidato_pedido cp where cp.pedido_id = p.id and cp.activo and cp.pool = ${sel}) as seleccionados,
    ${lista(`'id', h.id, 'ciudad', hc.nombre, 'vacantes', h.vacantes, 'estado', h.estado_pedido`, 'from pedido h left join ciudad hc on hc.id = h.ciudad_id where h.pedido_padre_id = p.id', 'h.id')} as lineas,
    ${lista(`'id', o.id, 'nombre', o.nombre, 'valor', o.valor::float8`, 'from otro_auxilio_pedido o where o.pedido_id = p.id', 'o.id')} as otros_auxilios,
    case when p.estado_pedido = ${Math.trunc(EstadoPedido.CANCELADO)} then
      ${lista(`'id', a.id, 'nombre', a.nombre, 'tipoMime', a.tipo_mime, 'tamano', a.tamano`, 'from archivo_evidencia_cancelacion a where a.pedido_id = p.id', 'a.id')}
    end as archivos_cancelacion
  from pedido p
  join cliente c on c.id = p.cliente_id
  join perfil pf on pf.id = p.perfil_seleccion_id
  join usuario cb on cb.id = p.created_by_id
  left join ciudad ci on ci.id = p.ciudad_id
  left join sucursal s on s.id = p.sucursal_id
  left join grupo_preguntas_filtro g on g.id = p.fac_id
  left join usuario en on en.id = p.encargado_pedido_id
  left join usuario ap on ap.id = p.actor_aprobacion_id
  left join usuario ac on ac.id = p.actor_cancelacion_id
  left join lateral (select i.nombre from catalogo_item i where i.categoria = 'TIPO_PEDIDO' and i.codigo = p.tipo_pedido limit 1) ti on true
  where p.id = ${pedidoId}${sqlAlcance(q, alcance)}`;
  return { sql, params: q.valores };
}

type Usuario = 'cb' | 'en' | 'ap' | 'ac';

/** The row `consultaDetalle` answers: timestamptz as PostgreSQL's text (the ORM's pool parsers), json arrays as objects. */
export type FilaDetalle = {
  id: number;
  version: number;
  es_stock: boolean;
  estado_pedido: number;
  pedido_padre_id: number | null;
  nombre_cargo: string;
  descripcion: string | null;
  centro_costo: string | null;
  direccion_presentarse: string | null;
  persona_autoriza_ingreso: string | null;
  vacantes: number;
  vacantes_cumplidas: number;
  minimo_candidatos_vacante: number;
  salario: number | null;
  comision: number | null;
  tiene_ruta: boolean;
  tiene_auxilio_transporte: boolean;
  auxilio_transporte: number;
  auxilio_alimentacion: number;
  auxilio_internet: number;
  auxilio_celular: number;
  auxilio_rodamiento: number;
  jornada_laboral: number | null;
  horario_inicio: string | null;
  horario_fin: string | null;
  fecha_solicitud: string;
  fecha_aprobacion: string | null;
  fecha_ingreso: string | null;
  fecha_negociada: string | null;
  fecha_cancelacion: string | null;
  fecha_finalizacion: string | null;
  fecha_estado2: string | null;
  fecha_estado3: string | null;
  fecha_estado4: string | null;
  tipo_pedido: string | null;
  tipo_pedido_nombre: string | null;
  es_destacado: boolean;
  fac_id: number | null;
  fac_nombre: string | null;
  prueba_fac: boolean;
  prueba_detac: boolean;
  prueba_comp: boolean;
  prueba_idisc: boolean;
  prueba_valores: boolean;
  prueba_entrevistas: boolean;
  causa_cancelacion: number | null;
  razon_escrita_cancelacion: string | null;
  cliente_id: number;
  cliente_nombre: string;
  cliente_tipo_documento: number;
  cliente_numero_documento: string;
  permite_agregar_explicito: boolean;
  perfil_id: number;
  nombre_cargo_perfil: string;
  tiempo_dias_busqueda: number | null;
  ciudad_id: number | null;
  ciudad_nombre: string | null;
  ciudad_departamento: string | null;
  sucursal_id: number | null;
  sucursal_nombre: string | null;
  preseleccionados: number;
  seleccionados: number;
  lineas: { id: number; ciudad: string | null; vacantes: number; estado: number }[];
  otros_auxilios: { id: number; nombre: string; valor: number }[];
  archivos_cancelacion: { id: number; nombre: string; tipoMime: string; tamano: number }[] | null;
} & { [K in `${Usuario}_${'nombre' | 'apellido' | 'usuario'}`]: string | null };
