/**
 * The CV side of the compatibility score (spec 02 §7): current orders ranked for one person, scored in SQL with
 * the rule's formula (sugeridos-sql.ts). NOT_FOUND when the person has no CV.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ESTADO_PEDIDO,
  hoyIso,
  TAMANO_PAGINA_SUGERIDOS,
  type PedidoConPuntaje,
  type ResultadoPendientesConPuntaje,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { aMarcadoresPg } from '../../../nucleo/sql/consulta-preparada';
import { noEncontrado } from '../../../nucleo/errors';
import { partesDeFila } from './sugeridos';
import { consultaPendientesConPuntaje } from './sugeridos-sql';

type FilaJson = Omit<PedidoConPuntaje, 'partes' | 'estadoEtiqueta'> & { estado: number } & Record<
    `p_${string}`,
    number
  >;

export async function listarPendientesConPuntaje(
  em: EntityManager,
  usuario: UsuarioSesion,
  entrada: { candidatoId: number; clienteId?: number | undefined; pagina: number },
  ahora: Date,
): Promise<ResultadoPendientesConPuntaje> {
  const { sql, params } = consultaPendientesConPuntaje(
    usuario.alcance,
    entrada.candidatoId,
    entrada.clienteId,
    hoyIso(ahora),
    entrada.pagina,
  );
  const pool = await em.getConnection().getNativeClient();
  const [fila] = (
    await pool.query<{ existe: boolean; total: number; filas: FilaJson[] }>(aMarcadoresPg(sql), params)
  ).rows;
  if (!fila?.existe) throw noEncontrado();
  return {
    filas: fila.filas.map((f) => ({
      pedidoId: f.pedidoId,
      nombreCargo: f.nombreCargo,
      cliente: f.cliente,
      ciudad: f.ciudad,
      esStock: f.esStock,
      estadoEtiqueta: ESTADO_PEDIDO.etiqueta(f.estado),
      puntaje: f.puntaje,
      partes: partesDeFila(f),
    })),
    total: fila.total,
    pagina: entrada.pagina,
    paginas: Math.ceil(fila.total / TAMANO_PAGINA_SUGERIDOS),
  };
}
