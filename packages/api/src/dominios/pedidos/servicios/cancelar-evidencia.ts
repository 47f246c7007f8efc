import type { EntityManager } from '@mikro-orm/postgresql';
import { ArchivoEvidenciaCancelacion } from '@talento/db';
import type { AlcanceClientes } from '@talento/rules';
import { filtroCliente } from '../../../nucleo/sql/alcance';
import { noEncontrado } from '../../../nucleo/errors';

/** An evidence file of a cancelled order of the caller's clients, for download (NOT_FOUND outside scope). */
export async function obtenerEvidencia(em: EntityManager, alcance: AlcanceClientes, archivoId: number) {
  const archivo = await em.findOne(
    ArchivoEvidenciaCancelacion,
    { $and: [{ id: archivoId }, filtroCliente(alcance, 'pedido.cliente')] },
    { populate: ['contenido'] },
  );
  if (!archivo) throw noEncontrado();
  return {
    nombre: archivo.nombre,
    tipoMime: archivo.tipoMime,
    base64: Buffer.from(archivo.contenido).toString('base64'),
  };
}
