import type { EntityManager } from '@mikro-orm/postgresql';
import { nombreCompleto } from '@talento/rules';
import { noEncontrado } from '../../../../nucleo/errors';
import { accesosDePersona } from '../../auditoria-acceso/servicios/consulta';
import { type ArchivoDatos, archivosDe, referenciarArchivos } from './archivos';
import { grafoPersona } from './grafo';
import { AREAS_DATOS, type AreaDatos, seccionDe } from './secciones';
import { arregloEnteros } from './arreglos';

/** One table's rows about the person. */
export interface SeccionDatos {
  tabla: string;
  area: AreaDatos;
  titulo: string;
  filas: Record<string, unknown>[];
}

/** Everything the product holds about a person (Ley 1581 de 2012 art. 8 lit. a, art. 14), machine-readable. */
export interface DocumentoDatos {
  generadoEn: string;
  persona: { candidatoId: number; nombre: string; documento: string; email: string };
  /** Rows per area (every area listed, 0 when it has none). */
  areas: Record<AreaDatos, number>;
  secciones: SeccionDatos[];
  /** Every file of the person, with its name in the ZIP (a file cell of a row reads `{ bytes, archivo }`). */
  archivos: ArchivoDatos[];
}

/** The orders the person took part in: the order's own row is not theirs, so only what identifies it. */
async function pedidosDe(em: EntityManager, candidatoId: number) {
  return em.execute<Record<string, unknown>[]>(
    `select p.id, p.nombre_cargo as cargo, cl.nombre as cliente, p.estado_pedido, p.es_stock
       from pedido p join cliente cl on cl.id = p.cliente_id
      where p.id in (select pedido_id from candidato_pedido where candidato_id = ?
                     union select pedido_id from postulado where candidato_id = ?
                     union select pedido_id from candidato_espontaneo where candidato_id = ? and pedido_id is not null)
      order by p.id`,
    [candidatoId, candidatoId, candidatoId],
  );
}

/** The order events that name the person (the log copies the name when written). */
async function eventosDe(em: EntityManager, pedidos: number[], nombre: string) {
  if (!pedidos.length || !nombre) return [];
  return em.execute<Record<string, unknown>[]>(
    `select e.id, e.pedido_id, e.tipo_evento, e.estado_anterior, e.estado_nuevo, e.pool, e.pool_nuevo,
            e.candidato_nombre, e.fecha
       from evento_pedido e
      where e.pedido_id = any(?::int[]) and position(lower(?) in lower(coalesce(e.candidato_nombre, '') || ' ' || coalesce(e.candidato_espontaneo_nombre, ''))) > 0
      order by e.fecha, e.id`,
    [arregloEnteros(pedidos), nombre],
  );
}

/** E-mails the product sent to the person (subject, state and dates; the body is what they received). */
async function correosDe(em: EntityManager, email: string) {
  return em.execute<Record<string, unknown>[]>(
    `select m.id, m.tipo, m.payload->>'asunto' as asunto, m.estado, m.creado_en, m.enviado_en
       from mensaje_saliente m where m.tipo = 'correo' and ? = any(string_to_array(lower(m.destino), ';'))
      order by m.id`,
    [email.toLowerCase()],
  );
}

export async function documentoDatos(
  em: EntityManager,
  candidatoId: number,
  ahora: Date,
): Promise<DocumentoDatos> {
  const g = await grafoPersona(em, candidatoId);
  const c = g.tablas.get('candidato')?.filas[0] as
    | {
        nombre1: string;
        nombre2: string | null;
        apellido1: string;
        apellido2: string | null;
        numero_documento: string;
        email: string;
      }
    | undefined;
  if (!c) throw noEncontrado();
  const nombre = nombreCompleto(c);
  const archivos = archivosDe(g);
  referenciarArchivos(g, archivos);
  const secciones: SeccionDatos[] = [];
  for (const [tabla, { filas }] of g.tablas) {
    if (filas.length) secciones.push({ tabla, ...seccionDe(tabla), filas });
  }
  const pedidos = await pedidosDe(em, candidatoId);
  const extra: [string, Record<string, unknown>[]][] = [
    ['pedido', pedidos],
    [
      'evento_pedido',
      await eventosDe(
        em,
        pedidos.map((p) => Number(p.id)),
        nombre,
      ),
    ],
    ['mensaje_saliente', await correosDe(em, c.email)],
    [
      'auditoria',
      (await accesosDePersona(em, candidatoId, 10_000)).map((a) => ({
        fecha: a.fecha.toISOString(),
        usuario: a.usuario,
        accion: a.accion,
        detalle: a.detalle,
      })),
    ],
  ];
  for (const [tabla, filas] of extra) if (filas.length) secciones.push({ tabla, ...seccionDe(tabla), filas });
  const orden = Object.keys(AREAS_DATOS);
  secciones.sort((a, b) => orden.indexOf(a.area) - orden.indexOf(b.area));
  const areas = Object.fromEntries(orden.map((a) => [a, 0])) as Record<AreaDatos, number>;
  for (const s of secciones) areas[s.area] += s.filas.length;
  return {
    generadoEn: ahora.toISOString(),
    persona: { candidatoId, nombre, documento: c.numero_documento, email: c.email },
    areas,
    secciones,
    archivos,
  };
}
