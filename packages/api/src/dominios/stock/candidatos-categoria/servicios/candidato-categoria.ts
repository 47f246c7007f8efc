import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CalificacionPruebaDigital,
  CandidatoCategoria,
  Usuario,
  type Candidato,
  type CategoriaStock,
  type Ciudad,
  type Pedido,
} from '@talento/db';
import { disponibleParaStock, fechaEnZonaNegocio, sumarDias } from '@talento/rules';
import { AppError } from '../../../../nucleo/errors';

/** The refusals of `exigirUbicableEnCategoria`, in the words of each screen that places people. */
export interface MensajesUbicacion {
  /** Already active in this category (or in any, when `yaEnOtraCategoria` is not given). */
  yaEnCategoria: string;
  /** Already active in another, still valid category. */
  yaEnOtraCategoria?: string;
  /** Given only by the callers that need the person free (availability 0 and stock availability 0). */
  noDisponible?: string;
  sinPruebas: string;
}

/**
 * The checks every way into a stock category shares (the CV's "send to stock", the discard's a_categoria and the
 * candidates-by-category screen): not already active in a category, free when the caller asks it, and with digital
 * tests (spec 02 §5). Returns the latest rating (with its tests) that the placement snapshots. The caller holds
 * the person's row lock, so two placements of one person run one after the other.
 */
export async function exigirUbicableEnCategoria(
  tx: EntityManager,
  candidato: Candidato,
  categoriaId: number,
  m: MensajesUbicacion,
): Promise<CalificacionPruebaDigital> {
  const actual = await tx.findOne(
    CandidatoCategoria,
    { candidato: candidato.id, estado: 1 },
    { fields: ['categoria'] },
  );
  if (actual)
    throw new AppError(
      'BAD_REQUEST',
      actual.categoria.id !== categoriaId && m.yaEnOtraCategoria ? m.yaEnOtraCategoria : m.yaEnCategoria,
    );
  if (m.noDisponible && !disponibleParaStock(candidato.disponibilidad, candidato.disponibilidadStock))
    throw new AppError('BAD_REQUEST', m.noDisponible);
  const ultima = await tx.findOne(
    CalificacionPruebaDigital,
    { candidato: candidato.id },
    { orderBy: { fecha: 'desc', id: 'desc' }, populate: ['pruebas'] },
  );
  if (!ultima) throw new AppError('BAD_REQUEST', m.sinPruebas);
  return ultima;
}

export interface NuevaUbicacionCategoria {
  candidato: Candidato;
  ciudad: Ciudad;
  categoria: CategoriaStock;
  /** The person's latest digital-test rating (with its tests loaded): its date starts the tests' validity. */
  ultimaCalificacion: CalificacionPruebaDigital;
  /** The order the person came from (discard from an order), if any. */
  pedidoOrigen?: Pedido;
  usuarioId: number;
  ahora: Date;
}

/**
 * Places a person in a stock category for a city (spec 02 "Category candidate"), valid for the category's
 * days from now, with a snapshot of the rating (the list shows those scores even after newer ratings arrive).
 * The callers run `exigirUbicableEnCategoria` (and their own rules) first.
 */
export function ubicarEnCategoria(tx: EntityManager, u: NuevaUbicacionCategoria): CandidatoCategoria {
  const cal = u.ultimaCalificacion;
  return tx.create(CandidatoCategoria, {
    candidato: u.candidato,
    ciudad: u.ciudad,
    categoria: u.categoria,
    estado: 1,
    calificacion: {
      descartado: cal.descartado,
      puntajeGlobal: cal.puntajeGlobalReportado ?? null,
      // In the order the platform reported them (id): a loaded collection has no guaranteed order.
      pruebas: cal.pruebas.isInitialized()
        ? [...cal.pruebas.getItems()]
            .sort((a, b) => a.id - b.id)
            .map((p) => ({ codigo: p.codigo, puntaje: p.puntaje ?? null, descartado: p.descartado }))
        : [],
    },
    inicioVigenciaPruebas: fechaEnZonaNegocio(cal.fecha),
    vigencia: u.categoria.vigencia,
    vigenciaCategoria: sumarDias(fechaEnZonaNegocio(u.ahora), u.categoria.vigencia),
    ...(u.pedidoOrigen ? { pedidoOrigen: u.pedidoOrigen } : {}),
    createdBy: tx.getReference(Usuario, u.usuarioId),
    createdAt: u.ahora,
  });
}
