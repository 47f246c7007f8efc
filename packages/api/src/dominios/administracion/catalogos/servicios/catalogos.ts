/**
 * Administración › Catálogos: one list, one save and one activate/deactivate for every catalogue of
 * DEFINICIONES_CATALOGO. Every change runs in one transaction with a row lock, the version the administrator saw and
 * its audit row; duplicates answer under the field; locked entries keep their name and stay active. Nothing is
 * deleted.
 */
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  filtrarEntradasCatalogo,
  type ClaveCatalogoAdmin,
  type EntradaGuardarCatalogoAdmin,
  MENSAJES_CATALOGOS_ADMIN as M,
} from '@talento/rules';
import { auditarCambio } from '../../../../nucleo/auditoria';
import type { ContextInner } from '../../../../nucleo/context';
import { AppError, conflicto, errorDeCampos } from '../../../../nucleo/errors';
import type { CatalogoAdmin, EntradaCatalogo } from '../dto';
import { definicionDe, type DefinicionCatalogo, type EntradaDe, type ValoresCatalogo } from './definiciones';

type Ctx = Pick<ContextInner, 'em' | 'sesion' | 'ip'>;
type Fila = { id: number; version: number } & Record<string, unknown>;

const noExiste = () => new AppError('NOT_FOUND', M.noExiste);

function activoDe(d: DefinicionCatalogo<ClaveCatalogoAdmin>, fila: Fila): boolean {
  return fila[d.campoActivo] === true;
}

function aEntrada(d: DefinicionCatalogo<ClaveCatalogoAdmin>, fila: Fila): EntradaCatalogo {
  return {
    id: fila.id,
    version: fila.version,
    activo: activoDe(d, fila),
    bloqueo: d.bloqueo?.(fila) ?? null,
    valores: d.valores(fila),
  };
}

/** Every entry of a catalogue, active or not (the administrator sees both). */
export async function listarCatalogo(
  em: EntityManager,
  clave: ClaveCatalogoAdmin,
  texto?: string,
): Promise<CatalogoAdmin> {
  const d = definicionDe(clave);
  const filas = (await em.find(d.entidad, d.filtro?.orm ?? {}, {
    populate: (d.populate ?? []) as never,
    orderBy: d.orden as never,
  })) as unknown as Fila[];
  return {
    catalogo: clave,
    entradas: [
      ...filtrarEntradasCatalogo(
        clave,
        filas.map((f) => aEntrada(d, f)),
        texto,
      ),
    ],
  };
}

/** The entry locked for update within its catalogue, or NOT_FOUND; a stale version is a CONFLICT. */
async function bloquear(
  tx: EntityManager,
  d: DefinicionCatalogo<ClaveCatalogoAdmin>,
  id: number,
  version: number | undefined,
): Promise<Fila> {
  const fila = (await tx.findOne(
    d.entidad,
    { id, ...(d.filtro?.orm ?? {}) },
    {
      lockMode: LockMode.PESSIMISTIC_WRITE,
    },
  )) as Fila | null;
  if (!fila) throw noExiste();
  if (version === undefined || version !== fila.version) throw conflicto();
  if (d.populate?.length) await tx.populate(fila as never, d.populate as never);
  return fila;
}

async function exigirUnicos<K extends ClaveCatalogoAdmin>(
  tx: EntityManager,
  d: DefinicionCatalogo<K>,
  entrada: EntradaDe<K>,
): Promise<void> {
  const errores: Record<string, string> = {};
  for (const u of d.unicos) {
    if (errores[u.campo]) continue;
    const condiciones = [u.sql, ...(d.filtro ? [d.filtro.sql] : []), ...(entrada.id ? ['id <> ?'] : [])];
    const [repetido] = await tx.execute<{ id: number }[]>(
      `select id from "${d.tabla}" where ${condiciones.map((c) => `(${c})`).join(' and ')} limit 1`,
      [...u.parametros(entrada), ...(entrada.id ? [entrada.id] : [])],
    );
    if (repetido) errores[u.campo] = u.mensaje;
  }
  if (Object.keys(errores).length) throw errorDeCampos(errores);
}

/** A snapshot for the audit row: the screen's values and the active flag. */
const foto = (d: DefinicionCatalogo<ClaveCatalogoAdmin>, fila: Fila): ValoresCatalogo => ({
  ...d.valores(fila),
  activo: activoDe(d, fila),
});

/** `administracion.catalogos.guardar`: a new entry (active) or an edit of one; locked entries keep their name. */
export async function guardarEntradaCatalogo(
  ctx: Ctx,
  entrada: EntradaGuardarCatalogoAdmin,
  ahora: Date,
): Promise<EntradaCatalogo> {
  const d = definicionDe<typeof entrada.catalogo>(entrada.catalogo);
  try {
    return await ctx.em.transactional(async (tx) => {
      const actual = entrada.id ? await bloquear(tx, d, entrada.id, entrada.version) : null;
      const antes = actual ? foto(d, actual) : null;
      if (actual) {
        const bloqueo = d.bloqueo?.(actual) ?? null;
        const errores = {
          ...(bloqueo && 'nombre' in entrada && entrada.nombre !== actual.nombre
            ? { nombre: M.bloqueadoRenombrar(bloqueo) }
            : {}),
          ...(d.cambioNoPermitido?.(actual, entrada, bloqueo) ?? {}),
        };
        if (Object.keys(errores).length) throw errorDeCampos(errores);
      }
      await exigirUnicos(tx, d, entrada);
      const datos = await d.datos(tx, entrada, actual);
      let fila: Fila;
      if (actual) {
        tx.assign(actual as never, datos as never);
        fila = actual;
      } else {
        fila = tx.create(d.entidad, {
          ...(d.alCrear?.(ahora) ?? {}),
          ...datos,
          [d.campoActivo]: true,
        } as never) as unknown as Fila;
      }
      await tx.flush();
      auditarCambio(tx, ctx, {
        accion: actual ? 'catalogo.editar' : 'catalogo.crear',
        recurso: d.tabla,
        recursoId: fila.id,
        antes,
        despues: foto(d, fila),
      });
      await tx.flush();
      return aEntrada(d, fila);
    });
  } catch (error) {
    // Two administrators saving the same name at once: the loser gets the field message, not a 500.
    if (error instanceof UniqueConstraintViolationException) {
      const unico = d.unicos[0];
      throw unico ? errorDeCampos({ [unico.campo]: unico.mensaje }) : conflicto();
    }
    throw error;
  }
}

/** `activar` / `desactivar`: the entry is offered again, or no longer (old records keep showing it). */
export async function cambiarActivoCatalogo(
  ctx: Ctx,
  entrada: { catalogo: ClaveCatalogoAdmin; id: number; version: number },
  activo: boolean,
): Promise<EntradaCatalogo> {
  const d = definicionDe(entrada.catalogo);
  return ctx.em.transactional(async (tx) => {
    const fila = await bloquear(tx, d, entrada.id, entrada.version);
    const bloqueo = d.bloqueo?.(fila) ?? null;
    if (!activo && bloqueo) throw new AppError('BAD_REQUEST', M.bloqueadoDesactivar(bloqueo));
    const antes = foto(d, fila);
    if (activoDe(d, fila) !== activo) {
      tx.assign(fila as never, { [d.campoActivo]: activo } as never);
      await tx.flush();
      auditarCambio(tx, ctx, {
        accion: activo ? 'catalogo.activar' : 'catalogo.desactivar',
        recurso: d.tabla,
        recursoId: fila.id,
        antes,
        despues: foto(d, fila),
      });
      await tx.flush();
    }
    return aEntrada(d, fila);
  });
}
