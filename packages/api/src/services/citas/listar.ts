/**
 * /dashboard-cita (spec 03 §2, §7, §9): 15 per page, newest interview first. Plain SQL over the indexed columns
 * (branch + state + date, date alone); the client scope and every filter are parameters of the same query, and
 * the page and its count are two queries so the page can stop early on the date index.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CITAS_PAGE_SIZE, filtrosNoPermitidos, inicioDelDia, MENSAJES_CITAS, sumarDias, vistaPreviaComentario, type FiltrosCitas } from '@talento/rules';
import type { UsuarioSesion } from '../../context';
import { AppError } from '../../errors';
import type { CitaFilaDto, ListaCitasDto } from '../../routers/citas/dto';
import { Parametros } from '../pedidos/dashboard-sql';
import { escaparLike } from '../fac/lectura';
import { sqlAlcanceCita } from './alcance';

interface Fila {
  id: number;
  fecha_hora_entrevista: Date;
  comentario: string | null;
  correo_enviado: boolean;
  razon_entrevista: number;
  candidato: string;
  candidato_id: number | null;
  documento: string;
  cliente_id: number | null;
  cliente_nombre: string | null;
  encargado_id: number;
  encargado_nombre: string;
  e1_id: number | null;
  e1_nombre: string | null;
  e2_id: number | null;
  e2_nombre: string | null;
  sucursal_id: number | null;
  sucursal_nombre: string | null;
}

const NOMBRE_CANDIDATO = `immutable_unaccent(lower(coalesce(ca.nombre1, '') || ' ' || coalesce(ca.nombre2, '') || ' ' || coalesce(ca.apellido1, '') || ' ' || coalesce(ca.apellido2, '') || ' ' || coalesce(ce.nombres, '') || ' ' || coalesce(ce.apellidos, '')))`;

/** WHERE clause (after `where true`) of the scope and the filters. */
function condiciones(q: Parametros, usuario: UsuarioSesion, f: FiltrosCitas): string {
  let sql = sqlAlcanceCita(q, usuario.alcance);
  if (f.nombreCandidato) sql += ` and ${NOMBRE_CANDIDATO} like '%' || immutable_unaccent(lower(${q.v(escaparLike(f.nombreCandidato))})) || '%'`;
  if (f.clienteId !== undefined) sql += ` and c.cliente_id = ${q.v(f.clienteId)}`;
  if (f.razonEntrevista !== undefined) sql += ` and c.razon_entrevista = ${q.v(f.razonEntrevista)}`;
  if (f.estado1 !== undefined) sql += ` and c.estado1_id = ${q.v(f.estado1)}`;
  if (f.estado2 !== undefined) sql += ` and c.estado2_id = ${q.v(f.estado2)}`;
  if (f.usuarioCreadorId !== undefined) sql += ` and c.usuario_creador_id = ${q.v(f.usuarioCreadorId)}`;
  if (f.sucursalId !== undefined) sql += ` and c.sucursal_id = ${q.v(f.sucursalId)}`;
  if (f.encargadoId !== undefined) sql += ` and c.persona_acargo_entrevista_id = ${q.v(f.encargadoId)}`;
  if (f.ciudadId !== undefined) sql += ` and c.ciudad_id = ${q.v(f.ciudadId)}`;
  // Days are Bogotá's: [start of desde, start of the day after hasta).
  const columna = f.campoFecha === 'creacion' ? 'c.created_at' : 'c.fecha_hora_entrevista';
  if (f.desde) sql += ` and ${columna} >= ${q.v(inicioDelDia(f.desde).toISOString())}::timestamptz`;
  if (f.hasta) sql += ` and ${columna} < ${q.v(inicioDelDia(sumarDias(f.hasta, 1)).toISOString())}::timestamptz`;
  return sql;
}

const ref = (id: number | null, nombre: string | null) => (id === null ? null : { id, nombre: nombre ?? '' });

export async function listarCitas(em: EntityManager, usuario: UsuarioSesion, f: FiltrosCitas): Promise<ListaCitasDto> {
  // The screen hides these filters without the flag; the server refuses them too (spec 03 §6).
  if (filtrosNoPermitidos(f, usuario.permisos).length) throw new AppError('FORBIDDEN', MENSAJES_CITAS.filtroNoPermitido);
  const desde = `from cita c
      left join candidato ca on ca.id = c.candidato_id
      left join candidato_espontaneo ce on ce.id = c.candidato_espontaneo_id`;
  const q = new Parametros();
  const donde = condiciones(q, usuario, f);
  const offset = (f.pagina - 1) * CITAS_PAGE_SIZE;
  const filas = await em.execute<Fila[]>(
    `select c.id, c.candidato_id, c.fecha_hora_entrevista, c.comentario, c.correo_enviado, c.razon_entrevista,
        trim(coalesce(ca.nombre1 || ' ' || coalesce(ca.nombre2 || ' ', '') || ca.apellido1 || coalesce(' ' || ca.apellido2, ''), ce.nombres || ' ' || ce.apellidos, '')) as candidato,
        coalesce(ca.numero_documento, ce.cedula, '') as documento,
        cl.id as cliente_id, cl.nombre as cliente_nombre,
        u.id as encargado_id, trim(u.first_name || ' ' || u.last_name) as encargado_nombre,
        e1.id as e1_id, e1.nombre as e1_nombre, e2.id as e2_id, e2.nombre as e2_nombre, s.id as sucursal_id, s.nombre as sucursal_nombre
      ${desde}
      left join cliente cl on cl.id = c.cliente_id
      join usuario u on u.id = c.persona_acargo_entrevista_id
      left join estado_cita e1 on e1.id = c.estado1_id
      left join estado_cita e2 on e2.id = c.estado2_id
      left join sucursal s on s.id = c.sucursal_id
      where true${donde}
      order by c.fecha_hora_entrevista desc, c.id desc
      limit ${CITAS_PAGE_SIZE} offset ${q.v(offset)}`,
    q.valores,
  );
  const qc = new Parametros();
  const [cuenta] = await em.execute<{ n: string }[]>(`select count(*) as n ${desde} where true${condiciones(qc, usuario, f)}`, qc.valores);
  return {
    filas: filas.map(
      (r): CitaFilaDto => ({
        id: r.id,
        candidato: r.candidato,
        candidatoId: r.candidato_id,
        documento: r.documento,
        cliente: ref(r.cliente_id, r.cliente_nombre),
        encargado: { id: r.encargado_id, nombre: r.encargado_nombre },
        razonEntrevista: r.razon_entrevista,
        fechaHoraEntrevista: new Date(r.fecha_hora_entrevista),
        estado1: ref(r.e1_id, r.e1_nombre),
        estado2: ref(r.e2_id, r.e2_nombre),
        comentario: vistaPreviaComentario(r.comentario),
        correoEnviado: r.correo_enviado,
        sucursal: ref(r.sucursal_id, r.sucursal_nombre),
      }),
    ),
    total: Number(cuenta?.n ?? 0),
    pagina: f.pagina,
    tamanoPagina: CITAS_PAGE_SIZE,
  };
}
