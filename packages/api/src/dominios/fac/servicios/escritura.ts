import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EtiquetaFac,
  GrupoPreguntasFiltro,
  OpcionPregunta,
  type Pedido,
  type Perfil,
  PreguntaFiltro,
  TrazaFac,
  Usuario,
} from '@talento/db';
import {
  excedeMaxPreguntas,
  filasTrazaFac,
  MENSAJES_FAC,
  TipoFac,
  TipoFacPregunta,
  type CamposGrupoFac,
  type FilaTraza,
  type PreguntaInstantanea,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { AppError } from '../../../nucleo/errors';
import { cargarGrupoParaEscribir, maxPreguntasFac } from './cargar';
import { instantaneaGrupo } from './instantanea';

/** A question to insert (from the form or copied from another group). */
export interface PreguntaNueva {
  titulo: string;
  tipo: number;
  clase: number;
  usar: boolean;
  tipoFac: number;
  opciones: readonly { opcion: string; calificacion: number }[];
}

/** Writes trace rows of a group for the acting user (same unit of work as the change). */
export function escribirTrazas(
  tx: EntityManager,
  grupo: GrupoPreguntasFiltro,
  filas: readonly FilaTraza[],
  usuarioId: number,
  ahora: Date,
): void {
  const usuario = tx.getReference(Usuario, usuarioId);
  for (const f of filas) tx.create(TrazaFac, { grupo, ...f, usuario, createdAt: ahora });
}

/** Tags by id; BAD_REQUEST when one does not exist. */
export async function cargarEtiquetas(tx: EntityManager, ids: readonly number[]): Promise<EtiquetaFac[]> {
  const unicos = [...new Set(ids)];
  const etiquetas = await tx.find(EtiquetaFac, { id: { $in: unicos } }, { orderBy: { id: 'asc' } });
  if (etiquetas.length !== unicos.length) throw new AppError('BAD_REQUEST', MENSAJES_FAC.tagNoExiste);
  return etiquetas;
}

export async function exigirMaxPreguntas(tx: EntityManager, cantidad: number): Promise<void> {
  const rechazo = excedeMaxPreguntas(cantidad, await maxPreguntasFac(tx));
  if (rechazo) throw new AppError('BAD_REQUEST', rechazo);
}

function crearPregunta(tx: EntityManager, grupo: GrupoPreguntasFiltro, p: PreguntaNueva, orden: number) {
  const pregunta = tx.create(PreguntaFiltro, {
    grupo,
    titulo: p.titulo,
    tipo: p.tipo,
    tipoFac: p.tipoFac,
    clase: p.clase,
    usar: p.usar,
    orden,
  });
  const opciones = p.opciones.map((o, j) =>
    tx.create(OpcionPregunta, { pregunta, opcion: o.opcion, calificacion: o.calificacion, orden: j + 1 }),
  );
  return { pregunta, opciones };
}

type Escrita = ReturnType<typeof crearPregunta>;
const instantaneaDe = (e: Escrita): PreguntaInstantanea => ({
  id: e.pregunta.id,
  titulo: e.pregunta.titulo,
  tipo: e.pregunta.tipo,
  clase: e.pregunta.clase,
  usar: e.pregunta.usar,
  opciones: e.opciones.map((o) => ({ id: o.id, opcion: o.opcion, calificacion: o.calificacion })),
});

/**
 * Inserts a group with its tags, questions and options, then its INSERTAR trace rows (ids are known
 * after the first flush). The caller runs it inside a transaction.
 */
export async function insertarGrupo(
  tx: EntityManager,
  datos: {
    nombre: string;
    tipo: number;
    perfil?: Perfil | null;
    pedido?: Pedido | null;
    etiquetas: EtiquetaFac[];
    preguntas: readonly PreguntaNueva[];
  },
  usuarioId: number,
  ahora: Date,
): Promise<GrupoPreguntasFiltro> {
  const grupo = tx.create(GrupoPreguntasFiltro, {
    nombre: datos.nombre,
    tipo: datos.tipo,
    perfil: datos.perfil ?? null,
    pedido: datos.pedido ?? null,
    createdBy: tx.getReference(Usuario, usuarioId),
    createdAt: ahora,
    updatedAt: ahora,
  });
  for (const e of datos.etiquetas) grupo.tags.add(e);
  const escritas = datos.preguntas.map((p, i) => crearPregunta(tx, grupo, p, i + 1));
  await tx.flush();
  const despues = {
    id: grupo.id,
    nombre: grupo.nombre,
    tags: datos.etiquetas.map((t) => ({ id: t.id, nombre: t.nombre })),
    preguntas: escritas.map(instantaneaDe),
  };
  escribirTrazas(tx, grupo, filasTrazaFac(null, despues), usuarioId, ahora);
  await tx.flush();
  return grupo;
}

/** `fac.crear` (add_fac): a base group (tipo 1) from the form, with its trace, in one transaction. */
export async function crearGrupo(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: CamposGrupoFac,
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    await exigirMaxPreguntas(tx, entrada.preguntas.length);
    const etiquetas = await cargarEtiquetas(tx, entrada.tags);
    const preguntas = entrada.preguntas.map((p) => ({ ...p, tipoFac: TipoFacPregunta.BASE }));
    const grupo = await insertarGrupo(
      tx,
      { nombre: entrada.nombre, tipo: TipoFac.BASE, etiquetas, preguntas },
      usuario.id,
      ahora,
    );
    return {
      id: grupo.id,
      nombre: grupo.nombre,
      version: grupo.version,
      mensaje: MENSAJES_FAC.guardado(grupo.nombre),
    };
  });
}

/**
 * `fac.editar`: applies the form to a group in scope (locked, version checked): name, tags, questions and
 * options matched by id (new ones inserted, missing ones deleted), and writes one trace row per change.
 */
export async function editarGrupo(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: CamposGrupoFac & { id: number; version: number },
  ahora: Date,
) {
  return em.transactional(async (tx) => {
    const grupo = await cargarGrupoParaEscribir(tx, usuario.alcance, entrada.id, entrada.version);
    const antes = instantaneaGrupo(grupo);
    await exigirMaxPreguntas(tx, entrada.preguntas.length);
    const etiquetas = await cargarEtiquetas(tx, entrada.tags);
    grupo.nombre = entrada.nombre;
    grupo.tags.set(etiquetas);

    const existentes = new Map(grupo.preguntas.getItems().map((p) => [p.id, p]));
    const conservadas = new Set<number>();
    const escritas: Escrita[] = [];
    entrada.preguntas.forEach((p, i) => {
      if (p.id === undefined) {
        const tipoFac = grupo.tipo === TipoFac.BASE ? TipoFacPregunta.BASE : TipoFacPregunta.ESPECIFICA;
        escritas.push(crearPregunta(tx, grupo, { ...p, tipoFac }, i + 1));
        return;
      }
      const pregunta = existentes.get(p.id);
      if (!pregunta || conservadas.has(p.id))
        throw new AppError('BAD_REQUEST', MENSAJES_FAC.preguntaNoExiste);
      conservadas.add(p.id);
      Object.assign(pregunta, { titulo: p.titulo, tipo: p.tipo, clase: p.clase, usar: p.usar, orden: i + 1 });
      const opcionesPrevias = new Map(pregunta.opciones.getItems().map((o) => [o.id, o]));
      const usadas = new Set<number>();
      const opciones = p.opciones.map((o, j) => {
        if (o.id === undefined)
          return tx.create(OpcionPregunta, {
            pregunta,
            opcion: o.opcion,
            calificacion: o.calificacion,
            orden: j + 1,
          });
        const previa = opcionesPrevias.get(o.id);
        if (!previa || usadas.has(o.id)) throw new AppError('BAD_REQUEST', MENSAJES_FAC.opcionNoExiste);
        usadas.add(o.id);
        return Object.assign(previa, { opcion: o.opcion, calificacion: o.calificacion, orden: j + 1 });
      });
      for (const [id, o] of opcionesPrevias) if (!usadas.has(id)) tx.remove(o);
      escritas.push({ pregunta, opciones });
    });
    for (const [id, p] of existentes) {
      if (conservadas.has(id)) continue;
      for (const o of p.opciones.getItems()) tx.remove(o);
      tx.remove(p);
    }
    await tx.flush();

    const despues = {
      id: grupo.id,
      nombre: grupo.nombre,
      tags: etiquetas.map((t) => ({ id: t.id, nombre: t.nombre })),
      preguntas: escritas.map(instantaneaDe),
    };
    const filas = filasTrazaFac(antes, despues);
    if (filas.length > 0) {
      escribirTrazas(tx, grupo, filas, usuario.id, ahora);
      grupo.updatedAt = ahora;
      await tx.flush();
    }
    return {
      id: grupo.id,
      nombre: grupo.nombre,
      version: grupo.version,
      cambios: filas.length,
      mensaje: MENSAJES_FAC.guardado(grupo.nombre),
    };
  });
}
