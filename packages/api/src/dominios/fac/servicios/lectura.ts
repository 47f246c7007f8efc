import type { EntityManager } from '@mikro-orm/postgresql';
import { GrupoPreguntasFiltro, TrazaFac } from '@talento/db';
import {
  ACCION_TRAZA_FAC,
  CALIFICACION_OPCION,
  CLASE_PREGUNTA,
  TIPO_FAC,
  TIPO_PREGUNTA,
  TipoFac,
  type AlcanceClientes,
} from '@talento/rules';
import { nombreDeUsuario } from '../../pedidos';
import { cargarGrupo } from './cargar';

const MAXIMO_LISTA = 500;
const MAXIMO_TRAZAS = 2000;
const MAXIMO_ETIQUETAS = 20;

/** Escapes LIKE wildcards of user text. */
export const escaparLike = (texto: string) => texto.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `fac.lista`: active base groups (tipo 1), newest first, optionally filtered by name/tag text or one tag. */
export async function listarGrupos(
  em: EntityManager,
  filtro: { texto?: string | undefined; etiqueta?: number | undefined },
) {
  const condiciones: Record<string, unknown>[] = [{ tipo: TipoFac.BASE }, { activo: true }];
  if (filtro.texto) {
    const patron = `%${escaparLike(filtro.texto)}%`;
    condiciones.push({ $or: [{ nombre: { $ilike: patron } }, { tags: { nombre: { $ilike: patron } } }] });
  }
  if (filtro.etiqueta) condiciones.push({ tags: filtro.etiqueta });
  const grupos = await em.find(
    GrupoPreguntasFiltro,
    { $and: condiciones },
    {
      populate: ['tags', 'createdBy'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: MAXIMO_LISTA,
    },
  );
  const conteos = grupos.length
    ? await em
        .getConnection()
        .execute<{ grupo_id: number; n: string }[]>(
          'select grupo_id, count(*) as n from pregunta_filtro where grupo_id in (?) group by grupo_id',
          [grupos.map((g) => g.id)],
        )
    : [];
  const porGrupo = new Map(conteos.map((c) => [c.grupo_id, Number(c.n)]));
  return grupos.map((g) => ({
    id: g.id,
    nombre: g.nombre,
    tags: g.tags.getItems().map((t) => ({ id: t.id, nombre: t.nombre })),
    preguntas: porGrupo.get(g.id) ?? 0,
    creadoPor: nombreDeUsuario(g.createdBy),
    createdAt: g.createdAt,
  }));
}

/** `fac.obtener`: a group in scope with its questions and options, as the form and the detail show it. */
export async function obtenerGrupo(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const g = await cargarGrupo(em, alcance, id);
  return {
    id: g.id,
    nombre: g.nombre,
    tipo: g.tipo,
    tipoEtiqueta: TIPO_FAC.etiqueta(g.tipo),
    activo: g.activo,
    version: g.version,
    createdAt: g.createdAt,
    creadoPor: nombreDeUsuario(g.createdBy),
    perfil: g.perfil ? { id: g.perfil.id, nombre: g.perfil.nombreCargoPerfil } : null,
    pedido: g.pedido ? { id: g.pedido.id, nombreCargo: g.pedido.nombreCargo } : null,
    tags: g.tags.getItems().map((t) => ({ id: t.id, nombre: t.nombre })),
    preguntas: g.preguntas.getItems().map((p) => ({
      id: p.id,
      titulo: p.titulo,
      tipo: p.tipo,
      tipoEtiqueta: TIPO_PREGUNTA.etiqueta(p.tipo),
      tipoFac: p.tipoFac,
      clase: p.clase,
      claseEtiqueta: CLASE_PREGUNTA.etiqueta(p.clase),
      usar: p.usar,
      opciones: p.opciones.getItems().map((o) => ({
        id: o.id,
        opcion: o.opcion,
        calificacion: o.calificacion,
        calificacionEtiqueta: CALIFICACION_OPCION.etiqueta(o.calificacion),
      })),
    })),
  };
}

/** `fac.trazas`: the change trace of a group in scope, newest first. */
export async function listarTrazas(em: EntityManager, alcance: AlcanceClientes, id: number) {
  const grupo = await cargarGrupo(em, alcance, id);
  const trazas = await em.find(
    TrazaFac,
    { grupo: grupo.id },
    { populate: ['usuario'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: MAXIMO_TRAZAS },
  );
  return trazas.map((t) => ({
    id: t.id,
    accion: t.accion,
    accionEtiqueta: ACCION_TRAZA_FAC.etiqueta(t.accion),
    campo: t.campo,
    campoId: t.campoId ?? null,
    antes: t.antes ?? null,
    despues: t.despues ?? null,
    usuario: nombreDeUsuario(t.usuario),
    createdAt: t.createdAt,
  }));
}

/** `fac.etiquetas`: tags whose name contains the text (accents and case ignored), by name. */
export async function buscarEtiquetas(em: EntityManager, texto: string) {
  const filas = await em.getConnection().execute<{ id: number; nombre: string }[]>(
    `select id, nombre from etiqueta_fac
      where immutable_unaccent(lower(nombre)) like '%' || immutable_unaccent(lower(?)) || '%' escape '\\'
      order by nombre limit ${MAXIMO_ETIQUETAS}`,
    [escaparLike(texto)],
  );
  return filas.map((f) => ({ id: f.id, nombre: f.nombre }));
}

/**
 * `fac.crearEtiqueta`: creates a tag, or answers the existing one with the same name (case and accents
 * ignored). A concurrent insert of the same name is absorbed by `on conflict do nothing`.
 */
export async function crearEtiqueta(em: EntityManager, nombre: string) {
  const conexion = em.getConnection();
  const buscar = () =>
    conexion.execute<{ id: number; nombre: string }[]>(
      'select id, nombre from etiqueta_fac where immutable_unaccent(lower(nombre)) = immutable_unaccent(lower(?)) order by id limit 1',
      [nombre],
    );
  const [existente] = await buscar();
  if (existente) return { id: existente.id, nombre: existente.nombre, creada: false };
  const [creada] = await conexion.execute<{ id: number; nombre: string }[]>(
    'insert into etiqueta_fac (nombre) values (?) on conflict (nombre) do nothing returning id, nombre',
    [nombre],
  );
  if (creada) return { id: creada.id, nombre: creada.nombre, creada: true };
  const [otra] = await buscar();
  if (!otra) throw new Error('etiqueta_fac: no se pudo crear ni encontrar la etiqueta');
  return { id: otra.id, nombre: otra.nombre, creada: false };
}
