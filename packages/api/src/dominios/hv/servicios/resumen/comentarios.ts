import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ComentarioHojaDeVida, HojaDeVida, MarcaHojaDeVida, TipoMarca, Usuario } from '@talento/db';
import { MENSAJES_HV_RESUMEN, rechazoMarca } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { AppError } from '../../../../nucleo/errors';
import { nombreDeUsuario } from '../../../pedidos';
import { idHojaDeVida } from './cargar';

/** Safety cap of the lists (a CV carries tens of comments and a handful of marks). */
const MAXIMO = 500;

/** Comments of the CV, newest first, with date and author. */
export async function listarComentarios(em: EntityManager, candidatoId: number) {
  const hojaDeVida = await idHojaDeVida(em, candidatoId);
  const filas = await em.find(
    ComentarioHojaDeVida,
    { hojaDeVida },
    { populate: ['usuario'], orderBy: [{ fechaCreacion: 'desc' }, { id: 'desc' }], limit: MAXIMO },
  );
  return filas.map((c) => ({
    id: c.id,
    comentario: c.comentario,
    visibleCliente: c.visibleCliente,
    fecha: c.fechaCreacion,
    autor: nombreDeUsuario(c.usuario) ?? '',
  }));
}

export async function comentar(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { candidatoId: number; comentario: string; visibleCliente: boolean },
  ahora: Date,
) {
  const hojaDeVida = await idHojaDeVida(em, entrada.candidatoId);
  const c = em.create(ComentarioHojaDeVida, {
    hojaDeVida: em.getReference(HojaDeVida, hojaDeVida),
    usuario: em.getReference(Usuario, usuario.id),
    comentario: entrada.comentario,
    visibleCliente: entrada.visibleCliente,
    fechaCreacion: ahora,
  });
  await em.flush();
  return { id: c.id };
}

/** Marks of the CV, newest first, with date and author. */
export async function listarMarcas(em: EntityManager, candidatoId: number) {
  const hojaDeVida = await idHojaDeVida(em, candidatoId);
  const filas = await em.find(
    MarcaHojaDeVida,
    { hojaDeVida },
    { populate: ['usuario', 'tipoMarca'], orderBy: [{ fecha: 'desc' }, { id: 'desc' }], limit: MAXIMO },
  );
  return filas.map((m) => ({
    id: m.id,
    tipoMarcaId: m.tipoMarca.id,
    nombre: m.tipoMarca.nombre,
    fecha: m.fecha,
    autor: nombreDeUsuario(m.usuario) ?? '',
  }));
}

/** Active mark types, each saying whether this CV already carries it (the widget offers the others). */
export async function tiposMarca(em: EntityManager, candidatoId: number) {
  const hojaDeVida = await idHojaDeVida(em, candidatoId);
  const [tipos, aplicadas] = await Promise.all([
    em.find(TipoMarca, { activo: true }, { orderBy: { nombre: 'asc' } }),
    em.find(MarcaHojaDeVida, { hojaDeVida }, { fields: ['tipoMarca'] }),
  ]);
  const usadas = new Set(aplicadas.map((m) => m.tipoMarca.id));
  return tipos.map((t) => ({ id: t.id, nombre: t.nombre, aplicada: usadas.has(t.id) }));
}

const repetida = () => new AppError('CONFLICT', MENSAJES_HV_RESUMEN.marcaRepetida);

/** Applies a mark type once per CV: a repeat (also a concurrent one, through the unique index) is refused. */
export async function marcar(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { candidatoId: number; tipoMarcaId: number },
  ahora: Date,
) {
  const hojaDeVida = await idHojaDeVida(em, entrada.candidatoId);
  const [tipo, aplicadas] = await Promise.all([
    em.findOne(TipoMarca, { id: entrada.tipoMarcaId }),
    em.find(MarcaHojaDeVida, { hojaDeVida }, { fields: ['tipoMarca'] }),
  ]);
  const rechazo = rechazoMarca(
    tipo,
    aplicadas.map((m) => m.tipoMarca.id),
  );
  if (rechazo)
    throw rechazo === MENSAJES_HV_RESUMEN.marcaRepetida ? repetida() : new AppError('BAD_REQUEST', rechazo);
  const marca = em.create(MarcaHojaDeVida, {
    hojaDeVida: em.getReference(HojaDeVida, hojaDeVida),
    tipoMarca: tipo!,
    usuario: em.getReference(Usuario, usuario.id),
    fecha: ahora,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw repetida();
    throw error;
  }
  return { id: marca.id };
}
