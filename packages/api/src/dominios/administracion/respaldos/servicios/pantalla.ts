/** Administración › Respaldos: the backups folder's backups and the newest run of the backup job, read through the port. */
import path from 'node:path';
import { comandoRestaurar, comandoRestaurarHasta, type VerificacionRespaldo } from '@talento/rules';
import type { PuertoRespaldos, RespaldoEnCarpeta } from '../../../../nucleo/respaldos';
import type { PantallaRespaldosDto } from '../dto';
import type { z } from 'zod';

const verificacion = (r: RespaldoEnCarpeta): VerificacionRespaldo =>
  r.verificado === null ? 'pendiente' : r.verificado ? 'verificado' : 'fallido';

export async function pantallaRespaldos(
  puerto: PuertoRespaldos | null | undefined,
  ahora = new Date(),
): Promise<z.infer<typeof PantallaRespaldosDto>> {
  if (!puerto) return { modo: 'externa' };
  const [respaldos, ultimaCorrida] = await Promise.all([
    puerto.listar(),
    puerto.cola?.ultimaCorrida() ?? null,
  ]);
  const ultimo = respaldos[0] ? path.join(puerto.carpeta, respaldos[0].nombre) : puerto.carpeta;
  return {
    modo: 'embebida',
    carpeta: puerto.carpeta,
    comandoRestaurar: comandoRestaurar(ultimo),
    comandoRestaurarHasta: comandoRestaurarHasta(ultimo, ahora),
    programado: Boolean(puerto.cola),
    ultimaCorrida,
    respaldos: respaldos.map((r) => ({
      nombre: r.nombre,
      fecha: r.fecha,
      tamanoBytes: r.tamanoBytes,
      verificacion: verificacion(r),
      errorVerificacion: r.errorVerificacion,
      ultimaMigracion: r.ultimaMigracion,
    })),
  };
}
