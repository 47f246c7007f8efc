/**
 * The "Mis pendientes" warning of the backups, for the users who hold admin_respaldos on a server with the embedded
 * PostgreSQL: no verified backup, the last verified one older than 26 hours, or the last run failed. A port that
 * cannot answer (a folder it cannot read, the queue down) gives no warning rather than failing the home page.
 */
import { motivoAvisoRespaldo, type AvisoRespaldo } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import type { PuertoRespaldos } from '../../../../nucleo/respaldos';

export async function avisoRespaldo(
  puerto: PuertoRespaldos | null | undefined,
  usuario: UsuarioSesion,
  ahora: Date,
): Promise<AvisoRespaldo | null> {
  if (!puerto || !usuario.permisos.includes('admin_respaldos')) return null;
  try {
    const [respaldos, corrida] = await Promise.all([puerto.listar(), puerto.cola?.ultimaCorrida() ?? null]);
    const ultimoVerificado = respaldos.find((r) => r.verificado)?.fecha ?? null;
    const ultimo = respaldos[0];
    // The last run failed: the queue's newest job gave up (or waits to retry) after the newest backup was taken, or
    // the newest backup did not pass its verification (the job fails then too; a CLI run leaves no job).
    const fin = corrida?.terminadoEl ?? corrida?.solicitadoEl;
    const fallida =
      ((corrida?.estado === 'fallido' || corrida?.estado === 'reintento') &&
        (!ultimo || (fin !== undefined && fin > ultimo.fecha))) ||
      ultimo?.verificado === false;
    const motivo = motivoAvisoRespaldo({ ultimoVerificado, ultimaCorridaFallida: fallida }, ahora);
    return motivo ? { motivo, ultimoVerificado } : null;
  } catch {
    return null;
  }
}
