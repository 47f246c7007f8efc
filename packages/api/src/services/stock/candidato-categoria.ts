import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoCategoria, Usuario, type CalificacionPruebaDigital, type Candidato, type CategoriaStock, type Ciudad, type Pedido } from '@talento/db';
import { fechaEnZonaNegocio, sumarDias } from '@talento/rules';

export interface NuevaUbicacionCategoria {
  candidato: Candidato;
  ciudad: Ciudad;
  categoria: CategoriaStock;
  /** The person's latest digital-test rating: its date starts the tests' validity. */
  ultimaCalificacion: CalificacionPruebaDigital;
  /** The order the person came from (discard from an order), if any. */
  pedidoOrigen?: Pedido;
  usuarioId: number;
  ahora: Date;
}

/**
 * Places a person in a stock category for a city (spec 02 "Category candidate"), valid for the category's
 * days from now. The callers check their own rules (active category, tests, not already placed) first.
 */
export function ubicarEnCategoria(tx: EntityManager, u: NuevaUbicacionCategoria): CandidatoCategoria {
  return tx.create(CandidatoCategoria, {
    candidato: u.candidato,
    ciudad: u.ciudad,
    categoria: u.categoria,
    estado: 1,
    inicioVigenciaPruebas: fechaEnZonaNegocio(u.ultimaCalificacion.fecha),
    vigencia: u.categoria.vigencia,
    vigenciaCategoria: sumarDias(fechaEnZonaNegocio(u.ahora), u.categoria.vigencia),
    ...(u.pedidoOrigen ? { pedidoOrigen: u.pedidoOrigen } : {}),
    createdBy: tx.getReference(Usuario, u.usuarioId),
    createdAt: u.ahora,
  });
}
