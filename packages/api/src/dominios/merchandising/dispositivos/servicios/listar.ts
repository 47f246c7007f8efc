import type { EntityManager } from '@mikro-orm/postgresql';
import {
  estadoDispositivo,
  type AlcanceClientes,
  type DispositivoListado,
  type EntradaListarDispositivos,
} from '@talento/rules';
import { exigirCliente, clientesDelAlcance } from '../../../../nucleo/sql/alcance';
import { leerFila, listaSelect } from '../../../../nucleo/sql/columnas';
import { CONDICION_MERCADERISTA } from './alcance-sql';
import { AUXILIARES_DISPOSITIVOS, COLUMNAS_DISPOSITIVOS, type FilaDispositivos } from './listar-columnas';

/**
 * Devices of the merchandisers in the caller's scope (one merchandiser's with `usuarioId`), newest enrolment first.
 * The columns the screen receives as they are come from their declaration (listar-columnas.ts).
 */
export async function listarDispositivos(
  em: EntityManager,
  alcance: AlcanceClientes,
  entrada: EntradaListarDispositivos,
): Promise<DispositivoListado[]> {
  if (entrada.clienteId !== undefined) exigirCliente(alcance, entrada.clienteId);
  const clientes = clientesDelAlcance(alcance, entrada.clienteId);
  const filas = await em.getConnection().execute<Record<string, unknown>[]>(
    `select ${listaSelect({ ...COLUMNAS_DISPOSITIVOS, ...AUXILIARES_DISPOSITIVOS })}
       from dispositivo d join usuario u on u.id = d.usuario_id
      where ${CONDICION_MERCADERISTA} and (?::int is null or u.id = ?)
      order by d.enrolado_at desc nulls last, d.id desc`,
    [clientes, clientes, entrada.usuarioId ?? null, entrada.usuarioId ?? null],
  );
  return filas.map((fila) => {
    const directos: FilaDispositivos = leerFila(COLUMNAS_DISPOSITIVOS, fila);
    const { nombreMercaderista, activo } = leerFila(AUXILIARES_DISPOSITIVOS, fila);
    return {
      ...directos,
      mercaderista: nombreMercaderista || directos.username,
      estado: estadoDispositivo({ activo, revocadoAt: directos.revocadoAt, enroladoAt: directos.enroladoAt }),
    };
  });
}
