import type { EntityManager } from '@mikro-orm/postgresql';
import { CandidatoVetado } from '@talento/db';
import {
  TAMANO_PAGINA_VETADOS,
  type AlcanceClientes,
  type EntradaListarVetados,
  nombreCompleto,
} from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { escaparLike } from '../../fac';
import { autorDelVeto } from './veto';

/** A document that starts with the text, or every word (up to four) in one of the person's names. */
function filtroTexto(texto: string | undefined): Record<string, unknown> {
  if (!texto) return {};
  const palabras = texto
    .split(/\s+/)
    .slice(0, 4)
    .map((palabra) => {
      const patron = `%${escaparLike(palabra)}%`;
      return {
        $or: [
          { nombre1: { $ilike: patron } },
          { nombre2: { $ilike: patron } },
          { apellido1: { $ilike: patron } },
          { apellido2: { $ilike: patron } },
        ],
      };
    });
  return {
    candidato: { $or: [{ numeroDocumento: { $like: `${escaparLike(texto)}%` } }, { $and: palabras }] },
  };
}

/**
 * /candidatos/vetados: the bars of the clients in the user's scope (in the query), newest first; filter by client,
 * search by document (exact prefix) or by any of the person's names.
 */
export async function listarVetados(em: EntityManager, alcance: AlcanceClientes, f: EntradaListarVetados) {
  const busqueda = filtroTexto(f.texto);
  const [filas, total] = await em.findAndCount(
    CandidatoVetado,
    { $and: [filtroCliente(alcance), f.clienteId ? { cliente: f.clienteId } : {}, busqueda] },
    {
      populate: ['candidato', 'cliente', 'createdBy', 'pedidoOrigen'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: TAMANO_PAGINA_VETADOS,
      offset: (f.pagina - 1) * TAMANO_PAGINA_VETADOS,
    },
  );
  return {
    total,
    pagina: f.pagina,
    paginas: Math.max(1, Math.ceil(total / TAMANO_PAGINA_VETADOS)),
    filas: filas.map((v) => ({
      id: v.id,
      candidatoId: v.candidato.id,
      nombre: nombreCompleto(v.candidato),
      numeroDocumento: v.candidato.numeroDocumento,
      clienteId: v.cliente.id,
      cliente: v.cliente.nombre,
      motivo: v.motivo ?? null,
      pedidoOrigenId: v.pedidoOrigen?.id ?? null,
      vetadoPor: autorDelVeto(v.createdBy),
      fecha: v.createdAt,
    })),
  };
}
