/** What the procedures call: each service with the batch read back for the screen. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_IMPORTACION as M, type MapeoColumnas } from '@talento/rules';
import type { ArchivoLeido } from '../../../nucleo/multipart/formulario';
import { analizarImportacion } from './analizar';
import { deshacerLote } from './deshacer';
import { filasDeBytes } from './lectura';
import { leerLote } from './lecturas';
import { cancelarLote, confirmarLote, descartarLote } from './estados-lote';

export async function analizarArchivo(
  em: EntityManager,
  usuarioId: number,
  e: { archivo: ArchivoLeido; sobrescribir: boolean; mapeo: MapeoColumnas },
  ahora: Date,
) {
  const r = await analizarImportacion(em, filasDeBytes(e.archivo.bytes, e.archivo.nombre), {
    archivo: e.archivo.nombre,
    usuarioId,
    sobrescribir: e.sobrescribir,
    mapeo: e.mapeo,
    ahora,
  });
  if (r.estado === 'mapear') return r;
  return { estado: r.estado, hojas: r.hojas, lote: await leerLote(em, r.loteId, ahora) };
}

export async function confirmar(em: EntityManager, loteId: number, ahora: Date) {
  await confirmarLote(em, loteId);
  return leerLote(em, loteId, ahora);
}

export async function descartar(em: EntityManager, loteId: number, ahora: Date) {
  await descartarLote(em, loteId);
  return leerLote(em, loteId, ahora);
}

export async function cancelar(em: EntityManager, loteId: number, ahora: Date) {
  await cancelarLote(em, loteId, ahora);
  return leerLote(em, loteId, ahora);
}

export async function deshacer(em: EntityManager, loteId: number, ahora: Date) {
  const r = await deshacerLote(em, loteId, ahora);
  return { ...r, mensaje: M.deshecho };
}
